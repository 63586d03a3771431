/**
 * Every stored image is clean and bounded, private ones included (DESIGN §8; docs/api-consultant.md
 * "Files"): an image sent to any upload route (consultant ID documents, criminal records, bank
 * statements, degrees, certificates; a client's signed consent form; complaint evidence and answers; a
 * file in the consultation chat) is stored upright (its EXIF orientation applied) and without its EXIF
 * (camera, GPS position), XMP or IPTC metadata, as its owner downloads it; an image above 50 megapixels
 * is refused with 413 before anything is stored; a PDF is stored as sent.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { booted, seedOnce } from '../helpers/strapi';
import { signInAdmin, signUpClient, signUpConsultant, type SignedIn, type SignedInConsultant } from '../helpers/accounts';
import { bookingParties, insertBooking, type BookingParties, type InsertedBooking } from '../helpers/booking-records';
import { answerComplaint, fileComplaint } from '../helpers/complaints';
import { HIDDEN_IN_METADATA, download, part, pdfBytes, photoWithMetadata } from '../helpers/files';
import { hugePng } from '../helpers/bad-input';
import { expectStatus, validCertificate, validDegree } from '../helpers/onboarding';
import { clock } from '../../src/contracts/clock';

let consultant: SignedInConsultant;
let client: SignedIn;
let admin: SignedIn;
let parties: BookingParties;
let open: InsertedBooking;

beforeAll(async () => {
  await seedOnce();
  [consultant, client, admin, parties] = await Promise.all([signUpConsultant(), signUpClient(), signInAdmin(), bookingParties()]);
  open = await insertBooking(parties, new Date(clock.ms() + 5 * 60_000));
}, 300_000);

/**
 * Download a private file as `who` and check that it is the image of `photoWithMetadata` cleaned: in
 * `format`, turned upright (20 × 40, red on top, blue below), with no EXIF, XMP or IPTC left.
 */
async function expectCleanImage(who: SignedIn, url: string, format: 'jpeg' | 'png' | 'webp') {
  const read = await download(who.http.get(url));
  expect(read.status, url).toBe(200);
  const metadata = await sharp(read.bytes).metadata();
  expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format, width: 20, height: 40 });
  expect({ exif: metadata.exif, xmp: metadata.xmp, iptc: metadata.iptc, orientation: metadata.orientation }).toEqual({
    exif: undefined,
    xmp: undefined,
    iptc: undefined,
    orientation: undefined,
  });
  for (const hidden of Object.values(HIDDEN_IN_METADATA)) expect(read.bytes.includes(Buffer.from(hidden)), hidden).toBe(false);
  const { data, info } = await sharp(read.bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
  const [top, bottom] = [pixel(10, 8), pixel(10, 32)];
  expect(top[0], `top ${top}`).toBeGreaterThan(200);
  expect(top[2], `top ${top}`).toBeLessThan(60);
  expect(bottom[2], `bottom ${bottom}`).toBeGreaterThan(200);
  expect(bottom[0], `bottom ${bottom}`).toBeLessThan(60);
  return read;
}

/** The 413 of an image above the pixel bound, in the caller's language. */
function expectImageTooLarge(response: { status: number; body: { error?: { name?: string; message?: string } } }, locale: 'fr' | 'en' = 'fr') {
  expectStatus(response, 413);
  expect(response.body.error?.name).toBe('ImageTooLarge');
  expect(response.body.error?.message).toMatch(locale === 'fr' ? /50 mégapixels/ : /50 megapixels/);
}

/** How many private files `who` owns (stored content and rows). */
async function privateFilesOf(who: SignedIn): Promise<number> {
  const user = await booted()
    .db.query('plugin::users-permissions.user')
    .findOne({ where: { email: who.email }, select: ['id'] });
  return booted()
    .db.query('api::private-file.private-file')
    .count({ where: { owner: { id: user.id } } });
}

describe('consultant documents, degrees and certificates', () => {
  it('are stored upright and without EXIF, XMP or IPTC, for the owner and admins alike', async () => {
    const jpeg = await photoWithMetadata('jpeg');
    const before = await sharp(jpeg).metadata();
    expect(before).toMatchObject({ width: 40, height: 20, orientation: 6 });
    expect([before.exif, before.xmp, before.iptc].every(Boolean)).toBe(true);

    for (const kind of ['id', 'criminal-record', 'bank-statement']) {
      const stored = await consultant.http.upload('post', `/api/consultant/documents/${kind}`, part.jpeg(jpeg, 'scan.jpg'));
      expectStatus(stored, 201);
      expect(stored.body.data).toMatchObject({ kind, mime: 'image/jpeg', name: 'scan.jpg' });
      const read = await expectCleanImage(consultant, stored.body.data.url, 'jpeg');
      expect(stored.body.data.size).toBe(read.bytes.length);
      if (kind === 'id') await expectCleanImage(admin, stored.body.data.url, 'jpeg');
    }

    const degree = await consultant.http.upload('post', '/api/consultant/education', part.png(await photoWithMetadata('png'), 'diplome.png'), validDegree());
    expectStatus(degree, 201);
    expect(degree.body.data.attachment).toMatchObject({ kind: 'degree', mime: 'image/png' });
    await expectCleanImage(consultant, degree.body.data.attachment.url, 'png');
    // A replaced attachment is cleaned too.
    const replaced = await consultant.http.upload('put', `/api/consultant/education/${degree.body.data.id}`, part.jpeg(jpeg, 'master.jpg'), validDegree());
    expectStatus(replaced, 200);
    await expectCleanImage(consultant, replaced.body.data.attachment.url, 'jpeg');

    const certificate = await consultant.http.upload('post', '/api/consultant/certificates', part.jpeg(jpeg, 'certificat.jpg'), validCertificate());
    expectStatus(certificate, 201);
    await expectCleanImage(admin, certificate.body.data.attachment.url, 'jpeg');
  });

  it('refuse an image above 50 megapixels with 413 on every route, storing nothing', async () => {
    const fresh = await signUpConsultant();
    const bomb = part.png(hugePng(), 'scan.png');
    for (const kind of ['id', 'criminal-record', 'bank-statement']) {
      expectImageTooLarge(await fresh.http.upload('post', `/api/consultant/documents/${kind}`, bomb));
    }
    expectImageTooLarge(await fresh.http.in('en').upload('post', '/api/consultant/education', bomb, validDegree()), 'en');
    expectImageTooLarge(await fresh.http.upload('post', '/api/consultant/certificates', bomb, validCertificate()));
    expect(await privateFilesOf(fresh)).toBe(0);
    expect((await fresh.http.get('/api/consultant/documents')).body.data).toMatchObject({ id_document: null, criminal_record: null, bank_statement: null });
    expect((await fresh.http.get('/api/consultant/education')).body.data).toEqual([]);
    expect((await fresh.http.get('/api/consultant/certificates')).body.data).toEqual([]);
  });

  it('keep a PDF byte for byte', async () => {
    const pdf = pdfBytes('Casier judiciaire');
    const stored = await consultant.http.upload('post', '/api/consultant/documents/criminal-record', part.pdf(pdf));
    expectStatus(stored, 201);
    expect(stored.body.data).toMatchObject({ mime: 'application/pdf', size: pdf.length });
    expect((await download(consultant.http.get(stored.body.data.url))).bytes.equals(pdf)).toBe(true);
  });
});

describe("a client's signed consent form", () => {
  const accept = (who: SignedIn, file: ReturnType<typeof part.jpeg>) => who.http.upload('post', '/api/client/consent-form', file, { version: '1.0', accept: 'true' });

  it('is stored upright and without metadata when it is a photo; a PDF is kept as sent', async () => {
    const photo = await accept(client, part.jpeg(await photoWithMetadata('jpeg'), 'consentement.jpg'));
    expectStatus(photo, 200);
    await expectCleanImage(client, photo.body.data.state.signed_file.url, 'jpeg');
    await expectCleanImage(admin, photo.body.data.state.signed_file.url, 'jpeg');

    const pdf = pdfBytes('Consentement signé');
    const signed = await accept(client, part.pdf(pdf, 'consentement.pdf'));
    expectStatus(signed, 200);
    expect((await download(client.http.get(signed.body.data.state.signed_file.url))).bytes.equals(pdf)).toBe(true);
  });

  it('is refused with 413 above 50 megapixels, keeping nothing', async () => {
    const fresh = await signUpClient({ locale: 'en' });
    expectImageTooLarge(await accept(fresh, part.png(hugePng(), 'consent.png')), 'en');
    expect(await privateFilesOf(fresh)).toBe(0);
    expect((await fresh.http.get('/api/client/consent-form')).body.data.state.signed_file).toBeNull();
  });
});

describe('complaint evidence', () => {
  const complaintOf = (attachment: ReturnType<typeof part.jpeg>) => fileComplaint(parties.client, 'client', { complaint_type: 'no-show', against: parties.consultant.profileId }, attachment);

  it('is stored upright and without metadata, for the complaint and its answer', async () => {
    const filed = await complaintOf(part.jpeg(await photoWithMetadata('jpeg'), 'capture.jpg'));
    expectStatus(filed, 201);
    await expectCleanImage(parties.client, filed.body.data.attachment.url, 'jpeg');
    await expectCleanImage(admin, filed.body.data.attachment.url, 'jpeg');

    const answered = await answerComplaint(
      parties.consultant,
      'consultant',
      filed.body.data.id,
      'J’étais dans la salle à l’heure, voici ma capture.',
      part.png(await photoWithMetadata('png'), 'journal.png'),
    );
    expectStatus(answered, 201);
    await expectCleanImage(parties.consultant, answered.body.data.response.attachment.url, 'png');
  });

  it('is refused with 413 above 50 megapixels: no complaint, no answer, no file', async () => {
    const complaints = () => booted().db.query('api::complaint.complaint').count({});
    const [filesBefore, complaintsBefore] = [await privateFilesOf(parties.client), await complaints()];
    expectImageTooLarge(await complaintOf(part.png(hugePng(), 'capture.png')), 'en');
    expect(await complaints()).toBe(complaintsBefore);

    const filed = await complaintOf(part.pdf(pdfBytes('Capture'), 'capture.pdf'));
    expectStatus(filed, 201);
    expect(await privateFilesOf(parties.client)).toBe(filesBefore + 1);
    const consultantFiles = await privateFilesOf(parties.consultant);
    expectImageTooLarge(await answerComplaint(parties.consultant, 'consultant', filed.body.data.id, 'Voici le journal de la séance, en image.', part.png(hugePng(), 'journal.png')));
    expect(await privateFilesOf(parties.consultant)).toBe(consultantFiles);
    expect((await parties.consultant.http.get(`/api/consultant/complaints/${filed.body.data.id}`)).body.data).toMatchObject({ responded: false });
  });
});

describe('a file sent in the consultation chat', () => {
  const sendFile = (who: SignedIn, side: 'client' | 'consultant', file: ReturnType<typeof part.jpeg>) => who.http.upload('post', `/api/${side}/rooms/${open.room_id}/files`, file);

  it('is stored upright and without metadata (JPEG, PNG, WebP), as the other party downloads it', async () => {
    for (const [format, file] of [
      ['jpeg', part.jpeg(await photoWithMetadata('jpeg'))],
      ['png', part.png(await photoWithMetadata('png'))],
      ['webp', part.webp(await photoWithMetadata('webp'))],
    ] as const) {
      const sent = await sendFile(parties.client, 'client', file);
      expectStatus(sent, 201);
      expect(sent.body.data.attachment.mime).toBe(`image/${format}`);
      await expectCleanImage(parties.consultant, sent.body.data.attachment.url, format);
    }
  });

  it('is refused with 413 above 50 megapixels, leaving the chat as it was; a PDF is kept as sent', async () => {
    const history = async () => (await parties.consultant.http.get(`/api/consultant/bookings/${open.documentId}/messages`)).body.data.length;
    const [filesBefore, messagesBefore] = [await privateFilesOf(parties.consultant), await history()];
    expectImageTooLarge(await sendFile(parties.consultant, 'consultant', part.png(hugePng(), 'schema.png')));
    expect(await privateFilesOf(parties.consultant)).toBe(filesBefore);
    expect(await history()).toBe(messagesBefore);

    const pdf = pdfBytes('Exercice de respiration');
    const sent = await sendFile(parties.consultant, 'consultant', part.pdf(pdf, 'exercice.pdf'));
    expectStatus(sent, 201);
    expect((await download(parties.client.http.get(sent.body.data.attachment.url))).bytes.equals(pdf)).toBe(true);
  });
});
