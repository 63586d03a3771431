import { describe, expect, it, beforeAll } from 'vitest';
import sharp from 'sharp';
import { booted, seedOnce } from '../helpers/strapi';
import { caller, signInAdmin, signUpClient, signUpConsultant, type Caller } from '../helpers/accounts';
import { download, jpegBytes, part, pdfBytes, pngBytes, webpBytes, type Download } from '../helpers/files';
import { expectFieldErrors, expectStatus, validCertificate, validDegree } from '../helpers/onboarding';
import type { Schemas } from '../helpers/api-types';
import { clock } from '../../src/contracts/clock';

/**
 * Consultant uploads and private files (docs/api-consultant.md § Files): the type is decided by the
 * content, never by the name or the MIME header; size limit (UPLOAD_MAX_FILE_SIZE_MB=1 in the test run,
 * see helpers/global-setup.ts); private files served only to their owner and to admins, as downloads,
 * each read audited; another consultant's records answer 404; the public photo loses its metadata.
 */
describe('consultant uploads and private files', () => {
  beforeAll(async () => {
    await seedOnce();
  }, 300_000);

  const DOCUMENT_ROUTES = ['id', 'criminal-record', 'contract', 'bank-statement', 'photo'] as const;
  const html = Buffer.from('<!DOCTYPE html><html><body><script>fetch("/steal?c="+document.cookie)</script></body></html>');
  const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), Buffer.alloc(200, 0)]);

  /** Every upload route with the fields it needs besides `file`. */
  const uploadRoutes: { url: string; fields: Record<string, string | number> }[] = [
    ...DOCUMENT_ROUTES.map((kind) => ({ url: `/api/consultant/documents/${kind}`, fields: {} })),
    { url: '/api/consultant/education', fields: validDegree() },
    { url: '/api/consultant/certificates', fields: validCertificate() },
  ];

  function expectUnsupported(response: { status: number; body: unknown }) {
    expectStatus(response, 415);
    expect((response.body as Schemas['ApiError']).error.name).toBe('UnsupportedFileType');
  }

  /** GET /api/files/:id as `who`, bytes kept. */
  const readFile = (who: Caller, id: string): Promise<Download> => download(who.get(`/api/files/${id}`));

  it('decides the type by the content: a PDF named .png and sent as image/png is refused as a degree', async () => {
    const consultant = await signUpConsultant();
    const disguised = part.png(pdfBytes('not an image'), 'diplome.png');
    const en = await consultant.http.in('en').upload('post', '/api/consultant/education', disguised, validDegree());
    expectUnsupported(en);
    expect(en.body.error.message).toMatch(/JPE?G/);
    expect(en.body.error.message).toMatch(/PNG/);
    expect(en.body.error.message).not.toMatch(/PDF/);
    const fr = await consultant.http.upload('post', '/api/consultant/education', disguised, validDegree());
    expectUnsupported(fr);
    expect(fr.body.error.message).not.toBe(en.body.error.message);
    // A real image of another type (WebP) is refused too: degrees are JPG or PNG.
    expectUnsupported(await consultant.http.upload('post', '/api/consultant/education', part.webp(await webpBytes()), validDegree()));
    expect((await consultant.http.get('/api/consultant/education')).body.data).toEqual([]);

    // The same route takes a real PNG, whatever its name and announced type.
    const png = await pngBytes();
    const accepted = await consultant.http.upload('post', '/api/consultant/education', { bytes: png, filename: 'scan.pdf', contentType: 'application/pdf' }, validDegree());
    expectStatus(accepted, 201);
    expect(accepted.body.data.attachment).toMatchObject({ kind: 'degree', mime: 'image/png', size: png.length });
  });

  it('refuses an SVG carrying a script on every upload route, and HTML or executables too', async () => {
    const consultant = await signUpConsultant();
    for (const route of uploadRoutes) {
      const svg = await consultant.http.upload('post', route.url, part.svg(), route.fields);
      expectUnsupported(svg);
      // Even disguised as a PNG.
      expectUnsupported(await consultant.http.upload('post', route.url, { ...part.svg('photo.png'), contentType: 'image/png' }, route.fields));
    }
    expectUnsupported(await consultant.http.upload('post', '/api/consultant/documents/criminal-record', { bytes: html, filename: 'casier.pdf', contentType: 'application/pdf' }));
    expectUnsupported(await consultant.http.upload('post', '/api/consultant/documents/id', { bytes: exe, filename: 'passport.jpg', contentType: 'image/jpeg' }));

    const documents = await consultant.http.get('/api/consultant/documents');
    expect(documents.body.data).toMatchObject({ id_document: null, criminal_record: null, contract: null, bank_statement: null, photo: null });
    expect((await consultant.http.get('/api/consultant/education')).body.data).toEqual([]);
    expect((await consultant.http.get('/api/consultant/certificates')).body.data).toEqual([]);
  });

  it('takes a signed contract as PDF only', async () => {
    const consultant = await signUpConsultant();
    const jpg = await consultant.http.in('en').upload('post', '/api/consultant/documents/contract', part.jpeg(await jpegBytes()));
    expectUnsupported(jpg);
    expect(jpg.body.error.message).toMatch(/PDF/);
    expectUnsupported(await consultant.http.upload('post', '/api/consultant/documents/contract', part.png(await pngBytes(), 'contrat.png')));
    expect((await consultant.http.get('/api/consultant/documents')).body.data.contract).toBeNull();

    const pdf = pdfBytes('Contrat signé');
    const created = await consultant.http.upload('post', '/api/consultant/documents/contract', part.pdf(pdf, 'contrat-signé.pdf'));
    expectStatus(created, 201);
    expect(created.body.data).toMatchObject({ kind: 'contract', mime: 'application/pdf', size: pdf.length, name: 'contrat-signé.pdf' });
    expect(Object.keys(created.body.data).sort()).toEqual(['created_at', 'id', 'kind', 'mime', 'name', 'size', 'url']);
    expect(created.body.data.url).toBe(`/api/files/${created.body.data.id}`);
    expect((await consultant.http.get('/api/consultant/documents')).body.data.contract).toEqual(created.body.data);
  });

  it('takes PDF, JPG or PNG as ID, criminal record, bank statement and certificate, and JPG, PNG or WebP as photo', async () => {
    const consultant = await signUpConsultant();
    const kinds = { id: 'id_document', 'criminal-record': 'criminal_record', 'bank-statement': 'bank_statement' } as const;
    const files = [part.pdf(), part.jpeg(await jpegBytes()), part.png(await pngBytes())];
    for (const [route, field] of Object.entries(kinds)) {
      for (const file of files) {
        const created = await consultant.http.upload('post', `/api/consultant/documents/${route}`, file);
        expectStatus(created, 201);
        expect(created.body.data).toMatchObject({ kind: route, mime: file.contentType });
        // A PDF is stored as sent; an image is stored re-encoded without its metadata (tests/api/image-cleaning.test.ts).
        if (file === files[0]) expect(created.body.data.size).toBe(file.bytes.length);
        expect((await consultant.http.get('/api/consultant/documents')).body.data[field]).toEqual(created.body.data);
      }
    }
    expect((await consultant.http.get('/api/consultant/profile/bank')).body.data.bank_statement).toMatchObject({ kind: 'bank-statement', mime: 'image/png' });
    for (const file of files) expectStatus(await consultant.http.upload('post', '/api/consultant/certificates', file, validCertificate()), 201);
    for (const file of [part.jpeg(await jpegBytes()), part.png(await pngBytes()), part.webp(await webpBytes())]) {
      const photo = await consultant.http.upload('post', '/api/consultant/documents/photo', file);
      expectStatus(photo, 201);
      expect(photo.body.data.url).toMatch(/^\/uploads\//);
    }
    expectUnsupported(await consultant.http.upload('post', '/api/consultant/documents/photo', part.pdf()));
  });

  it('refuses a file above the size limit with 413 and the limit in the message, and a missing file with 400', async () => {
    const consultant = await signUpConsultant();
    const big = pdfBytes('big', 1_500_000);
    expect(big.length).toBeGreaterThan(1_400_000);
    const en = await consultant.http.in('en').upload('post', '/api/consultant/documents/id', part.pdf(big));
    expectStatus(en, 413);
    expect(en.body.error.name).toBe('PayloadTooLarge');
    expect(en.body.error.message).toMatch(/\b1\s?MB\b/);
    const fr = await consultant.http.upload('post', '/api/consultant/documents/criminal-record', part.pdf(big));
    expectStatus(fr, 413);
    expect(fr.body.error.message).toMatch(/\b1\s?(Mo|MB)\b/);
    expect(fr.body.error.message).not.toBe(en.body.error.message);
    const degree = await consultant.http.upload('post', '/api/consultant/education', part.png(Buffer.concat([await pngBytes(), Buffer.alloc(1_500_000)])), validDegree());
    expectStatus(degree, 413);
    expect((await consultant.http.get('/api/consultant/documents')).body.data).toMatchObject({ id_document: null, criminal_record: null });
    expect((await consultant.http.get('/api/consultant/education')).body.data).toEqual([]);

    // Just under the limit is fine.
    expectStatus(await consultant.http.upload('post', '/api/consultant/documents/id', part.pdf(pdfBytes('almost', 900_000))), 201);

    const missing = await consultant.http.in('en').upload('post', '/api/consultant/documents/bank-statement', undefined);
    expectFieldErrors(missing, ['file']);
  });

  it('replaces a document: the previous file is deleted', async () => {
    const consultant = await signUpConsultant();
    const first = await consultant.http.upload('post', '/api/consultant/documents/id', part.pdf(pdfBytes('first')));
    expectStatus(first, 201);
    const secondBytes = pdfBytes('second');
    const second = await consultant.http.upload('post', '/api/consultant/documents/id', part.pdf(secondBytes));
    expectStatus(second, 201);
    expect(second.body.data.id).not.toBe(first.body.data.id);
    expect((await consultant.http.get('/api/consultant/documents')).body.data.id_document).toEqual(second.body.data);
    expect((await readFile(consultant.http, first.body.data.id)).status).toBe(404);
    const current = await readFile(consultant.http, second.body.data.id);
    expect(current.status).toBe(200);
    expect(current.bytes.equals(secondBytes)).toBe(true);
  });

  it('serves a private file to its owner and to admins only, as a download, and audits every read', async () => {
    const strapi = booted();
    const owner = await signUpConsultant();
    const other = await signUpConsultant();
    const client = await signUpClient();
    const admin = await signInAdmin();
    const bytes = pdfBytes(`Passport of ${owner.display_name}`);
    const uploaded = await owner.http.upload('post', '/api/consultant/documents/id', part.pdf(bytes, 'passeport.pdf'));
    expectStatus(uploaded, 201);
    const file = uploaded.body.data;
    expect(file.id.length).toBeGreaterThanOrEqual(16);
    // Another upload of the owner does not take the first file away from them.
    expectStatus(await owner.http.upload('post', '/api/consultant/documents/criminal-record', part.pdf(pdfBytes('Casier'))), 201);

    const mine = await readFile(owner.http, file.id);
    expect(mine.status).toBe(200);
    expect(mine.bytes.equals(bytes)).toBe(true);
    expect(mine.headers['content-type']).toMatch(/^application\/pdf/);
    expect(mine.headers['content-disposition']).toMatch(/^attachment\b/);
    expect(mine.headers['content-disposition']).toContain('passeport.pdf');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.headers['cache-control']).toBe('private, no-store');

    const byAdmin = await readFile(admin.http, file.id);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.bytes.equals(bytes)).toBe(true);
    expect(byAdmin.headers['content-disposition']).toMatch(/^attachment\b/);
    expect((await readFile(owner.http, file.id)).status).toBe(200);

    const guessed = file.id.slice(0, -4) + (file.id.endsWith('aaaa') ? 'bbbb' : 'aaaa');
    const refused = {
      'another consultant': await readFile(other.http, file.id),
      'a client': await readFile(client.http, file.id),
      'an anonymous caller': await readFile(caller(), file.id),
      'a bad token': await readFile(caller({ token: 'not-a-jwt' }), file.id),
      'a guessed id': await readFile(owner.http, guessed),
      'an unknown id': await readFile(owner.http, 'zzzzzzzzzzzzzzzzzzzzzzzz'),
    };
    for (const [who, response] of Object.entries(refused)) {
      expect(response.status, who).toBe(404);
      expect(response.bytes.includes(Buffer.from('Passport of')), who).toBe(false);
    }

    // One audit row per successful read: who, role, which file, kind, owner, IP, when.
    const users = strapi.db.query('plugin::users-permissions.user');
    const ownerUser = await users.findOne({ where: { email: owner.email } });
    const adminUser = await users.findOne({ where: { email: admin.email } });
    const rows = await strapi.db.query('api::audit-log.audit-log').findMany({
      where: { action: 'file.read', file_document_id: file.id },
      populate: { actor: { select: ['id'] }, subject: { select: ['id'] }, file: { select: ['documentId', 'kind'] } },
      orderBy: { id: 'asc' },
    });
    expect(rows.map((row) => [row.actor?.id, row.actor_role, row.file?.documentId, row.file_kind, row.subject?.id, row.ip])).toEqual([
      [ownerUser.id, 'consultant', file.id, 'id', ownerUser.id, owner.http.ip],
      [adminUser.id, 'admin', file.id, 'id', ownerUser.id, admin.http.ip],
      [ownerUser.id, 'consultant', file.id, 'id', ownerUser.id, owner.http.ip],
    ]);
    for (const row of rows) expect(clock.ms() - new Date(row.createdAt).getTime()).toBeLessThan(60_000);
  });

  it("answers 404 to another consultant's degree or certificate, and leaves them untouched", async () => {
    const owner = await signUpConsultant();
    const intruder = await signUpConsultant();
    const degree = (await owner.http.upload('post', '/api/consultant/education', part.png(await pngBytes()), validDegree())).body.data;
    const certificate = (await owner.http.upload('post', '/api/consultant/certificates', part.pdf(), validCertificate())).body.data;
    expect(degree?.id && certificate?.id).toBeTruthy();

    const attempts = {
      'PUT degree': await intruder.http.put(`/api/consultant/education/${degree.id}`, { degree_name: 'Hacked', school_name: 'Nowhere', graduation_year: 2000 }),
      'PUT degree (multipart)': await intruder.http.upload('put', `/api/consultant/education/${degree.id}`, part.png(await pngBytes(8, [255, 0, 0])), {
        degree_name: 'Hacked',
        school_name: 'Nowhere',
        graduation_year: 2000,
      }),
      'GET degree': await intruder.http.get(`/api/consultant/education/${degree.id}`),
      'DELETE degree': await intruder.http.delete(`/api/consultant/education/${degree.id}`),
      'GET certificate': await intruder.http.get(`/api/consultant/certificates/${certificate.id}`),
      'PATCH certificate': await intruder.http.patch(`/api/consultant/certificates/${certificate.id}`, { name: 'Hacked' }),
      'PATCH certificate (multipart)': await intruder.http.upload('patch', `/api/consultant/certificates/${certificate.id}`, part.pdf(pdfBytes('forged'))),
      'DELETE certificate': await intruder.http.delete(`/api/consultant/certificates/${certificate.id}`),
    };
    for (const [what, response] of Object.entries(attempts)) {
      expect(response.status, what).toBe(404);
      expect(response.body.error?.name, what).toBe('NotFoundError');
    }
    expect((await intruder.http.get('/api/consultant/education')).body.data).toEqual([]);
    expect((await intruder.http.get('/api/consultant/certificates')).body.data).toEqual([]);
    expect((await owner.http.get('/api/consultant/education')).body.data).toEqual([degree]);
    expect((await owner.http.get(`/api/consultant/certificates/${certificate.id}`)).body.data).toEqual(certificate);
  });

  it('stores the profile photo as public media without its EXIF metadata', async () => {
    const consultant = await signUpConsultant();
    const original = await jpegBytes({ size: 96, exif: true });
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const uploaded = await consultant.http.upload('post', '/api/consultant/documents/photo', part.jpeg(original, 'me.jpg'));
    expectStatus(uploaded, 201);
    const photo = uploaded.body.data;
    expect(Object.keys(photo).sort()).toEqual(['alternativeText', 'height', 'mime', 'url', 'width']);
    expect(photo.url).toMatch(/^\/uploads\//);
    expect(photo.mime).toMatch(/^image\//);
    expect((await consultant.http.get('/api/consultant/documents')).body.data.photo.url).toBe(photo.url);
    expect((await consultant.http.get('/api/consultant/profile/detail')).body.data.photo.url).toBe(photo.url);

    const served = await download(caller().anonymous().get(photo.url));
    expect(served.status).toBe(200);
    const metadata = await sharp(served.bytes).metadata();
    expect(metadata.width).toBe(96);
    expect(metadata.exif).toBeUndefined();
    expect(served.bytes.includes(Buffer.from('SecretCam'))).toBe(false);
    expect(served.bytes.includes(Buffer.from('GPS 48.8584N'))).toBe(false);

    // A new photo replaces the old one, which is deleted.
    const next = await consultant.http.upload('post', '/api/consultant/documents/photo', part.png(await pngBytes(64)));
    expectStatus(next, 201);
    expect(next.body.data.url).not.toBe(photo.url);
    expect((await consultant.http.get('/api/consultant/documents')).body.data.photo.url).toBe(next.body.data.url);
    expect((await download(caller().get(photo.url))).status).toBe(404);
    expect((await download(caller().get(next.body.data.url))).status).toBe(200);
  });
});
