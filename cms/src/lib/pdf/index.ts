/**
 * The platform's PDF booklets (spec §1 "a free starter kit and brochure"): a cover band with the site
 * logo, the title and subtitle, the marketing figures, then titled sections whose Markdown bodies are
 * laid out by ./markdown, a page footer with the site's name, address and page numbers. A4 portrait,
 * DejaVu Sans embedded (./fonts). Pure rendering: the caller reads the content from the CMS.
 *
 * @module lib/pdf
 */
import PDFDocument from 'pdfkit';
import { FONT, registerFonts, type Doc } from './fonts';
import { drawMarkdown, INK, keepRoom, writeRuns } from './markdown';

/** A titled block of Markdown. */
export interface BookletSection {
  title: string;
  /** Markdown */
  body: string;
}

/** A marketing figure: a value (`500+`) and what it counts. */
export interface BookletFigure {
  value: string;
  label: string;
}

/** What a booklet shows. */
export interface Booklet {
  /** language of the document (its metadata) */
  locale: 'fr' | 'en';
  title: string;
  subtitle?: string;
  sections: BookletSection[];
  /** shown under the subtitle, with `figuresTitle` above them, when not empty */
  figures?: BookletFigure[];
  figuresTitle?: string;
  /** the site logo, PNG or JPEG bytes; none → the site title in letters */
  logo?: Buffer | null;
  siteTitle: string;
  /** absolute site URL without trailing slash (footer, links to site paths) */
  siteUrl: string;
  /** a last paragraph (Markdown), e.g. where to go next */
  closing?: string;
}

/** Page margins in points (A4 is 595 × 842 pt). */
const MARGIN = { top: 56, bottom: 64, left: 56, right: 56 };

function drawCover(doc: Doc, booklet: Booklet): void {
  const left = MARGIN.left;
  const width = doc.page.width - MARGIN.left - MARGIN.right;
  if (booklet.logo) {
    try {
      doc.image(booklet.logo, left, MARGIN.top, { fit: [160, 48] });
      doc.y = MARGIN.top + 60;
    } catch {
      doc.y = MARGIN.top;
    }
  }
  if (doc.y === MARGIN.top || !booklet.logo) {
    doc.font(FONT.bold).fontSize(14).fillColor(INK.accent).text(booklet.siteTitle, left, MARGIN.top, { width });
    doc.y += 16;
  }
  doc.font(FONT.bold).fontSize(24).fillColor(INK.text).text(booklet.title, left, doc.y, { width, lineGap: 2 });
  if (booklet.subtitle) {
    doc.y += 6;
    doc.font(FONT.regular).fontSize(12.5).fillColor(INK.muted).text(booklet.subtitle, left, doc.y, { width, lineGap: 2 });
  }
  doc.y += 10;
  doc
    .save()
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(2)
    .strokeColor(INK.accent)
    .stroke()
    .restore();
  doc.y += 16;
  doc.fillColor(INK.text);
}

/** The figures as a row of boxes (at most 4 a row). */
function drawFigures(doc: Doc, figures: BookletFigure[], title: string | undefined): void {
  const left = MARGIN.left;
  const width = doc.page.width - MARGIN.left - MARGIN.right;
  keepRoom(doc, 110);
  if (title) {
    doc.font(FONT.bold).fontSize(13).fillColor(INK.accent).text(title, left, doc.y, { width });
    doc.y += 6;
  }
  const perRow = Math.min(4, figures.length);
  const gap = 10;
  const boxWidth = (width - gap * (perRow - 1)) / perRow;
  for (let start = 0; start < figures.length; start += perRow) {
    keepRoom(doc, 80);
    const top = doc.y;
    let bottom = top;
    figures.slice(start, start + perRow).forEach((figure, index) => {
      const x = left + index * (boxWidth + gap);
      doc
        .font(FONT.bold)
        .fontSize(20)
        .fillColor(INK.accent)
        .text(figure.value, x + 8, top + 10, { width: boxWidth - 16, align: 'center' });
      doc
        .font(FONT.regular)
        .fontSize(9.5)
        .fillColor(INK.text)
        .text(figure.label, x + 8, doc.y + 2, { width: boxWidth - 16, align: 'center' });
      bottom = Math.max(bottom, doc.y + 10);
    });
    figures.slice(start, start + perRow).forEach((_, index) => {
      doc
        .save()
        .roundedRect(left + index * (boxWidth + gap), top, boxWidth, bottom - top, 6)
        .lineWidth(0.8)
        .strokeColor(INK.rule)
        .stroke()
        .restore();
    });
    doc.y = bottom + gap;
  }
  doc.y += 8;
  doc.x = left;
  doc.fillColor(INK.text);
}

/** Footer of every page: site name and address on the left, `n / total` on the right. */
function drawFooters(doc: Doc, booklet: Booklet): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 40;
    const width = doc.page.width - MARGIN.left - MARGIN.right;
    doc.font(FONT.regular).fontSize(8.5).fillColor(INK.muted);
    doc.text(`${booklet.siteTitle} · ${booklet.siteUrl}`, MARGIN.left, y, { width: width - 60, lineBreak: false });
    doc.text(`${index - start + 1} / ${count}`, MARGIN.left + width - 60, y, { width: 60, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

/**
 * The bytes a pdfkit document writes, collected until `doc.end()`.
 * @returns the whole PDF file once the document is ended
 */
export function pdfBytesOf(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * Lay out a booklet as a PDF file.
 * @param booklet - its content (see {@link Booklet}); section bodies and `closing` are Markdown
 * @returns the PDF bytes (PDF 1.7, A4, fonts embedded, title and language in the metadata)
 * @throws Error when pdfkit fails (e.g. a corrupt logo is skipped, not thrown)
 */
export function renderBooklet(booklet: Booklet): Promise<Buffer> {
  const doc: Doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    lang: booklet.locale,
    displayTitle: true,
    info: { Title: booklet.title, Author: booklet.siteTitle, Subject: booklet.subtitle ?? booklet.title },
  });
  const done = pdfBytesOf(doc);
  registerFonts(doc);
  drawCover(doc, booklet);
  if (booklet.figures?.length) drawFigures(doc, booklet.figures, booklet.figuresTitle);
  const width = doc.page.width - MARGIN.left - MARGIN.right;
  for (const section of booklet.sections) {
    keepRoom(doc, 80);
    if (section.title) {
      writeRuns(doc, [{ text: section.title, bold: true }], { x: MARGIN.left, width }, 15, INK.accent);
      doc.y += 6;
    }
    drawMarkdown(doc, section.body, booklet.siteUrl);
    doc.y += 8;
  }
  if (booklet.closing) {
    keepRoom(doc, 60);
    doc
      .save()
      .moveTo(MARGIN.left, doc.y)
      .lineTo(MARGIN.left + width, doc.y)
      .lineWidth(0.5)
      .strokeColor(INK.rule)
      .stroke()
      .restore();
    doc.y += 10;
    drawMarkdown(doc, booklet.closing, booklet.siteUrl);
  }
  drawFooters(doc, booklet);
  doc.end();
  return done;
}
