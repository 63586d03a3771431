/**
 * Small valid files generated in code for upload tests: a PDF (hand-written, correct xref), PNG,
 * JPEG (optionally with EXIF/GPS metadata) and WebP rendered by sharp, an SVG carrying a script, and
 * an oversized PDF.
 */
import sharp from 'sharp';
import type { FilePart } from './accounts';

/**
 * A minimal valid one-page PDF 1.4 (`%PDF-1.4` … `%%EOF`) whose page shows `label`.
 * @param padTo - when given, a comment block pads the file to about this many bytes
 */
export function pdfBytes(label = 'Test document', padTo = 0): Buffer {
  const content = `BT /F1 18 Tf 50 750 Td (${label.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  if (padTo > 0) {
    const line = `%${'x'.repeat(98)}\n`;
    body += line.repeat(Math.ceil(padTo / line.length));
  }
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const raw = (width: number, height: number, rgb: [number, number, number]) => sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } });

/** A small PNG (a plain colour square). */
export function pngBytes(size = 16, rgb: [number, number, number] = [40, 140, 90]): Promise<Buffer> {
  return raw(size, size, rgb).png().toBuffer();
}

/** A small JPEG; with `exif`, it carries camera/GPS-like EXIF metadata (e.g. a phone photo). */
export function jpegBytes({ size = 64, exif = false }: { size?: number; exif?: boolean } = {}): Promise<Buffer> {
  const image = raw(size, size, [200, 120, 60]).jpeg({ quality: 80 });
  return (exif ? image.withExif({ IFD0: { Make: 'PhoneMaker', Model: 'SecretCam 9', Copyright: 'GPS 48.8584N 2.2945E' } }) : image).toBuffer();
}

/** A small WebP. */
export function webpBytes(size = 32): Promise<Buffer> {
  return raw(size, size, [90, 90, 200]).webp().toBuffer();
}

/** An SVG image carrying a script (stored XSS if it were ever served inline). */
export const svgWithScript = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>\n',
);

/** Multipart file parts. */
export const part = {
  pdf: (bytes = pdfBytes(), filename = 'document.pdf'): FilePart => ({ bytes, filename, contentType: 'application/pdf' }),
  png: (bytes: Buffer, filename = 'image.png'): FilePart => ({ bytes, filename, contentType: 'image/png' }),
  jpeg: (bytes: Buffer, filename = 'photo.jpg'): FilePart => ({ bytes, filename, contentType: 'image/jpeg' }),
  webp: (bytes: Buffer, filename = 'photo.webp'): FilePart => ({ bytes, filename, contentType: 'image/webp' }),
  svg: (filename = 'image.svg'): FilePart => ({ bytes: svgWithScript, filename, contentType: 'image/svg+xml' }),
};

export interface Download {
  status: number;
  headers: Record<string, string>;
  bytes: Buffer;
  /** the body parsed as JSON when it is JSON, else null */
  json: unknown;
}

/** Run a request and keep its raw body bytes (whatever the content type). */
export async function download(test: import('supertest').Test): Promise<Download> {
  const response = await test.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
  const bytes = response.body as Buffer;
  let json: unknown = null;
  if (/json/.test(String(response.headers['content-type'] ?? ''))) {
    try {
      json = JSON.parse(bytes.toString('utf8'));
    } catch {
      json = null;
    }
  }
  return { status: response.status, headers: response.headers, bytes, json };
}
