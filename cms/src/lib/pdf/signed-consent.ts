/**
 * The consent form signed on screen (spec §5 "A consent form must be filled and uploaded for a booking
 * to take place"; docs/api-bookings.md "Client forms"): one PDF holding the exact text the client read
 * (title, version, effective date, Markdown body, and the SHA-256 of that text), then the signature
 * block: the typed full name, the signature (drawn strokes as vector lines, or the typed signature in
 * italics), the instant of signing (UTC), the network address the signature came from and the e-mail
 * of the signed-in account. A4 portrait, DejaVu Sans embedded (./fonts). Pure rendering: the caller
 * gives the texts, labels included, in the signer's language.
 *
 * @module lib/pdf/signed-consent
 */
import { createHash } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { FONT, registerFonts, type Doc } from './fonts';
import { drawMarkdown, INK, keepRoom } from './markdown';
import { pdfBytesOf } from './index';

/** A drawn signature: strokes of points `[x, y]` in a pad of `width` × `height` units, origin top left. */
export interface DrawnSignature {
  type: 'drawn';
  strokes: Array<Array<[number, number]>>;
  width: number;
  height: number;
}

/** A typed signature: the text the signer typed as their signature. */
export interface TypedSignature {
  type: 'typed';
  text: string;
}

/** The labels of the signature block, in the signer's language. */
export interface SignedConsentLabels {
  /** e.g. "Version 1.0, in force since 2026-01-01" */
  versionLine: string;
  signatureTitle: string;
  /** e.g. "I have read and accept version 1.0 of this consent form." */
  statement: string;
  fullName: string;
  signature: string;
  /** how the signature was given, e.g. "drawn on screen" */
  signatureMode: string;
  signedAt: string;
  networkAddress: string;
  accountEmail: string;
  textFingerprint: string;
  /** footer line, e.g. "Signed on screen on https://… — page" */
  footer: string;
}

/** What a signed consent PDF shows. */
export interface SignedConsent {
  locale: 'fr' | 'en';
  title: string;
  /** Markdown */
  body: string;
  fullName: string;
  signature: DrawnSignature | TypedSignature;
  /** the instant of signing (UTC), printed as ISO 8601 and as a date in the signer's language */
  signedAt: Date;
  /** the IP address the signature request came from (as the server saw it, proxies trusted per TRUST_PROXY_HOPS) */
  ip: string;
  /** the e-mail of the signed-in account */
  email: string;
  labels: SignedConsentLabels;
  /** absolute site URL without trailing slash (links in the body) */
  siteUrl: string;
}

/** Page margins in points (A4 is 595 × 842 pt). */
const MARGIN = { top: 56, bottom: 64, left: 56, right: 56 };
/** Height of the box a drawn signature is fitted into, in points. */
const SIGNATURE_HEIGHT = 90;

/** SHA-256 (hex) of the consent text as read: title, a blank line, the Markdown body. */
export function consentTextFingerprint(title: string, body: string): string {
  return createHash('sha256').update(`${title}\n\n${body}`, 'utf8').digest('hex');
}

function rule(doc: Doc, width: number, weight: number, color: string): void {
  doc
    .save()
    .moveTo(MARGIN.left, doc.y)
    .lineTo(MARGIN.left + width, doc.y)
    .lineWidth(weight)
    .strokeColor(color)
    .stroke()
    .restore();
}

/** One `label: value` line of the signature block. */
function field(doc: Doc, label: string, value: string, width: number, colon: string): void {
  doc.font(FONT.bold).fontSize(10.5).fillColor(INK.text).text(`${label}${colon}`, MARGIN.left, doc.y, { width, continued: true, lineGap: 2 });
  doc.font(FONT.regular).text(value, { lineGap: 2 });
  doc.y += 2;
}

/** The drawn strokes, scaled to fit a box of `width` × {@link SIGNATURE_HEIGHT} at the current line. */
function drawStrokes(doc: Doc, signature: DrawnSignature, width: number): void {
  const top = doc.y;
  const boxWidth = Math.min(width, (SIGNATURE_HEIGHT * signature.width) / signature.height);
  const scale = boxWidth / signature.width;
  doc.save().rect(MARGIN.left, top, boxWidth, SIGNATURE_HEIGHT).lineWidth(0.5).strokeColor(INK.rule).stroke();
  doc.lineWidth(1.4).lineCap('round').lineJoin('round').strokeColor(INK.text);
  for (const stroke of signature.strokes) {
    const [first, ...rest] = stroke;
    if (!first) continue;
    const at = ([x, y]: [number, number]) => [MARGIN.left + x * scale, top + y * scale] as const;
    doc.moveTo(...at(first));
    if (rest.length === 0) doc.lineTo(at(first)[0] + 0.5, at(first)[1]);
    for (const point of rest) doc.lineTo(...at(point));
    doc.stroke();
  }
  doc.restore();
  doc.x = MARGIN.left;
  doc.y = top + SIGNATURE_HEIGHT + 8;
}

/**
 * Lay out a consent form signed on screen as a PDF file.
 * @param consent - the text, the signature and its circumstances (see {@link SignedConsent})
 * @returns the PDF bytes (A4, fonts embedded, title, author = signer and language in the metadata)
 */
export function renderSignedConsent(consent: SignedConsent): Promise<Buffer> {
  const doc: Doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    lang: consent.locale,
    displayTitle: true,
    info: { Title: consent.title, Author: consent.fullName, Subject: consent.labels.versionLine, CreationDate: consent.signedAt, ModDate: consent.signedAt },
  });
  const done = pdfBytesOf(doc);
  registerFonts(doc);
  const width = doc.page.width - MARGIN.left - MARGIN.right;
  const { labels } = consent;
  // French typography puts a no-break space before the colon.
  const colon = consent.locale === 'fr' ? '\u00a0: ' : ': ';

  doc.font(FONT.bold).fontSize(20).fillColor(INK.text).text(consent.title, MARGIN.left, MARGIN.top, { width, lineGap: 2 });
  doc.y += 4;
  doc.font(FONT.regular).fontSize(11).fillColor(INK.muted).text(labels.versionLine, MARGIN.left, doc.y, { width });
  doc.y += 8;
  rule(doc, width, 2, INK.accent);
  doc.y += 14;
  doc.fillColor(INK.text);
  drawMarkdown(doc, consent.body, consent.siteUrl);

  keepRoom(doc, 330);
  doc.y += 10;
  rule(doc, width, 0.8, INK.rule);
  doc.y += 12;
  doc.font(FONT.bold).fontSize(15).fillColor(INK.accent).text(labels.signatureTitle, MARGIN.left, doc.y, { width });
  doc.y += 6;
  doc.font(FONT.regular).fontSize(10.5).fillColor(INK.text).text(labels.statement, MARGIN.left, doc.y, { width, lineGap: 2 });
  doc.y += 8;
  field(doc, labels.fullName, consent.fullName, width, colon);
  doc.font(FONT.bold).fontSize(10.5).fillColor(INK.text).text(`${labels.signature} (${labels.signatureMode})${colon.trimEnd()}`, MARGIN.left, doc.y, { width });
  doc.y += 4;
  if (consent.signature.type === 'drawn') drawStrokes(doc, consent.signature, width);
  else {
    doc
      .font(FONT.italic)
      .fontSize(22)
      .fillColor(INK.text)
      .text(consent.signature.text, MARGIN.left + 8, doc.y, { width: width - 8 });
    doc.y += 8;
  }
  const when = new Intl.DateTimeFormat(consent.locale, { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' }).format(consent.signedAt);
  field(doc, labels.signedAt, `${when} (${consent.signedAt.toISOString()})`, width, colon);
  field(doc, labels.networkAddress, consent.ip || '-', width, colon);
  field(doc, labels.accountEmail, consent.email, width, colon);
  doc.y += 4;
  doc
    .font(FONT.regular)
    .fontSize(8.5)
    .fillColor(INK.muted)
    .text(`${labels.textFingerprint}${colon}${consentTextFingerprint(consent.title, consent.body)}`, MARGIN.left, doc.y, { width });

  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(FONT.regular)
      .fontSize(8.5)
      .fillColor(INK.muted)
      .text(`${labels.footer} · ${index - start + 1} / ${count}`, MARGIN.left, doc.page.height - 40, { width, lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
