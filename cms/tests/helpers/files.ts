/**
 * Small valid files generated in code for upload tests: a PDF (hand-written, correct xref), PNG,
 * JPEG (optionally with EXIF/GPS metadata) and WebP rendered by sharp, a phone-like photo stored
 * sideways with EXIF, XMP and IPTC metadata, an SVG carrying a script, and an oversized PDF.
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

/** What {@link photoWithMetadata} hides in its metadata, none of which may be stored. */
export const HIDDEN_IN_METADATA = { camera: 'SecretCam 9', author: 'Secret Author', caption: 'Taken at home, 12 rue des Lilas' } as const;

/**
 * An IPTC caption in a JPEG APP13 segment (Photoshop 3.0 image resource 0x0404), as photo editors write it
 * (sharp writes EXIF and XMP, not IPTC).
 */
function iptcSegment(caption: string): Buffer {
  const text = Buffer.from(caption, 'utf8');
  const record = Buffer.concat([Buffer.from([0x1c, 0x02, 0x78, text.length >> 8, text.length & 0xff]), text]);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(record.length);
  const resource = Buffer.concat([Buffer.from('8BIM'), Buffer.from([0x04, 0x04, 0, 0]), size, record, Buffer.alloc(record.length % 2)]);
  const payload = Buffer.concat([Buffer.from('Photoshop 3.0\0', 'latin1'), resource]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  return Buffer.concat([Buffer.from([0xff, 0xed]), length, payload]);
}

/**
 * A 40 × 20 pixel image as a phone writes it: left half red, right half blue, stored sideways with the
 * EXIF orientation 6 (shown turned 90° clockwise: 20 × 40, red on top), EXIF with camera and GPS
 * position, XMP with an author, and (JPEG only) an IPTC caption: {@link HIDDEN_IN_METADATA}.
 */
export async function photoWithMetadata(format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Buffer> {
  const red = { create: { width: 20, height: 20, channels: 3 as const, background: { r: 255, g: 0, b: 0 } } };
  const bytes = await raw(40, 20, [0, 0, 255])
    .composite([{ input: red, left: 0, top: 0 }])
    .toFormat(format, format === 'png' ? {} : { quality: 95 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: HIDDEN_IN_METADATA.camera },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 17/1 40/1' },
    })
    .withXmp(
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="${HIDDEN_IN_METADATA.author}"/></rdf:RDF></x:xmpmeta>`,
    )
    .toBuffer();
  // JPEG: the IPTC segment right after the start-of-image marker.
  return format === 'jpeg' ? Buffer.concat([bytes.subarray(0, 2), iptcSegment(HIDDEN_IN_METADATA.caption), bytes.subarray(2)]) : bytes;
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
