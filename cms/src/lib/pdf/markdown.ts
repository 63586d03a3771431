/**
 * Markdown (the `body` of a page section, as editors write it in the back office) laid out in a PDF
 * with pdfkit: paragraphs, headings, bulleted and numbered lists (nested), quotes, rules, and inline
 * bold, italic, code and links. Parsing is `marked`'s lexer; this module only draws its tokens.
 * Raw HTML is dropped (its text kept); images are left out.
 *
 * @module lib/pdf/markdown
 */
import { lexer, type Token, type Tokens } from 'marked';
import { FONT, type Doc } from './fonts';

/** Colours of the text (hex RGB). */
export const INK = { text: '#1f2a28', muted: '#5b6664', accent: '#2f6f62', link: '#1d5c8f', rule: '#c9d6d2' } as const;

/** Body size in points, and the sizes of Markdown headings by depth. */
const BODY_SIZE = 10.5;
const HEADING_SIZES: Record<number, number> = { 1: 15, 2: 13.5, 3: 12, 4: 11, 5: 11, 6: 11 };
/** Space between blocks, in points. */
const BLOCK_GAP = 6;
/** Horizontal space a list marker takes, in points. */
const MARKER_WIDTH = 16;

/** A run of text in one style. */
interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
  link?: string;
}

/** Where a block is drawn: its left edge and width, in points. */
interface Frame {
  x: number;
  width: number;
}

/** Absolute `http(s)` or `mailto:` URL of a Markdown link (site paths resolved against `baseUrl`), or `undefined`. */
function linkUrl(href: string, baseUrl: string): string | undefined {
  if (/^(https?:|mailto:)/i.test(href)) return href;
  if (href.startsWith('/')) return `${baseUrl}${href}`;
  return undefined;
}

/** Inline tokens → styled runs. */
function runsOf(tokens: Token[] | undefined, style: Omit<Run, 'text'>, baseUrl: string): Run[] {
  const runs: Run[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'strong':
        runs.push(...runsOf((token as Tokens.Strong).tokens, { ...style, bold: true }, baseUrl));
        break;
      case 'em':
        runs.push(...runsOf((token as Tokens.Em).tokens, { ...style, italic: true }, baseUrl));
        break;
      case 'del':
        runs.push(...runsOf((token as Tokens.Del).tokens, style, baseUrl));
        break;
      case 'link': {
        const link = token as Tokens.Link;
        runs.push(...runsOf(link.tokens, { ...style, link: linkUrl(link.href, baseUrl) ?? style.link }, baseUrl));
        break;
      }
      case 'codespan':
        runs.push({ ...style, text: (token as Tokens.Codespan).text });
        break;
      case 'br':
        runs.push({ ...style, text: '\n' });
        break;
      case 'image':
        break;
      case 'html':
        runs.push({ ...style, text: (token as Tokens.HTML).text.replace(/<[^>]*>/g, '') });
        break;
      case 'text': {
        const text = token as Tokens.Text;
        if (text.tokens?.length) runs.push(...runsOf(text.tokens, style, baseUrl));
        else runs.push({ ...style, text: decodeEntities(text.text) });
        break;
      }
      default:
        if ('text' in token && typeof token.text === 'string') runs.push({ ...style, text: decodeEntities(token.text) });
    }
  }
  return runs.filter((run) => run.text.length > 0);
}

/** The few HTML entities marked leaves in text (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&#39;`). */
function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '');
}

function fontOf(run: Run): string {
  if (run.bold) return run.italic ? FONT.boldItalic : FONT.bold;
  return run.italic ? FONT.italic : FONT.regular;
}

/** Draw runs as one flowing paragraph in `frame`, starting at the current line. */
export function writeRuns(doc: Doc, runs: Run[], frame: Frame, size = BODY_SIZE, color: string = INK.text, at?: { y: number }): void {
  if (!runs.length) return;
  runs.forEach((run, index) => {
    const options = { continued: index < runs.length - 1, link: run.link ?? null, underline: Boolean(run.link), lineGap: 2 } as const;
    doc
      .font(fontOf(run))
      .fontSize(size)
      .fillColor(run.link ? INK.link : color);
    if (index === 0) doc.text(run.text, frame.x, at?.y ?? doc.y, { ...options, width: frame.width });
    else doc.text(run.text, options);
  });
  doc.fillColor(INK.text);
}

/** Start a new page when fewer than `needed` points are left above the bottom margin. */
export function keepRoom(doc: Doc, needed: number): void {
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function drawList(doc: Doc, list: Tokens.List, frame: Frame, baseUrl: string, depth: number): void {
  const start = typeof list.start === 'number' ? list.start : 1;
  list.items.forEach((item, index) => {
    keepRoom(doc, 30);
    const marker = list.ordered ? `${start + index}.` : depth % 2 === 0 ? '•' : '◦';
    const y = doc.y;
    doc.font(FONT.regular).fontSize(BODY_SIZE).fillColor(INK.accent).text(marker, frame.x, y, { width: MARKER_WIDTH, lineBreak: false });
    doc.fillColor(INK.text);
    const inner: Frame = { x: frame.x + MARKER_WIDTH, width: frame.width - MARKER_WIDTH };
    let first = true;
    for (const child of item.tokens) {
      if (child.type === 'list') {
        drawList(doc, child as Tokens.List, inner, baseUrl, depth + 1);
      } else if (child.type === 'text' || child.type === 'paragraph') {
        const runs = runsOf((child as Tokens.Text).tokens ?? [{ type: 'text', raw: child.raw, text: (child as Tokens.Text).text }], {}, baseUrl);
        writeRuns(doc, runs, inner, BODY_SIZE, INK.text, first ? { y } : undefined);
        first = false;
      } else if (child.type !== 'space') {
        drawBlocks(doc, [child], inner, baseUrl, depth + 1);
        first = false;
      }
    }
    if (first) doc.moveDown(0.2);
    doc.y += 2;
  });
  doc.x = frame.x;
}

/** Draw block tokens in `frame`; `base` styles all their text (e.g. italic in a quote). */
function drawBlocks(doc: Doc, tokens: Token[], frame: Frame, baseUrl: string, depth: number, base: Omit<Run, 'text'> = {}): void {
  for (const token of tokens) {
    switch (token.type) {
      case 'space':
        break;
      case 'heading': {
        const heading = token as Tokens.Heading;
        keepRoom(doc, 50);
        doc.y += 2;
        writeRuns(doc, runsOf(heading.tokens, { bold: true }, baseUrl), frame, HEADING_SIZES[heading.depth] ?? BODY_SIZE, INK.accent);
        doc.y += BLOCK_GAP / 2;
        break;
      }
      case 'paragraph':
        keepRoom(doc, 24);
        writeRuns(doc, runsOf((token as Tokens.Paragraph).tokens, base, baseUrl), frame);
        doc.y += BLOCK_GAP;
        break;
      case 'list':
        drawList(doc, token as Tokens.List, frame, baseUrl, depth);
        doc.y += BLOCK_GAP - 2;
        break;
      case 'blockquote': {
        const top = doc.y;
        drawBlocks(doc, (token as Tokens.Blockquote).tokens, { x: frame.x + 12, width: frame.width - 12 }, baseUrl, depth, { ...base, italic: true });
        doc
          .save()
          .moveTo(frame.x + 3, top)
          .lineTo(frame.x + 3, doc.y - BLOCK_GAP)
          .lineWidth(2)
          .strokeColor(INK.rule)
          .stroke()
          .restore();
        break;
      }
      case 'code':
        keepRoom(doc, 24);
        writeRuns(doc, [{ text: (token as Tokens.Code).text }], { x: frame.x + 8, width: frame.width - 8 }, BODY_SIZE - 1, INK.muted);
        doc.y += BLOCK_GAP;
        break;
      case 'hr':
        doc
          .save()
          .moveTo(frame.x, doc.y + 4)
          .lineTo(frame.x + frame.width, doc.y + 4)
          .lineWidth(0.5)
          .strokeColor(INK.rule)
          .stroke()
          .restore();
        doc.y += 12;
        break;
      case 'table': {
        const table = token as Tokens.Table;
        for (const row of [table.header, ...table.rows]) {
          const runs = row.flatMap((cell, index) => [...(index ? [{ text: ' · ' }] : []), ...runsOf(cell.tokens, { bold: row === table.header }, baseUrl)]);
          writeRuns(doc, runs, frame);
        }
        doc.y += BLOCK_GAP;
        break;
      }
      case 'html': {
        const text = (token as Tokens.HTML).text.replace(/<[^>]*>/g, '').trim();
        if (text) writeRuns(doc, [{ text }], frame);
        break;
      }
      default:
        if ('text' in token && typeof token.text === 'string' && token.text.trim()) {
          const runs = runsOf((token as Tokens.Text).tokens, {}, baseUrl);
          writeRuns(doc, runs.length ? runs : [{ text: decodeEntities(token.text) }], frame);
          doc.y += BLOCK_GAP;
        }
    }
  }
  doc.x = frame.x;
}

/**
 * Draw a Markdown text at the current position, across the page's text width (new pages as needed).
 * @param doc - the pdfkit document, with the fonts of ./fonts registered
 * @param markdown - the Markdown source (CommonMark + GFM, as `marked` reads it)
 * @param baseUrl - absolute site URL, without trailing slash: links to site paths (`/our-experts`) point there
 */
export function drawMarkdown(doc: Doc, markdown: string, baseUrl: string): void {
  const frame: Frame = { x: doc.page.margins.left, width: doc.page.width - doc.page.margins.left - doc.page.margins.right };
  drawBlocks(doc, lexer(markdown), frame, baseUrl, 0);
}
