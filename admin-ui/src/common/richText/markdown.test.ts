import { describe, expect, it } from 'vitest';

import { htmlToMarkdown, markdownToHtml } from './markdown';

describe('rich text stored as Markdown (what the public site renders)', () => {
  it('writes what the editor shows as Markdown: headings, emphasis, strikethrough, lists, links, quotes', () => {
    const html =
      '<h2>Respirer</h2><p>Un <strong>souffle</strong> <em>lent</em> et <s>rapide</s> <code>4-7-8</code>.</p>' +
      '<ul><li><p>Inspirer</p></li><li><p>Expirer</p></li></ul><ol><li><p>Un</p></li><li><p>Deux</p></li></ol>' +
      '<p><a href="https://example.org/souffle">En savoir plus</a></p><blockquote><p>Calme.</p></blockquote>';
    const markdown = htmlToMarkdown(html);
    expect(markdown).toContain('## Respirer');
    expect(markdown).toContain('Un **souffle** _lent_ et ~~rapide~~ `4-7-8`.');
    expect(markdown).toMatch(/^-\s+Inspirer\n-\s+Expirer$/m);
    expect(markdown).toMatch(/^1\.\s+Un\n2\.\s+Deux$/m);
    expect(markdown).toContain('[En savoir plus](https://example.org/souffle)');
    expect(markdown).toContain('> Calme.');
    expect(markdown).not.toContain('<');
  });

  it('shows stored Markdown in the editor and keeps it through an edit that changes nothing', () => {
    const stored = '## Respirer\n\nUn **souffle** _lent_ et ~~rapide~~.\n\n-   Inspirer\n-   Expirer\n\n[Lien](https://example.org)';
    const html = markdownToHtml(stored);
    expect(html).toContain('<h2>Respirer</h2>');
    expect(html).toContain('<strong>souffle</strong>');
    expect(html).toContain('<del>rapide</del>');
    expect(html).toContain('<a href="https://example.org">Lien</a>');
    expect(htmlToMarkdown(html)).toBe(stored);
  });

  it('keeps nested lists', () => {
    const markdown = htmlToMarkdown('<ul><li><p>Matin</p><ul><li><p>Eau tiède</p></li></ul></li><li><p>Soir</p></li></ul>');
    expect(markdown).toMatch(/^-\s+Matin\n\s+-\s+Eau tiède\n-\s+Soir$/);
    expect(markdownToHtml(markdown)).toMatch(/<li>Matin\s*<ul>\s*<li>Eau tiède<\/li>/);
  });

  it('leaves an empty field empty', () => {
    expect(markdownToHtml(null)).toBe('');
    expect(htmlToMarkdown('')).toBe('');
  });
});
