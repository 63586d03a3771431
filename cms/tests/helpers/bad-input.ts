/**
 * Malformed requests and hostile files for the bad-input tests: raw bodies sent as is (a multipart body
 * without a boundary, a truncated one), a PNG declaring a huge size in a small file (a decompression
 * bomb), raw HTTP bytes written on a socket (framing that Node's parser refuses), and the check of the one
 * error shape `{ error: { status, name, message, details? } }`.
 */
import net from 'node:net';
import zlib from 'node:zlib';
import { expect } from 'vitest';
import { roomServerUrl } from './room';
import type request from 'supertest';
import type { Schemas } from './api-types';

/** Expect the documented error shape with `status` equal to the HTTP status and a non-empty message. */
export function expectErrorShape(response: { status: number; body: unknown; text?: string }, status?: number) {
  if (status !== undefined) expect(response.status, response.text ?? JSON.stringify(response.body)).toBe(status);
  expect(response.status, response.text ?? JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
  expect(response.status, response.text ?? JSON.stringify(response.body)).toBeLessThan(500);
  // Typed as the documented shape; the expectations below check that it is.
  const error = (response.body as Partial<Schemas['ApiError']> | null | undefined)?.error as Schemas['ApiError']['error'];
  expect(error, response.text ?? JSON.stringify(response.body)).toBeTruthy();
  expect(error.status).toBe(response.status);
  expect(typeof error.name).toBe('string');
  expect(error.name.length).toBeGreaterThan(0);
  expect(typeof error.message).toBe('string');
  expect(error.message.trim().length).toBeGreaterThan(0);
}

/** Send `body` untouched with the given content type (supertest would otherwise serialize it). */
export function sendRaw(test: request.Test, contentType: string, body: string | Buffer): request.Test {
  return test.set('Content-Type', contentType).send(Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8'));
}

/** A multipart body whose Content-Type names no boundary. */
export const noBoundary = {
  contentType: 'multipart/form-data',
  body: 'Content-Disposition: form-data; name="name"\r\n\r\nvalue\r\n',
};

/** A multipart body cut in the middle of a file part (no closing boundary). */
export const truncatedMultipart = {
  contentType: 'multipart/form-data; boundary=----cut',
  body: '------cut\r\nContent-Disposition: form-data; name="name"\r\n\r\nvalue\r\n------cut\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n1 0 obj',
};

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

/**
 * A valid black-and-white PNG of `width` × `height` pixels. Its rows are all zero, so it compresses
 * about a thousand times: 20000 × 20000 pixels (400 megapixels) fit in about 50 KB.
 */
export function hugePng(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth 1
  header.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  const pixels = zlib.deflateSync(rows, { level: 9 });
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** A PNG signature and header followed by garbage instead of pixel data (detected as PNG, not decodable). */
export function corruptPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(64, 0);
  header.writeUInt32BE(64, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', Buffer.from('not zlib data at all, just words')), chunk('IEND', Buffer.alloc(0))]);
}

/** An answer read off a raw socket: its status, headers (lower-case names) and parsed JSON body. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  text: string;
}

/**
 * Writes `bytes` as they are on a new connection to the booted server and reads its answer until the
 * server closes the connection.
 *
 * @throws Error when no answer arrives within 20 s
 */
export async function sendRawHttp(bytes: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(await roomServerUrl());
  const received = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(20_000, () => socket.destroy(new Error('no answer within 20 s')));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.write(bytes, 'latin1');
  });
  const [head, ...rest] = received.split('\r\n\r\n');
  const [statusLine, ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  const text = rest.join('\r\n\r\n');
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the test's expectations say so with the text.
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body, text: received };
}
