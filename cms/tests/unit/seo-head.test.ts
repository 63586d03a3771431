import { describe, expect, it } from 'vitest';
import { escapeHtml, injectHead, jsonLdText, plainSummary, type PageHead } from '../../src/lib/seo/head';
import { patternRegex } from '../../src/lib/seo/pages';
import { pageLanguage } from '../../src/lib/seo/page-head';
import { initialsOf, staticPath } from '../../src/middlewares/seo';

/** The pieces of the pages' heads (docs/seo.md) that need no server. */
describe('page heads', () => {
  const head: PageHead = {
    language: 'en',
    title: 'A </title><script>x</script> · Site',
    description: 'Say "hi" & <b>bye</b>',
    indexable: false,
    canonical: 'https://site.example/blog/a?lang=en',
    alternates: { fr: 'https://site.example/blog/a', en: 'https://site.example/blog/a?lang=en' },
    image: null,
    type: 'article',
    siteName: 'Site',
    jsonLd: [{ '@type': 'Article', headline: '</script><script>alert(1)</script>\u2028' }],
  };

  it('escapes text for HTML and JSON-LD for a script data block', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const text = jsonLdText(head.jsonLd[0]);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(head.jsonLd[0]);
  });

  it('replaces the build’s title, description and lang, and adds the tags once', () => {
    const built = '<!doctype html>\n<html lang="fr">\n  <head>\n    <meta name="description" content="build" />\n    <title>Wellness</title>\n  </head>\n  <body></body>\n</html>';
    const html = injectHead(built, head);
    expect(html).toContain('<html lang="en">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<title>A &lt;/title&gt;&lt;script&gt;x&lt;/script&gt; · Site</title>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://site.example/blog/a" />');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<body></body>');
  });

  it('summarises Markdown as one line of plain text', () => {
    expect(plainSummary('## Title\n\n**Bold** [link](https://x) ![img](y.png)')).toBe('Title Bold link');
    // cut at a word boundary, ellipsis included in the length
    expect(plainSummary('word '.repeat(100), 30)).toBe('word word word word word…');
    expect(plainSummary('word '.repeat(100), 30).length).toBeLessThanOrEqual(30);
  });

  it('picks the language: ?lang=, else the cookie, else French', () => {
    expect(pageLanguage('en', 'fr')).toBe('en');
    expect(pageLanguage(['fr', 'en'], 'en')).toBe('fr');
    expect(pageLanguage('de', 'en')).toBe('en');
    expect(pageLanguage(undefined, 'xx')).toBe('fr');
  });

  it('matches route patterns with their parameters', () => {
    expect(patternRegex('/blog/:slug').exec('/Blog/sleep-well/')?.groups).toEqual({ slug: 'sleep-well' });
    expect(patternRegex('/our-experts/:search?').test('/our-experts')).toBe(true);
    expect(patternRegex('/public/:role/sign-in').exec('/public/consultant/sign-in')?.groups).toEqual({ role: 'consultant' });
    expect(patternRegex('/blog/:slug').test('/blog/a/b')).toBe(false);
  });

  it('lists in the sitemap the patterns without a required parameter', () => {
    expect(staticPath('/')).toBe('/');
    expect(staticPath('/our-experts/:search?')).toBe('/our-experts');
    expect(staticPath('/blog/:slug')).toBeNull();
    expect(staticPath('/docs/*')).toBeNull();
  });

  it('initials of a name', () => {
    expect(initialsOf('Asha Rao')).toBe('AR');
    expect(initialsOf('élodie de la Tour')).toBe('ÉT');
    expect(initialsOf('Madonna')).toBe('M');
    expect(initialsOf('  ')).toBe('?');
  });
});
