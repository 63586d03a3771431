/**
 * Files on an S3-compatible store (DESIGN §7 "Scale-out shape"; docs/api-consultant.md "Files and object
 * storage"): an app instance started with the `S3_*` settings of a local s3rver puts public media (the
 * profile photo) in the public bucket, under `S3_PUBLIC_URL`, which anyone can load; and private files
 * (an ID document) in the private bucket only, streamed back by `GET /api/files/:id` to those allowed,
 * each read audited, never linked. The starter-kit PDF still shows a site logo kept on the store.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booted, seedOnce } from '../helpers/strapi';
import { caller, sharedAdmin, signUpConsultant, type Caller } from '../helpers/accounts';
import { download, jpegBytes, part, pdfBytes, pngBytes } from '../helpers/files';
import { expectStatus } from '../helpers/onboarding';
import { attachmentText, latestMailTo } from '../helpers/mail';
import { startStrapiInstance, type StrapiInstance } from '../helpers/instances';
import { startS3StoredInstance, type S3Server, type S3StoredInstance } from '../helpers/s3';
import { clock } from '../../src/contracts/clock';

let stored: S3StoredInstance;
let s3: S3Server;
let instance: StrapiInstance;
/** The instance's PRIVATE_FILES_DIR: must stay empty. */
let localPrivate: string;
const publicUploads = path.resolve(__dirname, '..', '..', 'public', 'uploads');

/** Every file under `dir`, relative. */
const filesUnder = (dir: string): string[] => (fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((entry) => fs.statSync(path.join(dir, entry)).isFile()) : []);

/** What `before` did not hold. */
const added = (after: string[], before: string[]) => after.filter((key) => !before.includes(key));

beforeAll(async () => {
  await seedOnce();
  stored = await startS3StoredInstance('s3');
  ({ s3, instance, localPrivate } = stored);
  // The seed and a second boot, one after the other, on a shared 2-core machine.
}, 480_000);

afterAll(async () => {
  await stored?.stop();
});

describe('public media and private files on the object store', () => {
  it("puts a consultant's profile photo in the public bucket, loadable by anyone from S3_PUBLIC_URL", async () => {
    const consultant = await signUpConsultant();
    const http: Caller = consultant.http.on(instance.url);
    const before = await s3.listObjects(s3.buckets.public);
    const requestsBefore = s3.requests().length;
    const uploaded = await http.upload('post', '/api/consultant/documents/photo', part.jpeg(await jpegBytes({ size: 96, exif: true }), 'me.jpg'));
    expectStatus(uploaded, 201);
    const photo = uploaded.body.data;
    expect(photo.url.startsWith(`${s3.env.S3_PUBLIC_URL}/`)).toBe(true);
    const key = photo.url.slice(`${s3.env.S3_PUBLIC_URL}/`.length);
    expect(added(await s3.listObjects(s3.buckets.public), before)).toContain(key);
    expect(fs.existsSync(path.join(publicUploads, path.basename(key)))).toBe(false);
    // Written without an object ACL (without S3_PUBLIC_ACL): the bucket's policy makes media readable.
    const writes = s3
      .requests()
      .slice(requestsBefore)
      .filter((request) => request.method === 'PUT' && request.bucket === s3.buckets.public);
    expect(writes.map((request) => request.key)).toContain(key);
    for (const write of writes) expect(write).toMatchObject({ acl: null, signed: true });
    // Both instances show the same photo (one database).
    expect((await consultant.http.get('/api/consultant/documents')).body.data.photo.url).toBe(photo.url);

    // A browser loads it from the store, without any credentials, and the site's pages allow that origin.
    const served = await fetch(photo.url);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.equals((await s3.getObject(s3.buckets.public, key))!)).toBe(true);
    const metadata = await sharp(bytes).metadata();
    expect(metadata.width).toBe(96);
    expect(metadata.exif).toBeUndefined();
    const policy = (await http.get('/api/consultant/documents')).headers['content-security-policy'];
    expect(policy).toMatch(new RegExp(`img-src [^;]*${s3.url.replace(/[.:/]/g, '\\$&')}`));

    // A new photo replaces the old one, whose object is deleted.
    const next = await http.upload('post', '/api/consultant/documents/photo', part.png(await pngBytes(64)));
    expectStatus(next, 201);
    const keys = await s3.listObjects(s3.buckets.public);
    expect(keys).not.toContain(key);
    expect(keys).toContain(next.body.data.url.slice(`${s3.env.S3_PUBLIC_URL}/`.length));
    expect((await fetch(photo.url)).status).toBe(404);
  });

  it('keeps an ID document in the private bucket only, streams it to its owner, audits the read and never links the store', async () => {
    const strapi = booted();
    const owner = await signUpConsultant();
    const other = await signUpConsultant();
    const http = owner.http.on(instance.url);
    const bytes = pdfBytes(`Passport of ${owner.display_name}`);
    const [publicBefore, privateBefore] = [await s3.listObjects(s3.buckets.public), await s3.listObjects(s3.buckets.private)];
    const requestsBefore = s3.requests().length;

    const uploaded = await http.upload('post', '/api/consultant/documents/id', part.pdf(bytes, 'passeport.pdf'));
    expectStatus(uploaded, 201);
    const file = uploaded.body.data;
    expect(file).toMatchObject({ kind: 'id', mime: 'application/pdf', size: bytes.length, url: `/api/files/${file.id}` });

    // The content is one new object of the private bucket, nowhere else.
    const stored = added(await s3.listObjects(s3.buckets.private), privateBefore);
    expect(stored).toHaveLength(1);
    expect((await s3.getObject(s3.buckets.private, stored[0]))!.equals(bytes)).toBe(true);
    const row = await strapi.db.query('api::private-file.private-file').findOne({ where: { documentId: file.id } });
    expect(row.storage_key).toBe(stored[0]);
    expect(added(await s3.listObjects(s3.buckets.public), publicBefore)).toEqual([]);
    expect(filesUnder(localPrivate)).toEqual([]);

    // Its owner reads exactly those bytes, as a download; another consultant and anonymous callers get 404.
    const mine = await download(http.get(`/api/files/${file.id}`));
    expect(mine.status).toBe(200);
    expect(mine.bytes.equals(bytes)).toBe(true);
    expect(mine.headers['content-type']).toMatch(/^application\/pdf/);
    expect(mine.headers['content-length']).toBe(String(bytes.length));
    expect(mine.headers['content-disposition']).toMatch(/^attachment\b.*passeport\.pdf/);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    for (const [who, stranger] of Object.entries({ 'another consultant': other.http.on(instance.url), 'an anonymous caller': caller({ at: instance.url }) })) {
      const refused = await download(stranger.get(`/api/files/${file.id}`));
      expect(refused.status, who).toBe(404);
      expect(refused.bytes.includes(Buffer.from('Passport of')), who).toBe(false);
    }

    // One audit row: the owner's read only.
    const ownerUser = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: owner.email } });
    const reads = await strapi.db.query('api::audit-log.audit-log').findMany({ where: { action: 'file.read', file_document_id: file.id }, populate: { actor: { select: ['id'] } } });
    expect(reads.map((read) => [read.actor?.id, read.actor_role, read.file_kind, read.ip])).toEqual([[ownerUser.id, 'consultant', 'id', http.ip]]);

    // No answer names the store. s3rver enforces no ACLs (helpers/s3.ts), so privacy is shown on the app's
    // side: the object was written with no ACL, and never read through a presigned link.
    const answers = [uploaded.body, (await http.get('/api/consultant/documents')).body, (await http.get('/api/consultant/profile')).body, (await http.get('/api/consultant/profile/status')).body];
    for (const answer of answers) {
      const text = JSON.stringify(answer);
      expect(text).not.toContain(s3.url);
      expect(text).not.toContain(s3.buckets.private);
      expect(text).not.toContain(stored[0]);
    }
    const toPrivate = s3
      .requests()
      .slice(requestsBefore)
      .filter((request) => request.bucket === s3.buckets.private && request.key === stored[0]);
    expect(toPrivate.map((request) => request.method)).toContain('PUT');
    for (const request of toPrivate) expect(request).toMatchObject({ acl: null, signed: true, presigned: false });
  });

  it('deletes the object when a document is replaced', async () => {
    const owner = await signUpConsultant();
    const http = owner.http.on(instance.url);
    const privateBefore = await s3.listObjects(s3.buckets.private);
    const first = await http.upload('post', '/api/consultant/documents/criminal-record', part.pdf(pdfBytes('first')));
    expectStatus(first, 201);
    const [firstKey] = added(await s3.listObjects(s3.buckets.private), privateBefore);
    expect(firstKey).toBeDefined();

    const secondBytes = pdfBytes('second');
    const second = await http.upload('post', '/api/consultant/documents/criminal-record', part.pdf(secondBytes));
    expectStatus(second, 201);
    const keys = added(await s3.listObjects(s3.buckets.private), privateBefore);
    expect(keys).toHaveLength(1);
    expect(keys).not.toContain(firstKey);
    expect((await download(http.get(`/api/files/${first.body.data.id}`))).status).toBe(404);
    const current = await download(http.get(`/api/files/${second.body.data.id}`));
    expect(current.status).toBe(200);
    expect(current.bytes.equals(secondBytes)).toBe(true);
  });

  it('draws the site logo kept in the public bucket into the starter-kit PDF', async () => {
    const admin = (await sharedAdmin()).http.on(instance.url);
    const before = await admin.get('/api/admin-panel/web-setting/current');
    expectStatus(before, 200);
    const logo = await admin.upload('post', '/api/admin-panel/media', part.png(await pngBytes(120, [10, 90, 160])));
    expectStatus(logo, 201);
    expect(logo.body.url.startsWith(`${s3.env.S3_PUBLIC_URL}/`)).toBe(true);
    try {
      expectStatus(await admin.put('/api/admin-panel/web-setting/current', { ...before.body, web_logo: logo.body }), 200);
      const email = `kit-s3-${clock.ms()}@example.org`;
      expectStatus(await caller({ at: instance.url }).post('/api/client/starter-kit', { name: 'Léa Moreau', email, locale: 'fr' }), 202);
      const kit = await attachmentText(await latestMailTo(email, { timeoutMs: 20_000 }), '.pdf');
      // A logo that could not be read would leave the site title in letters, and no image in the file.
      expect(kit).toContain('/Subtype /Image');
    } finally {
      expectStatus(await admin.put('/api/admin-panel/web-setting/current', before.body), 200);
    }
  });
});

describe('a store without its buckets', () => {
  it('stops an instance at start, naming the missing bucket and its setting', async () => {
    let started: StrapiInstance | undefined;
    let failure = '';
    try {
      started = await startStrapiInstance({ env: { ...s3.env, S3_PRIVATE_BUCKET: 'no-such-bucket', PRIVATE_FILES_DIR: localPrivate } });
    } catch (error) {
      failure = (error as Error).message;
    } finally {
      await started?.stop();
    }
    expect(started).toBeUndefined();
    expect(failure).toContain('bucket "no-such-bucket" (S3_PRIVATE_BUCKET)');
    expect(failure).toContain('no such bucket');
  }, 240_000);
});
