/**
 * Rich text of the content types (blog bodies, FAQ answers, product descriptions, legal texts, page
 * sections) is stored as Markdown (Strapi `richtext`), which the public site renders without raw HTML.
 * The back office edits it in a rich-text editor working in HTML: these conversions sit between the
 * two. Loaded only with the editor or a Markdown display (lazy chunks).
 *
 * @module common/richText/markdown
 */
import { marked } from 'marked';
import TurndownService from 'turndown';

const turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-', emDelimiter: '_', strongDelimiter: '**', hr: '---' });
// The editor wraps each list item's text in a paragraph; Markdown keeps such lists tight.
turndown.addRule('listItemParagraph', {
  filter: (node) => node.nodeName === 'P' && node.parentNode?.nodeName === 'LI',
  replacement: (content, node) => (node.nextSibling ? `${content}\n` : content),
});
// Strikethrough is GitHub-flavoured Markdown (`~~…~~`), read by the public site and by `marked`.
turndown.addRule('strikethrough', {
  filter: ['del', 's'],
  replacement: (content) => `~~${content}~~`,
});

/** Markdown → the HTML the editor shows (GitHub-flavoured Markdown); `''` for no text. */
export function markdownToHtml(markdown: string | null | undefined): string {
  if (!markdown) return '';
  return marked.parse(markdown, { async: false, gfm: true });
}

/** The editor's HTML → Markdown to store; `''` for an empty document. */
export function htmlToMarkdown(html: string | null | undefined): string {
  if (!html) return '';
  return turndown.turndown(html).trim();
}
