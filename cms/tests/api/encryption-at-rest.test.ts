/**
 * Encryption at rest of personal and health data (DESIGN §8; docs/privacy.md "Encryption at rest"):
 * what people write through the API — health assessment, consent form signed on screen, session note,
 * chat message through the real room, bank details and ID number through the consultant onboarding — is
 * nowhere in clear in the database's bytes (the SQLite file and its write-ahead log; a `pg_dump` on
 * PostgreSQL) and reads back unchanged; values written before encryption are converted by the migration;
 * `npm run keys:rotate` moves every value to a new key while the server runs; a value under a key the
 * server does not know is logged, not fatal.
 */
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Knex } from 'knex';
import type { Socket } from 'socket.io-client';
import { booted, seedOnce, unique } from '../helpers/strapi';
import { bookingParties, insertBooking, type BookingParties, type InsertedBooking } from '../helpers/booking-records';
import { validBank, expectStatus } from '../helpers/onboarding';
import { closeSockets, enter } from '../helpers/room';
import type { Schemas } from '../helpers/api-types';
import { clock } from '../../src/contracts/clock';

const repository = path.resolve(__dirname, '..', '..', '..');
const cmsDist = path.resolve(__dirname, '..', '..', 'dist');
// The server's own cipher, as compiled (the module instance the server reads its key ring with).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const cipher = require(path.join(cmsDist, 'src', 'lib', 'encryption', 'cipher.js')) as typeof import('../../src/lib/encryption/cipher');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const migration = require(path.resolve(__dirname, '..', '..', 'database', 'migrations', '2026.12.01T00.00.00.encrypt-personal-data.js')) as { up(knex: Knex): Promise<void> };

const knex = (): Knex => booted().db.connection;

/** The encrypted columns, by table (src/lib/encryption/fields.ts). */
const ENCRYPTED: Record<string, string[]> = {
  health_assessments: ['answers', 'draft', 'scores'],
  session_notes: ['text'],
  room_messages: ['text'],
  consultant_bank_details: ['iban', 'account_number', 'swift_bic', 'branch_code', 'control_key', 'tax_number'],
  consultant_profiles: ['id_number'],
};

/** A valid IBAN of Germany (18-digit BBAN) with its check digits computed (ISO 13616, mod 97). */
function germanIban(): string {
  const bban = Array.from(randomBytes(18), (byte) => String(byte % 10)).join('');
  const digits = `${bban}131400`; // D=13 E=14, then 00
  const check = String(98n - (BigInt(digits) % 97n)).padStart(2, '0');
  return `DE${check}${bban}`;
}

/** Random capital letters. */
const letters = (count: number) => Array.from(randomBytes(count), (byte) => String.fromCharCode(65 + (byte % 26))).join('');

/**
 * The bytes the database keeps: the SQLite file and its journal/WAL files, or a `pg_dump` of the test schema.
 * The SQLite files are read by another process (`cat`): closing a descriptor of the database file in this
 * process, which holds the booted server's connections, would drop their POSIX locks (SQLite's documented
 * caveat), and another app process closing its last connection would then take itself for the last one and
 * delete the write-ahead log under the live server.
 */
async function databaseBytes(): Promise<Buffer> {
  if (process.env.DATABASE_URL) {
    const { stdout } = await promisify(execFile)('pg_dump', ['--dbname', process.env.DATABASE_URL, '--schema', process.env.DATABASE_SCHEMA ?? 'public', '--no-owner'], {
      maxBuffer: 1024 * 1024 * 1024,
      encoding: 'buffer',
    });
    return stdout;
  }
  const file = process.env.DATABASE_FILENAME as string;
  const parts = [file, `${file}-wal`, `${file}-journal`, `${file}-shm`].filter((part) => fs.existsSync(part));
  expect(parts).toContain(file);
  const { stdout } = await promisify(execFile)('cat', parts, { maxBuffer: 1024 * 1024 * 1024, encoding: 'buffer' });
  return stdout;
}

async function foundInDatabase(texts: string[]): Promise<string[]> {
  const bytes = await databaseBytes();
  return texts.filter((text) => bytes.includes(Buffer.from(text, 'utf8')));
}

/** Every non-empty value of the encrypted columns, raw, with its table and column. */
async function storedValues(): Promise<{ table: string; column: string; id: number; value: string }[]> {
  const values: { table: string; column: string; id: number; value: string }[] = [];
  for (const [table, columns] of Object.entries(ENCRYPTED)) {
    const rows: Record<string, unknown>[] = await knex()(table).select('id', ...columns);
    for (const row of rows) {
      for (const column of columns) {
        const value = row[column];
        if (value === null || value === undefined || value === '') continue;
        values.push({ table, column, id: Number(row.id), value: String(value) });
      }
    }
  }
  return values;
}

/** The key id a raw value is under (JSON columns hold the encrypted text as a JSON string), or `clear`. */
function keyOfStored(value: string): string {
  const text = value.startsWith('"') ? (JSON.parse(value) as string) : value;
  return cipher.keyIdOf(text) ?? 'clear';
}

/** Run `npm run keys:rotate` (with `args`, extra environment) to its end: its exit code, output and JSON summary. */
function rotateKeys(args: string[] = [], env: Record<string, string> = {}): Promise<{ code: number | null; output: string; summary: Record<string, unknown> | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'keys:rotate', ...(args.length ? ['--', ...args] : [])], { cwd: repository, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const last = output
        .trim()
        .split('\n')
        .reverse()
        .find((line) => line.startsWith('{'));
      resolve({ code, output, summary: last ? (JSON.parse(last) as Record<string, unknown>) : null });
    });
  });
}

let parties: BookingParties;
let booking: InsertedBooking;
let client: Socket;
const mark = unique();
/** What the people wrote, each with a marker that occurs nowhere else. */
const written = {
  healthText: `Insomnie depuis mon divorce ${mark}`,
  draftText: `Brouillon de reponse ${mark}`,
  signer: `Signataire Confidentielle ${mark}`,
  typedSignature: `Signature tapee ${mark}`,
  note: `Note de seance: anxiete persistante ${mark}`,
  chat: `Message prive au praticien ${mark}`,
  iban: germanIban(),
  bic: `${letters(4)}FRPP${letters(3)}`,
  accountNumber: `ACCT${mark}${letters(6)}`.slice(0, 40),
  branchCode: `BR${letters(8)}`,
  controlKey: `CK${letters(6)}`,
  taxNumber: `TAX${letters(9)}`,
  idNumber: `IDN${letters(9)}`,
};
/** The clear texts of {@link written}. */
const secrets = Object.values(written);

/** The answers of the health assessment, every text question answered with {@link written.healthText}. */
let answers: Record<string, unknown>;
/** The PHQ-9/GAD-7 scores the server drew from {@link answers}. */
let scores: unknown;

/** What the API answers for every written value, as the people read them back. */
async function readBack() {
  const [assessment, bank, documents, notes, messages] = await Promise.all([
    parties.client.http.get('/api/client/health-assessment'),
    parties.consultant.http.get('/api/consultant/profile/bank'),
    parties.consultant.http.get('/api/consultant/documents'),
    parties.consultant.http.get(`/api/consultant/bookings/${booking.documentId}/notes`),
    parties.client.http.get(`/api/client/bookings/${booking.documentId}/messages?pageSize=100`),
  ]);
  for (const answer of [assessment, bank, documents, notes, messages]) expectStatus(answer, 200);
  return {
    answers: assessment.body.data.answers,
    draft: assessment.body.data.draft?.answers,
    scores: assessment.body.data.scores,
    bank: bank.body.data,
    idNumber: documents.body.data.id_number,
    notes: notes.body.data.map((note: Schemas['Note']) => note.text),
    messages: messages.body.data.map((message: Schemas['RoomMessage']) => message.text),
  };
}

/** The read-back expected from what was written. */
function expectWritten(seen: Awaited<ReturnType<typeof readBack>>) {
  expect(seen.answers).toEqual(answers);
  expect(Object.values(seen.draft as Record<string, unknown>)).toContain(written.draftText);
  expect(seen.scores).toEqual(scores);
  expect(seen.bank).toMatchObject({
    iban: written.iban,
    swift_bic: written.bic,
    account_number: written.accountNumber,
    branch_code: written.branchCode,
    control_key: written.controlKey,
    tax_number: written.taxNumber,
  });
  expect(seen.idNumber).toBe(written.idNumber);
  expect(seen.notes).toEqual([written.note]);
  expect(seen.messages).toEqual([written.chat]);
}

beforeAll(async () => {
  await seedOnce();
  parties = await bookingParties();
  booking = await insertBooking(parties, new Date(clock.ms() + 5 * 60_000));

  // The client's health assessment (every text answer holds the marker), then a saved draft.
  const form = await parties.client.http.get('/api/client/health-assessment');
  expectStatus(form, 200);
  answers = {};
  let firstText = '';
  for (const section of form.body.data.questionnaire.sections as Schemas['Questionnaire']['sections']) {
    for (const question of section.questions) {
      if (question.type === 'text' || question.type === 'textarea') {
        answers[question.key] = written.healthText;
        firstText ||= question.key;
      } else if (question.type === 'multi') answers[question.key] = [question.options![0].value];
      else if (question.type === 'boolean') answers[question.key] = false;
      else answers[question.key] = question.options![question.options!.length - 1].value;
    }
  }
  const completed = await parties.client.http.put('/api/client/health-assessment', { answers });
  expectStatus(completed, 200);
  scores = completed.body.data.scores;
  expect(scores).toMatchObject({ phq9: expect.any(Number), gad7: expect.any(Number) });
  expectStatus(await parties.client.http.put('/api/client/health-assessment/draft', { answers: { [firstText]: written.draftText } }), 200);

  // The consent form signed on screen.
  const consent = await parties.client.http.get('/api/client/consent-form');
  expectStatus(consent, 200);
  expectStatus(
    await parties.client.http.post('/api/client/consent-form/sign', {
      version: consent.body.data.current.version,
      accept: true,
      full_name: written.signer,
      signature: { type: 'typed', text: written.typedSignature },
    }),
    200,
  );

  // The consultant's bank details and ID number, through the onboarding's sections.
  expectStatus(
    await parties.consultant.http.put('/api/consultant/profile/bank', {
      ...validBank(),
      iban: written.iban,
      swift_bic: written.bic,
      account_number: written.accountNumber,
      branch_code: written.branchCode,
      control_key: written.controlKey,
      tax_number: written.taxNumber,
    }),
    200,
  );
  expectStatus(await parties.consultant.http.put('/api/consultant/documents', { id_number: written.idNumber }), 200);

  // A session note, and a chat message through the real room.
  expectStatus(await parties.consultant.http.post(`/api/consultant/bookings/${booking.documentId}/notes`, { text: written.note }), 201);
  client = await enter(parties.client, booking.room_id);
  const ack = await client.timeout(10_000).emitWithAck('chat:send', { text: written.chat });
  expect(ack.ok).toBe(true);
}, 300_000);

afterAll(closeSockets);

describe('personal and health data at rest', () => {
  it('reads back through the API exactly as written', async () => {
    expectWritten(await readBack());
  });

  it(`is nowhere in clear in the database's bytes (${process.env.DATABASE_URL ? 'pg_dump' : 'SQLite file and its WAL'})`, async () => {
    // The bytes do hold what is not encrypted (the test would otherwise prove nothing): the consultant's e-mail.
    expect(await foundInDatabase([parties.consultant.email, parties.client.email])).toHaveLength(2);
    expect(await foundInDatabase(secrets)).toEqual([]);
  });

  it('is stored as enc:v1 values under the current key of the ring', async () => {
    const current = cipher.keyRing().current.id;
    const values = await storedValues();
    expect(values.length).toBeGreaterThan(10);
    expect(new Set(values.map((value) => keyOfStored(value.value)))).toEqual(new Set([current]));
    // Health answers are kept as a JSON string in their JSON column, so that it stays valid JSON.
    const [assessment] = (await knex()('health_assessments').select('answers').whereNotNull('answers').limit(1)) as { answers: string }[];
    expect(JSON.parse(assessment.answers)).toMatch(/^enc:v1:/);
  });
});

describe('values written before encryption', () => {
  it('are read as they are, then encrypted by the migration (a second run changes nothing)', async () => {
    const legacyNote = `Ancienne note en clair ${mark}`;
    const textKey = Object.keys(answers).find((key) => answers[key] === written.healthText) as string;
    const legacyAnswers = { ...answers, [textKey]: `Ancienne reponse ${mark}` };
    const notes = await parties.consultant.http.get(`/api/consultant/bookings/${booking.documentId}/notes`);
    const note = (await knex()('session_notes').select('id').where({ document_id: notes.body.data[0].id }).first()) as { id: number };
    const assessment = await booted()
      .db.query('api::health-assessment.health-assessment')
      .findOne({ where: { client: { user: { email: parties.client.email } } }, select: ['id'] });
    // As a database written before encryption holds them: in clear (and, on PostgreSQL, ID numbers in a bounded column).
    const columnType = async () => {
      const found = await knex().raw<{ rows: { data_type: string }[] }>(
        "select data_type from information_schema.columns where table_schema = current_schema() and table_name = 'consultant_profiles' and column_name = 'id_number'",
      );
      return found.rows[0].data_type;
    };
    if (process.env.DATABASE_URL) await knex().raw('alter table consultant_profiles alter column id_number type varchar(255)');
    await knex()('session_notes').where({ id: note.id }).update({ text: legacyNote });
    await knex()('health_assessments')
      .where({ id: assessment.id })
      .update({ answers: JSON.stringify(legacyAnswers) });
    try {
      const before = await readBack();
      expect(before.notes).toEqual([legacyNote]);
      expect(before.answers).toEqual(legacyAnswers);
      expect(await foundInDatabase([legacyNote])).toEqual([legacyNote]);

      await knex().transaction((trx) => migration.up(trx));
      if (process.env.DATABASE_URL) expect(await columnType()).toBe('text');
      const encrypted = await storedValues();
      expect(encrypted.filter((value) => keyOfStored(value.value) === 'clear')).toEqual([]);
      const after = await readBack();
      expect(after.notes).toEqual([legacyNote]);
      expect(after.answers).toEqual(legacyAnswers);

      await knex().transaction((trx) => migration.up(trx));
      expect(await storedValues()).toEqual(encrypted);
    } finally {
      // Back to what the people wrote (through the query engine: encrypted).
      await booted()
        .db.query('api::session-note.session-note')
        .update({ where: { id: note.id }, data: { text: written.note } });
      await booted()
        .db.query('api::health-assessment.health-assessment')
        .update({ where: { id: assessment.id }, data: { answers } });
    }
    expectWritten(await readBack());
  });
});

describe('key rotation (npm run keys:rotate)', () => {
  it('moves every value to a new key while the server runs; the old key is dropped only once unused', async () => {
    const before = cipher.keyRing().current.id;
    const rotated = await rotateKeys();
    expect(rotated.code, rotated.output).toBe(0);
    const after = rotated.summary?.current_key_id as string;
    expect(rotated.summary?.added_key_id).toBe(after);
    expect(after).not.toBe(before);
    expect(rotated.summary?.values_by_key).toEqual({ [after]: expect.any(Number) });

    // The running server learnt the new key from the secrets file: the same answers…
    expectWritten(await readBack());
    // …and only the new key's id in the tables.
    expect(new Set((await storedValues()).map((value) => keyOfStored(value.value)))).toEqual(new Set([after]));
    // What the server writes from now on is under the new key.
    const ack = await client.timeout(10_000).emitWithAck('chat:send', { text: `Apres rotation ${mark}` });
    expect(ack.ok).toBe(true);
    const newest = (await knex()('room_messages').select('text').orderBy('id', 'desc').first()) as { text: string };
    expect(keyOfStored(newest.text)).toBe(after);
    await knex()('room_messages').where({ text: newest.text }).delete();

    // The old key is still in the ring (servers may not all have read the new one yet); finishing the rotation drops it.
    const ring = JSON.parse(fs.readFileSync(process.env.SECRETS_FILE as string, 'utf8')).DATA_ENCRYPTION_KEYS as string;
    expect(ring.split(',').map((entry) => entry.split(':')[0])).toEqual(expect.arrayContaining([after, before]));
    // On a copy of the secrets file: other servers of this run (browser tests) still read the original.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keys-rotate-'));
    try {
      const copy = path.join(dir, 'secrets.json');
      fs.copyFileSync(process.env.SECRETS_FILE as string, copy);
      const finished = await rotateKeys(['--drop-old'], { SECRETS_FILE: copy });
      expect(finished.code, finished.output).toBe(0);
      expect(finished.summary?.dropped_key_ids).toContain(before);
      const kept = JSON.parse(fs.readFileSync(copy, 'utf8')).DATA_ENCRYPTION_KEYS as string;
      expect(kept.split(',').map((entry) => entry.split(':')[0])).toEqual([after]);
      expect(fs.statSync(copy).mode & 0o077).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it('answers a listing with a value under an unknown key, logging a clear error instead of failing', async () => {
    const stranger = { id: 'retired', key: randomBytes(32) };
    const [message] = (await knex()('room_messages').select('id', 'text').orderBy('id', 'desc').limit(1)) as { id: number; text: string }[];
    const errors = vi.spyOn(booted().log, 'error');
    await knex()('room_messages')
      .where({ id: message.id })
      .update({ text: cipher.encryptField('Illisible', stranger) });
    try {
      const list = await parties.consultant.http.get(`/api/consultant/bookings/${booking.documentId}/messages`);
      expectStatus(list, 200);
      expect(list.body.data.map((entry: Schemas['RoomMessage']) => entry.text)).toEqual(['']);
      const logged = errors.mock.calls.map((call) => String(call[0]));
      expect(logged).toContainEqual(expect.stringMatching(/api::room-message\.room-message field "text" of row \d+ cannot be decrypted \(unknown-key\).*"retired"/));
      // The rest of the page still reads.
      expectStatus(await parties.consultant.http.get(`/api/consultant/bookings/${booking.documentId}/notes`), 200);
    } finally {
      errors.mockRestore();
      await knex()('room_messages').where({ id: message.id }).update({ text: message.text });
    }
    expectWritten(await readBack());
  });
});
