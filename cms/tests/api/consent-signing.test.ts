import { beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '@strapi/strapi';
import { PDFParse } from 'pdf-parse';
import { seedOnce } from '../helpers/strapi';
import { caller, signUpClient } from '../helpers/accounts';
import { download, part, pdfBytes } from '../helpers/files';
import { expectFieldErrors, expectStatus } from '../helpers/onboarding';
import { book, bookableConsultant, completeHealthAssessment, slotStarts } from '../helpers/bookings';

/**
 * The consent form signed on screen (docs/api-bookings.md "Client forms"): the platform makes the signed
 * PDF (text of the version, full name, signature, instant, network address and account e-mail), keeps it
 * as the consent copy like an uploaded one, and the booking gate accepts it; uploading a scan still works.
 */
describe('consent form signed on screen', () => {
  let strapi: Core.Strapi;

  beforeAll(async () => {
    strapi = await seedOnce();
  }, 300_000);

  /** The text of a PDF, white space (no-break spaces included) folded to single spaces. */
  async function pdfText(bytes: Buffer): Promise<string> {
    const parser = new PDFParse({ data: bytes });
    try {
      return (await parser.getText()).text.replace(/[\s\u202f\u00a0]+/g, ' ');
    } finally {
      await parser.destroy();
    }
  }

  /** A short drawn signature: two strokes in pad units (600 × 200). */
  const strokes = [
    [
      [40, 150],
      [90, 60],
      [140, 140],
      [190, 70],
    ],
    [
      [230, 120],
      [420, 110],
    ],
  ];

  it('draws the signature, stores the signed PDF as the consent copy, and the booking gate then lets the client book', async () => {
    const client = await signUpClient();
    const consultant = await bookableConsultant();
    await completeHealthAssessment(client);
    const [start] = await slotStarts(client.http, consultant.profileId);
    const refused = await book(client, consultant.profileId, start);
    expect(refused.body.error).toMatchObject({ name: 'FormsMissing', details: { missing: ['consent-form'] } });

    const signed = await client.http.post('/api/client/consent-form/sign', {
      version: '1.0',
      accept: true,
      full_name: 'Élise Martin-Dupré',
      signature: { type: 'drawn', strokes },
    });
    expectStatus(signed, 200);
    const { state, current } = signed.body.data;
    expect(state).toMatchObject({ accepted_version: '1.0', up_to_date: true, signed_file: { kind: 'consent-form', mime: 'application/pdf', name: 'consentement-signe-v1.0.pdf' } });

    const pdf = await download(client.http.get(state.signed_file.url));
    expect(pdf.status).toBe(200);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf.bytes);
    // The text of the version read…
    expect(text).toContain(current.title);
    expect(text).toContain('Version 1.0');
    const firstWords = current.body
      .replace(/[#*_>`[\]()-]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .split(' ')
      .slice(0, 6)
      .join(' ');
    expect(text).toContain(firstWords);
    // …and who signed, when and from where.
    expect(text).toContain('Nom et prénom : Élise Martin-Dupré');
    expect(text).toContain('tracée à l’écran');
    expect(text).toContain(state.accepted_at);
    expect(text).toContain(`Adresse réseau (IP) d’où vient la signature : ${client.http.ip}`);
    expect(text).toContain(`E-mail du compte : ${client.email}`);
    expect(text).toMatch(/Empreinte SHA-256 du texte signé : [0-9a-f]{64}/);

    // The copy is private, as an uploaded one.
    const other = await signUpClient();
    expect((await download(other.http.get(state.signed_file.url))).status).toBe(404);

    const booked = await book(client, consultant.profileId, start);
    expectStatus(booked, 201);
  });

  it('a typed signature in English replaces the copy of that version; uploading a scan afterwards still works', async () => {
    const client = await signUpClient({ locale: 'en' });
    const first = await client.http.post('/api/client/consent-form/sign', { version: '1.0', accept: true, full_name: 'Sam Carter', signature: { type: 'drawn', strokes } });
    expectStatus(first, 200);
    const firstFile = first.body.data.state.signed_file;

    const typed = await client.http.post('/api/client/consent-form/sign', { version: '1.0', accept: true, full_name: 'Sam Carter', signature: { type: 'typed', text: 'S. Carter' } });
    expectStatus(typed, 200);
    const file = typed.body.data.state.signed_file;
    expect(file).toMatchObject({ name: 'signed-consent-v1.0.pdf' });
    expect(file.id).not.toBe(firstFile.id);
    expect((await download(client.http.get(firstFile.url))).status).toBe(404);
    const text = await pdfText((await download(client.http.get(file.url))).bytes);
    expect(text).toContain('Consent form for online consultations');
    expect(text).toContain('Full name: Sam Carter');
    expect(text).toContain('S. Carter');
    expect(text).toContain('Signature (typed)');
    expect(text).toContain(`Network (IP) address the signature came from: ${client.http.ip}`);
    expect(text).toContain(`Account e-mail: ${client.email}`);

    const upload = await client.http.upload('post', '/api/client/consent-form', part.pdf(pdfBytes('Scanned consent'), 'scan.pdf'), { version: '1.0', accept: 'true' });
    expectStatus(upload, 200);
    expect(upload.body.data.state).toMatchObject({ up_to_date: true, signed_file: { name: 'scan.pdf' } });
    expect((await download(client.http.get(file.url))).status).toBe(404);
  });

  it("refuses bad signatures with clear messages in the caller's language, another version with 409, and anonymous callers", async () => {
    const client = await signUpClient({ locale: 'en' });
    const url = '/api/client/consent-form/sign';
    const base = { version: '1.0', accept: true, full_name: 'Sam Carter', signature: { type: 'typed', text: 'S. Carter' } };

    const missing = expectFieldErrors(await client.http.post(url, { version: '1.0', signature: { type: 'drawn', strokes: [[[10, 10]]] } }), ['accept', 'full_name', 'signature.strokes']);
    expect(missing.accept[0]).toBe('You must accept this document to continue.');
    expect(missing['signature.strokes'][0]).toBe('Sign in the box, or type your signature.');
    const blank = expectFieldErrors(await client.http.post(url, { ...base, signature: { type: 'drawn', strokes: [] } }), ['signature.strokes']);
    expect(blank['signature.strokes']).toEqual(['Sign in the box, or type your signature.']);
    const outside = expectFieldErrors(
      await client.http.post(url, {
        ...base,
        signature: {
          type: 'drawn',
          strokes: [
            [
              [10, 10],
              [900, 10],
            ],
          ],
        },
      }),
      ['signature.strokes.0.1.0'],
    );
    expect(outside['signature.strokes.0.1.0'][0]).toMatch(/600/);
    expectFieldErrors(await client.http.post(url, { ...base, signature: { type: 'typed', text: ' ' } }), ['signature.text']);
    expectFieldErrors(await client.http.post(url, { ...base, signature: { type: 'stamp' } }), ['signature.type']);
    const french = expectFieldErrors(await client.http.in('fr').post(url, { ...base, full_name: 'S' }), ['full_name']);
    expect(french.full_name[0]).toMatch(/au moins 2 caractères/);

    const outdated = await client.http.post(url, { ...base, version: '0.9' });
    expectStatus(outdated, 409);
    expect(outdated.body.error).toMatchObject({ name: 'ConsentVersionOutdated', details: { current_version: '1.0' } });
    expectStatus(await caller().post(url, base), 401);
    expect((await client.http.get('/api/client/consent-form')).body.data.state.up_to_date).toBe(false);
    expect(await strapi.db.query('api::client-consent.client-consent').count({ where: { client: { user: { email: client.email } } } })).toBe(0);
  });
});
