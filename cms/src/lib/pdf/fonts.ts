/**
 * The fonts of the platform's PDF files: DejaVu Sans (package `dejavu-fonts-ttf`), embedded so that
 * every character of French and English texts prints (é, œ, « », narrow no-break spaces, typographic
 * quotes), which pdfkit's built-in standard fonts cannot.
 *
 * @module lib/pdf/fonts
 */
import path from 'node:path';
import type PDFDocument from 'pdfkit';

/** A pdfkit document. */
export type Doc = InstanceType<typeof PDFDocument>;

/** Names under which {@link registerFonts} registers the fonts. */
export const FONT = { regular: 'Body', bold: 'Body-Bold', italic: 'Body-Italic', boldItalic: 'Body-BoldItalic' } as const;

/** Absolute path of a TrueType file of `dejavu-fonts-ttf`. */
function fontFile(name: string): string {
  return path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf', name);
}

/** Register the regular, bold, italic and bold italic faces on `doc` and select the regular one. */
export function registerFonts(doc: Doc): void {
  doc.registerFont(FONT.regular, fontFile('DejaVuSans.ttf'));
  doc.registerFont(FONT.bold, fontFile('DejaVuSans-Bold.ttf'));
  doc.registerFont(FONT.italic, fontFile('DejaVuSans-Oblique.ttf'));
  doc.registerFont(FONT.boldItalic, fontFile('DejaVuSans-BoldOblique.ttf'));
  doc.font(FONT.regular);
}
