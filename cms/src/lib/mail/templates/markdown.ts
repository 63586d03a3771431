/**
 * Markdown that editors write in the back office (a newsletter campaign's body) laid out as the two
 * parts of an e-mail (./layout.ts, block `markdown`): e-mail-safe HTML with inline styles, and plain
 * text. Parsing is `marked`'s lexer (CommonMark + GitHub-flavoured Markdown, as the back office's
 * editor writes it and `lib/pdf/markdown` reads it); this module only lays out its tokens, so that
 * nothing of the source reaches the HTML unescaped:
 *
 * - paragraphs, headings (one level below the e-mail's own title), bulleted and numbered lists (nested),
 *   quotes, code, rules, tables, and inline bold, italic, struck-through text, code and line breaks;
 * - links only to `http(s):` and `mailto:` addresses (site paths such as `/our-experts` made absolute
 *   on the site's address); any other link (`javascript:`…) keeps its text and loses its address;
 * - images only from `http(s)` addresses (site paths made absolute), at most the card's width; any other
 *   image is its alternative text;
 * - raw HTML is never passed on: its tags are dropped and its text kept, escaped.
 *
 * Pure: no I/O.
 */
import { lexer, type Token, type Tokens } from 'marked';
import { escapeHtml, isHttpUrl } from './html';

/** What the HTML is drawn with: the e-mail's font and colours, and the site's address for site paths. */
export interface MarkdownStyle {
  /** absolute site URL without trailing slash (`/our-experts` → `${baseUrl}/our-experts`) */
  baseUrl: string;
  font: string;
  /** colours (CSS hex) of the text, the headings and links, the rules and quotes' bar, and the code's background */
  text: string;
  accent: string;
  rule: string;
  codeBackground: string;
}

/** The few HTML entities and numeric references Markdown text may hold, decoded (the HTML part escapes again). */
function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|nbsp|#39|#\d{1,7}|#x[0-9a-f]{1,6});/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return safeCodePoint(parseInt(lower.slice(2), 16)) ?? whole;
    if (lower.startsWith('#')) return safeCodePoint(Number(lower.slice(1))) ?? whole;
    return ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' } as Record<string, string>)[lower] ?? whole;
  });
}

/** The character of a numeric reference, or `undefined` for a control character or no character at all. */
function safeCodePoint(code: number): string | undefined {
  if (!Number.isInteger(code) || code < 0x20 || (code >= 0x7f && code < 0xa0) || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return undefined;
  return String.fromCodePoint(code);
}

/** Raw HTML's text without its tags. */
const withoutTags = (html: string) => decodeEntities(html.replace(/<[^>]*>?/g, ''));

/** The absolute address of a link: `http(s):` and `mailto:` as they are, site paths on `baseUrl`; else `undefined`. */
function linkAddress(href: string, baseUrl: string): string | undefined {
  const value = href.trim();
  if (/^mailto:[^\s<>"'\\]+$/i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) {
    const absolute = `${baseUrl}${value}`;
    return isHttpUrl(absolute) ? absolute : undefined;
  }
  return isHttpUrl(value) ? value : undefined;
}

/** The absolute address of an image: `http(s):` or a site path; else `undefined`. */
function imageAddress(href: string, baseUrl: string): string | undefined {
  const address = linkAddress(href, baseUrl);
  return address && !/^mailto:/i.test(address) ? address : undefined;
}

/** Children tokens of a token, when it has any. */
const childrenOf = (token: Token): Token[] | undefined => ('tokens' in token && Array.isArray(token.tokens) ? token.tokens : undefined);

// ---------------------------------------------------------------------------------------------------
// HTML

function inlineHtml(tokens: Token[] | undefined, style: MarkdownStyle): string {
  let html = '';
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'strong':
        html += `<strong>${inlineHtml(childrenOf(token), style)}</strong>`;
        break;
      case 'em':
        html += `<em>${inlineHtml(childrenOf(token), style)}</em>`;
        break;
      case 'del':
        html += `<del>${inlineHtml(childrenOf(token), style)}</del>`;
        break;
      case 'codespan':
        html += `<code style="font-family:Menlo,Consolas,monospace;font-size:0.9em;background-color:${style.codeBackground};padding:1px 4px;border-radius:3px;">${escapeHtml(decodeEntities((token as Tokens.Codespan).text))}</code>`;
        break;
      case 'br':
        html += '<br>';
        break;
      case 'link': {
        const link = token as Tokens.Link;
        const inner = inlineHtml(link.tokens, style);
        const href = linkAddress(link.href, style.baseUrl);
        html += href ? `<a href="${escapeHtml(href)}" target="_blank" rel="noopener" style="color:${style.accent};text-decoration:underline;">${inner}</a>` : inner;
        break;
      }
      case 'image': {
        const image = token as Tokens.Image;
        const src = imageAddress(image.href, style.baseUrl);
        const alt = decodeEntities(image.text ?? '');
        html += src ? `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" style="display:block;max-width:100%;height:auto;border:0;margin:8px 0;">` : escapeHtml(alt);
        break;
      }
      case 'html':
        // An inline tag (`<b>`, `<script>`): dropped; the text around it is kept.
        html += escapeHtml(withoutTags((token as Tokens.HTML).text));
        break;
      case 'text': {
        const text = token as Tokens.Text;
        html += text.tokens?.length ? inlineHtml(text.tokens, style) : escapeHtml(decodeEntities(text.text));
        break;
      }
      default:
        if ('text' in token && typeof token.text === 'string') html += escapeHtml(decodeEntities(token.text));
    }
  }
  return html;
}

const HEADING_SIZES: Record<number, [number, number]> = { 1: [20, 28], 2: [18, 26] };

function blocksHtml(tokens: Token[], style: MarkdownStyle): string {
  const p = `margin:0 0 16px 0;font-family:${style.font};font-size:16px;line-height:24px;color:${style.text};`;
  const parts: string[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'space':
        break;
      case 'heading': {
        const heading = token as Tokens.Heading;
        const [size, line] = HEADING_SIZES[heading.depth] ?? [16, 24];
        const tag = `h${Math.min(heading.depth + 1, 6)}`;
        parts.push(
          `<${tag} style="margin:24px 0 12px 0;font-family:${style.font};font-size:${size}px;line-height:${line}px;font-weight:700;color:${style.accent};">${inlineHtml(heading.tokens, style)}</${tag}>`,
        );
        break;
      }
      case 'paragraph':
        parts.push(`<p style="${p}">${inlineHtml((token as Tokens.Paragraph).tokens, style)}</p>`);
        break;
      case 'list': {
        const list = token as Tokens.List;
        const tag = list.ordered ? 'ol' : 'ul';
        const start = list.ordered && typeof list.start === 'number' && list.start !== 1 ? ` start="${list.start}"` : '';
        const items = list.items.map((item) => `<li style="margin:0 0 6px 0;">${listItemHtml(item, style)}</li>`).join('');
        parts.push(`<${tag}${start} style="margin:0 0 16px 0;padding:0 0 0 24px;font-family:${style.font};font-size:16px;line-height:24px;color:${style.text};">${items}</${tag}>`);
        break;
      }
      case 'blockquote':
        parts.push(
          `<blockquote style="margin:0 0 16px 0;padding:0 0 0 16px;border-left:4px solid ${style.rule};font-style:italic;">${blocksHtml((token as Tokens.Blockquote).tokens, style)}</blockquote>`,
        );
        break;
      case 'code':
        parts.push(
          `<pre style="margin:0 0 16px 0;padding:12px;background-color:${style.codeBackground};border-radius:6px;font-family:Menlo,Consolas,monospace;font-size:14px;line-height:20px;color:${style.text};white-space:pre-wrap;word-break:break-word;">${escapeHtml((token as Tokens.Code).text)}</pre>`,
        );
        break;
      case 'hr':
        parts.push(`<hr style="border:0;border-top:1px solid ${style.rule};margin:24px 0;">`);
        break;
      case 'table': {
        const table = token as Tokens.Table;
        const cell = (content: Tokens.TableCell, header: boolean) =>
          `<${header ? 'th' : 'td'} style="padding:6px 8px;border-bottom:1px solid ${style.rule};text-align:left;font-family:${style.font};font-size:15px;line-height:22px;color:${style.text};">${inlineHtml(content.tokens, style)}</${header ? 'th' : 'td'}>`;
        const rows = [`<tr>${table.header.map((content) => cell(content, true)).join('')}</tr>`, ...table.rows.map((row) => `<tr>${row.map((content) => cell(content, false)).join('')}</tr>`)];
        parts.push(`<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0;border-collapse:collapse;width:100%;">${rows.join('')}</table>`);
        break;
      }
      case 'html': {
        // A block of raw HTML: its text only.
        const text = withoutTags((token as Tokens.HTML).text).trim();
        if (text) parts.push(`<p style="${p}">${escapeHtml(text)}</p>`);
        break;
      }
      default: {
        const children = childrenOf(token);
        if (children?.length) parts.push(`<p style="${p}">${inlineHtml(children, style)}</p>`);
        else if ('text' in token && typeof token.text === 'string' && token.text.trim()) parts.push(`<p style="${p}">${escapeHtml(decodeEntities(token.text))}</p>`);
      }
    }
  }
  return parts.join('\n');
}

/** A list item: its text inline (a tight list), its paragraphs and nested lists as blocks. */
function listItemHtml(item: Tokens.ListItem, style: MarkdownStyle): string {
  return item.tokens
    .map((child) => {
      if (child.type === 'text') {
        const text = child as Tokens.Text;
        return text.tokens?.length ? inlineHtml(text.tokens, style) : escapeHtml(decodeEntities(text.text));
      }
      if (child.type === 'paragraph') return `<p style="margin:0 0 8px 0;">${inlineHtml((child as Tokens.Paragraph).tokens, style)}</p>`;
      return child.type === 'space' ? '' : blocksHtml([child], style);
    })
    .join('');
}

/**
 * The HTML of a Markdown text, for the card of an e-mail (see the module's rules).
 * @param markdown - the editor's Markdown
 * @param style - font, colours and the site's address
 * @returns a run of HTML elements with inline styles (no document around them)
 */
export function markdownHtml(markdown: string, style: MarkdownStyle): string {
  return blocksHtml(lexer(markdown ?? '', { gfm: true }), style);
}

// ---------------------------------------------------------------------------------------------------
// Plain text

function inlineText(tokens: Token[] | undefined, baseUrl: string): string {
  let text = '';
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'strong':
      case 'em':
      case 'del':
        text += inlineText(childrenOf(token), baseUrl);
        break;
      case 'codespan':
        text += decodeEntities((token as Tokens.Codespan).text);
        break;
      case 'br':
        text += '\n';
        break;
      case 'link': {
        const link = token as Tokens.Link;
        const label = inlineText(link.tokens, baseUrl);
        const href = linkAddress(link.href, baseUrl);
        text += href && href !== label && `mailto:${label}` !== href ? `${label} (${href})` : label;
        break;
      }
      case 'image': {
        const image = token as Tokens.Image;
        const src = imageAddress(image.href, baseUrl);
        const alt = decodeEntities(image.text ?? '');
        text += src ? `${alt ? `${alt} ` : ''}(${src})` : alt;
        break;
      }
      case 'html':
        text += withoutTags((token as Tokens.HTML).text);
        break;
      case 'text': {
        const inner = token as Tokens.Text;
        text += inner.tokens?.length ? inlineText(inner.tokens, baseUrl) : decodeEntities(inner.text);
        break;
      }
      default:
        if ('text' in token && typeof token.text === 'string') text += decodeEntities(token.text);
    }
  }
  return text;
}

function blocksText(tokens: Token[], baseUrl: string, indent = ''): string[] {
  const blocks: string[] = [];
  const indented = (text: string) =>
    text
      .split('\n')
      .map((line) => `${indent}${line}`)
      .join('\n');
  for (const token of tokens) {
    switch (token.type) {
      case 'space':
        break;
      case 'heading': {
        const title = inlineText((token as Tokens.Heading).tokens, baseUrl);
        blocks.push(indented(`${title}\n${'-'.repeat(Math.min(title.length, 60))}`));
        break;
      }
      case 'paragraph':
        blocks.push(indented(inlineText((token as Tokens.Paragraph).tokens, baseUrl)));
        break;
      case 'list': {
        const list = token as Tokens.List;
        const start = typeof list.start === 'number' ? list.start : 1;
        const items = list.items.map((item, index) => {
          const marker = list.ordered ? `${start + index}. ` : '- ';
          const lines = item.tokens
            .filter((child) => child.type !== 'space')
            .map((child) => {
              if (child.type === 'text') {
                const text = child as Tokens.Text;
                return text.tokens?.length ? inlineText(text.tokens, baseUrl) : decodeEntities(text.text);
              }
              if (child.type === 'paragraph') return inlineText((child as Tokens.Paragraph).tokens, baseUrl);
              return blocksText([child], baseUrl, '  ').join('\n');
            })
            .join('\n');
          const [first = '', ...rest] = lines.split('\n');
          return [`${indent}${marker}${first}`, ...rest.map((line) => (line.startsWith('  ') ? `${indent}${line}` : `${indent}  ${line}`))].join('\n');
        });
        blocks.push(items.join('\n'));
        break;
      }
      case 'blockquote':
        blocks.push(
          blocksText((token as Tokens.Blockquote).tokens, baseUrl)
            .join('\n\n')
            .split('\n')
            .map((line) => `${indent}> ${line}`.trimEnd())
            .join('\n'),
        );
        break;
      case 'code':
        blocks.push(
          (token as Tokens.Code).text
            .split('\n')
            .map((line) => `${indent}    ${line}`)
            .join('\n'),
        );
        break;
      case 'hr':
        blocks.push(`${indent}----`);
        break;
      case 'table': {
        const table = token as Tokens.Table;
        const row = (cells: Tokens.TableCell[]) => indented(cells.map((cell) => inlineText(cell.tokens, baseUrl)).join(' | '));
        blocks.push([row(table.header), ...table.rows.map(row)].join('\n'));
        break;
      }
      case 'html': {
        const text = withoutTags((token as Tokens.HTML).text).trim();
        if (text) blocks.push(indented(text));
        break;
      }
      default: {
        const children = childrenOf(token);
        if (children?.length) blocks.push(indented(inlineText(children, baseUrl)));
        else if ('text' in token && typeof token.text === 'string' && token.text.trim()) blocks.push(indented(decodeEntities(token.text)));
      }
    }
  }
  return blocks.filter((block) => block.trim() !== '');
}

/**
 * The plain text of a Markdown text: blocks separated by a blank line, list items with `-` or their
 * number, quotes with `>`, links written out as `text (address)`.
 * @param markdown - the editor's Markdown
 * @param baseUrl - absolute site URL without trailing slash, for site paths
 */
export function markdownText(markdown: string, baseUrl: string): string {
  return blocksText(lexer(markdown ?? '', { gfm: true }), baseUrl).join('\n\n');
}
