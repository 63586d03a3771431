import { beforeEach, describe, expect, it } from 'vitest';
import { applyDocumentHead, pageUrls } from './document-head';

const attr = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name);

beforeEach(() => {
  document.head.innerHTML = '';
  document.documentElement.lang = 'fr';
});

describe('document head (docs/seo.md)', () => {
  it('page URLs: French without parameter, English with ?lang=en, no trailing slash', () => {
    expect(pageUrls('https://site.example', '/blog/')).toEqual({ fr: 'https://site.example/blog', en: 'https://site.example/blog?lang=en' });
    expect(pageUrls('https://site.example', '/')).toEqual({ fr: 'https://site.example/', en: 'https://site.example/?lang=en' });
  });

  it('writes the title, description, robots, canonical, alternates, sharing tags and <html lang>', () => {
    applyDocumentHead({ language: 'en', title: 'FAQ · Site', description: 'Answers.', indexable: true, path: '/faq', origin: 'https://site.example' });
    expect(document.title).toBe('FAQ · Site');
    expect(document.documentElement.lang).toBe('en');
    expect(attr('meta[name="description"]', 'content')).toBe('Answers.');
    expect(attr('meta[name="robots"]', 'content')).toBe('index, follow');
    expect(attr('link[rel="canonical"]', 'href')).toBe('https://site.example/faq?lang=en');
    expect(attr('link[rel="alternate"][hreflang="fr"]', 'href')).toBe('https://site.example/faq');
    expect(attr('link[rel="alternate"][hreflang="en"]', 'href')).toBe('https://site.example/faq?lang=en');
    expect(attr('link[rel="alternate"][hreflang="x-default"]', 'href')).toBe('https://site.example/faq');
    expect(attr('meta[property="og:title"]', 'content')).toBe('FAQ · Site');
    expect(attr('meta[property="og:description"]', 'content')).toBe('Answers.');
    expect(attr('meta[property="og:url"]', 'content')).toBe('https://site.example/faq?lang=en');
    expect(attr('meta[property="og:locale"]', 'content')).toBe('en_GB');
    expect(attr('meta[name="twitter:title"]', 'content')).toBe('FAQ · Site');
  });

  it('a page whose path differs by language (a blog post’s slugs) has each language’s own URL', () => {
    expect(pageUrls('https://site.example', { fr: '/blog/bien-dormir', en: '/blog/sleeping-well/' })).toEqual({
      fr: 'https://site.example/blog/bien-dormir',
      en: 'https://site.example/blog/sleeping-well?lang=en',
    });
    const paths = { fr: '/blog/bien-dormir', en: '/blog/sleeping-well' };
    applyDocumentHead({ language: 'en', title: 'Sleeping well · Site', description: 'd', indexable: true, path: '/blog/bien-dormir', paths, origin: 'https://site.example' });
    expect(attr('link[rel="canonical"]', 'href')).toBe('https://site.example/blog/sleeping-well?lang=en');
    expect(attr('link[rel="alternate"][hreflang="fr"]', 'href')).toBe('https://site.example/blog/bien-dormir');
    expect(attr('link[rel="alternate"][hreflang="en"]', 'href')).toBe('https://site.example/blog/sleeping-well?lang=en');
    expect(attr('link[rel="alternate"][hreflang="x-default"]', 'href')).toBe('https://site.example/blog/bien-dormir');
    expect(attr('meta[property="og:url"]', 'content')).toBe('https://site.example/blog/sleeping-well?lang=en');
  });

  it('updates the tags the server wrote in place, never twice', () => {
    document.head.innerHTML = '<meta name="description" content="old" /><link rel="canonical" href="https://site.example/old" /><meta name="robots" content="index, follow" />';
    applyDocumentHead({ language: 'fr', title: 'Espace client · Site', description: 'Nouveau.', indexable: false, path: '/client/dashboard', origin: 'https://site.example' });
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(attr('meta[name="description"]', 'content')).toBe('Nouveau.');
    expect(attr('meta[name="robots"]', 'content')).toBe('noindex, nofollow');
    expect(attr('link[rel="canonical"]', 'href')).toBe('https://site.example/client/dashboard');
  });

  it('on another page than the one the server wrote, drops that page’s image and JSON-LD but keeps the site’s', () => {
    document.head.innerHTML = [
      '<meta property="og:image" content="https://site.example/uploads/cover.png" />',
      '<script type="application/ld+json">{"@type":"Organization","name":"Site"}</script>',
      '<script type="application/ld+json">{"@type":"Article","headline":"Post"}</script>',
    ].join('');
    const values = { language: 'fr' as const, title: 'Article · Site', description: 'd', indexable: true, origin: 'https://site.example', servedPath: '/blog/post' };
    applyDocumentHead({ ...values, path: '/blog/post/' });
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(2);
    // the same post under its other language's slug is still the page the server wrote
    applyDocumentHead({ ...values, path: '/blog/other-slug', paths: { fr: '/blog/post', en: '/blog/other-slug' } });
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(2);
    applyDocumentHead({ ...values, path: '/faq' });
    const blocks = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '') as { '@type': string });
    expect(blocks.map((block) => block['@type'])).toEqual(['Organization']);
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
  });
});
