import os from 'node:os';
import path from 'node:path';
import { readdir, readFile, stat } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedOnce } from '../helpers/strapi';
import { caller, signUpConsultant, type SignedInConsultant } from '../helpers/accounts';
import { part, pngBytes } from '../helpers/files';
import { corruptPng, expectErrorShape, hugePng, noBoundary, sendRaw, sendRawHttp, truncatedMultipart } from '../helpers/bad-input';

/**
 * Bad input answers a clear 4xx in the one error shape and the caller's language, never a 500
 * (DESIGN §2): field names that are `Object.prototype` members, multipart bodies that cannot be
 * read, and images whose declared size would exhaust the server's memory.
 */
describe('bad input never gives a 500', () => {
  let consultant: SignedInConsultant;

  beforeAll(async () => {
    await seedOnce();
    consultant = await signUpConsultant();
  }, 300_000);

  const PROTOTYPE_KEYS = ['constructor', 'toString', 'hasOwnProperty'] as const;

  it('answers 400 naming a JSON field called constructor, toString or hasOwnProperty', async () => {
    for (const key of PROTOTYPE_KEYS) {
      const contact = await caller().post('/api/client/contact-us', { [key]: 'x', name: 'Ana', email: 'ana@example.org', subject: 'Hello', message: 'Hi' });
      expectErrorShape(contact, 400);
      expect(contact.body.error.details?.fieldErrors?.[key], `${key}: ${JSON.stringify(contact.body)}`).toEqual([`Champ inattendu : ${key}.`]);

      const basic = await consultant.http.in('en').put('/api/consultant/profile/basic', { [key]: { a: 1 } });
      expectErrorShape(basic, 400);
      expect(basic.body.error.details.fieldErrors[key]).toEqual([`Unexpected field: ${key}.`]);
    }
  });

  it('answers 400 for a JSON body with a "__proto__" key', async () => {
    const response = await sendRaw(caller({ locale: 'en' }).post('/api/client/contact-us'), 'application/json', '{"__proto__": {"admin": true}, "name": "Ana"}');
    expectErrorShape(response, 400);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('answers 404 for a document kind named after an Object.prototype member', async () => {
    for (const kind of ['constructor', 'toString', 'hasOwnProperty']) {
      const response = await consultant.http.upload('post', `/api/consultant/documents/${kind}`, part.png(await pngBytes()));
      expectErrorShape(response, 404);
    }
  });

  it('answers 400 for a path parameter holding a NUL byte or a bidi override, on any route', async () => {
    for (const url of ['/api/client/bookings/ab%00cd/cancel', '/api/files/%E2%80%AEfdp.exe', '/api/client/blogs/a%07b']) {
      const response = url.startsWith('/api/client/bookings') ? await consultant.http.post(url, {}) : await caller({ locale: 'en' }).get(url);
      expectErrorShape(response, 400);
      expect(response.body.error.details.fieldErrors.path, url).toHaveLength(1);
    }
  });

  it('answers 400 in the caller language for a multipart body without a boundary or truncated', async () => {
    for (const broken of [noBoundary, truncatedMultipart]) {
      const fr = await sendRaw(caller().post('/api/client/contact-us'), broken.contentType, broken.body);
      expectErrorShape(fr, 400);
      expect(fr.body.error.message).toMatch(/mal formé/);
      const en = await sendRaw(consultant.http.in('en').post('/api/consultant/education'), broken.contentType, broken.body);
      expectErrorShape(en, 400);
      expect(en.body.error.message).toMatch(/malformed/);
    }
    // Nothing was created from the half-read request.
    expect((await consultant.http.get('/api/consultant/education')).body.data).toEqual([]);
  });

  it('refuses a 20000 × 20000 PNG as profile photo with 413 and a clear message, and keeps no photo', async () => {
    const bomb = hugePng();
    expect(bomb.length).toBeLessThan(200_000);
    const fr = await consultant.http.upload('post', '/api/consultant/documents/photo', part.png(bomb, 'bombe.png'));
    expectErrorShape(fr, 413);
    expect(fr.body.error.name).toBe('ImageTooLarge');
    expect(fr.body.error.message).toMatch(/50 mégapixels/);
    const en = await consultant.http.in('en').upload('post', '/api/consultant/documents/photo', part.png(bomb, 'bomb.png'));
    expectErrorShape(en, 413);
    expect(en.body.error.message).toMatch(/50 megapixels/);
    const documents = await consultant.http.get('/api/consultant/documents');
    expect(documents.body.data.photo ?? null).toBeNull();
  });

  it('refuses a PNG that cannot be decoded with 415, and still takes a good photo', async () => {
    const broken = await consultant.http.in('en').upload('post', '/api/consultant/documents/photo', part.png(corruptPng(), 'broken.png'));
    expectErrorShape(broken, 415);
    expect(broken.body.error.name).toBe('UnreadableImage');
    expect(broken.body.error.message).toMatch(/cannot be read/);
    const good = await consultant.http.upload('post', '/api/consultant/documents/photo', part.png(await pngBytes(64)));
    expect(good.status, JSON.stringify(good.body)).toBe(201);
  });
});

describe('temporary upload files', () => {
  beforeAll(async () => {
    await seedOnce();
  }, 300_000);

  /** Files directly in the OS temporary folder holding `marker`. */
  async function temporaryFilesWith(marker: string): Promise<string[]> {
    const found: string[] = [];
    for (const name of await readdir(os.tmpdir())) {
      const file = path.join(os.tmpdir(), name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile() || info.size > 1_000_000) continue;
      if ((await readFile(file).catch(() => Buffer.alloc(0))).includes(marker)) found.push(file);
    }
    return found;
  }

  it('deletes every file part once answered, also one named "__proto__" or "constructor"', async () => {
    const marker = `upload-marker-${Math.random().toString(36).slice(2)}`;
    const boundary = 'proto-boundary';
    const part = (name: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 ${marker}\r\n`;
    const body = `${part('__proto__')}${part('constructor')}${part('file')}--${boundary}--\r\n`;
    const response = await sendRaw(caller().post('/api/client/contact-us'), `multipart/form-data; boundary=${boundary}`, body);
    expectErrorShape(response, 400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await temporaryFilesWith(marker)).toEqual([]);
  });
});

describe('HTTP framing that Node’s parser refuses', () => {
  beforeAll(async () => {
    await seedOnce();
  }, 300_000);

  const contactBody = JSON.stringify({ name: 'Ana', email: 'ana@example.org', subject: 'Hello', message: 'Hi' });
  const start = (headers: string[]) =>
    ['POST /api/client/contact-us HTTP/1.1', 'Host: 127.0.0.1', `x-api-key: ${process.env.PUBLIC_API_KEY}`, 'Content-Type: application/json', ...headers].join('\r\n');

  it('answers the JSON error with 400 for a Content-Length beside a Transfer-Encoding, a bad Content-Length and bad chunking', async () => {
    const requests = {
      'Content-Length beside Transfer-Encoding': `${start([`Content-Length: ${contactBody.length}`, 'Transfer-Encoding: chunked'])}\r\n\r\n${contactBody.length.toString(16)}\r\n${contactBody}\r\n0\r\n\r\n`,
      'Content-Length that is not a number': `${start(['Content-Length: twelve'])}\r\n\r\n${contactBody}`,
      'two different Content-Lengths': `${start([`Content-Length: ${contactBody.length}`, 'Content-Length: 3'])}\r\n\r\n${contactBody}`,
      'a chunk size that is not hexadecimal': `${start(['Transfer-Encoding: chunked'])}\r\n\r\nzz\r\n${contactBody}\r\n0\r\n\r\n`,
      'a header line without a colon': `${start(['this is not a header'])}\r\nContent-Length: 2\r\n\r\n{}`,
    };
    for (const [what, bytes] of Object.entries(requests)) {
      const answer = await sendRawHttp(bytes);
      expect(answer.status, `${what}: ${answer.text}`).toBe(400);
      expect(answer.headers['content-type'], what).toMatch(/^application\/json/);
      expectErrorShape(answer, 400);
      expect((answer.body as { error: { message: string } }).error.message, what).toBe('La requête HTTP est mal formée (longueur du corps, découpage en morceaux ou en-têtes invalides).');
    }
  });

  it('says it in English to a request that asked for English before its framing went wrong', async () => {
    const answer = await sendRawHttp(`${start(['Accept-Language: en-GB,en;q=0.9', 'Transfer-Encoding: chunked'])}\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`);
    expectErrorShape(answer, 400);
    expect((answer.body as { error: { message: string } }).error.message).toBe('The HTTP request is malformed (invalid body length, chunked encoding or headers).');
  });

  it('still answers a well-framed request on a new connection', async () => {
    const answer = await sendRawHttp(['GET /api/client/quotes HTTP/1.1', 'Host: 127.0.0.1', `x-api-key: ${process.env.PUBLIC_API_KEY}`, 'Connection: close', '', ''].join('\r\n'));
    expect(answer.status, answer.text).toBe(200);
  });
});
