/**
 * A local S3-compatible store for the tests of the scale-out shape (DESIGN §7; docs/api-consultant.md
 * "Files and object storage"): `s3rver` in the test worker, on a free port, keeping its objects in a
 * temporary directory, with a public-media bucket and a private-files bucket created up front.
 *
 * ```ts
 * const s3 = await startS3();
 * const instance = await startStrapiInstance({ env: s3.env }); // public media and private files go to s3rver
 * // … upload through instance.url …
 * expect(await s3.listObjects(s3.buckets.private)).toHaveLength(1);
 * await instance.stop();
 * await s3.stop();
 * ```
 *
 * s3rver's limits, as found in its source (3.7.1):
 * - it enforces no access control at all: any unsigned GET answers any object of any bucket, ACLs are
 *   neither stored nor checked (GET ?acl answers a dummy list). Anonymous reads of the public bucket
 *   therefore work as on a public bucket, but the private bucket's privacy cannot be shown by a refused
 *   anonymous GET: tests assert it on the app's side instead — no request to the private bucket asks
 *   for an ACL or is presigned ({@link S3Server.requests}), and no API answer names the store;
 * - it does not decode the AWS SDK's streaming checksums (`aws-chunked` bodies, the SDK's default since
 *   3.729): the app sends checksums only where required when `S3_ENDPOINT` is set (src/lib/object-storage.ts).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
// @ts-expect-error -- plain ESM helper shared with the root scripts (no type declarations)
import { freePort } from '../../../scripts/free-port.mjs';
import { startStrapiInstance, type InstanceEnv, type StrapiInstance } from './instances';

/** s3rver's credentials (it checks request signatures against these). */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const REGION = 'us-east-1';

/** One request the store received. */
export interface S3Request {
  method: string;
  /** the bucket (path-style addressing), or `null` for the service root */
  bucket: string | null;
  /** the object key, or `null` */
  key: string | null;
  /** the `x-amz-acl` header sent (a canned ACL such as `public-read`), or `null` */
  acl: string | null;
  /** whether the request was signed (an `Authorization` header or a presigned query) */
  signed: boolean;
  /** whether the URL was presigned (`X-Amz-Signature` / `Signature` in the query) */
  presigned: boolean;
}

/** A running store. */
export interface S3Server {
  /** `http://127.0.0.1:<port>`: the S3 endpoint, and (path style) `<url>/<bucket>/<key>` for anonymous reads. */
  url: string;
  /** The two buckets, created empty. */
  buckets: { public: string; private: string };
  /**
   * The environment that puts an app instance's files on this store (`S3_ENDPOINT`, `S3_REGION`,
   * `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY`, `S3_FORCE_PATH_STYLE`, `S3_PUBLIC_BUCKET`, `S3_PUBLIC_URL`
   * = `<url>/<public bucket>`, `S3_PRIVATE_BUCKET`), for `startStrapiInstance({ env })`.
   */
  env: InstanceEnv;
  /** The keys in `bucket`, sorted. */
  listObjects(bucket: string): Promise<string[]>;
  /** The bytes of `bucket`/`key`, or `null` when there is no such object. */
  getObject(bucket: string, key: string): Promise<Buffer | null>;
  /** Every request received so far, oldest first. */
  requests(): S3Request[];
  /** Stop the server and delete its directory. */
  stop(): Promise<void>;
}

/** The part of s3rver's API used here (it ships no type declarations). */
interface S3rverApp {
  configureBuckets(): Promise<void>;
  callback(): http.RequestListener;
}

/**
 * Start s3rver on a free port of 127.0.0.1 with empty buckets `public-media` and `private-files`.
 * @returns the running store (stop it in `afterAll`)
 */
export async function startS3(): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-s3-'));
  const buckets = { public: 'public-media', private: 'private-files' };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const S3rver = require('s3rver') as new (options: object) => S3rverApp;
  const store = new S3rver({ silent: true, directory, configureBuckets: [{ name: buckets.public }, { name: buckets.private }] });
  await store.configureBuckets();
  const received: S3Request[] = [];
  const handle = store.callback();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://s3.local');
    const [bucket, ...key] = url.pathname.slice(1).split('/');
    const presigned = url.searchParams.has('X-Amz-Signature') || url.searchParams.has('Signature');
    received.push({
      method: req.method ?? '',
      bucket: bucket ? decodeURIComponent(bucket) : null,
      key: key.length ? decodeURIComponent(key.join('/')) : null,
      acl: (req.headers['x-amz-acl'] as string | undefined) ?? null,
      signed: presigned || Boolean(req.headers.authorization),
      presigned,
    });
    handle(req, res);
  });
  const port = (await freePort()) as number;
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = new S3Client({
    endpoint: url,
    region: REGION,
    forcePathStyle: true,
    credentials: CREDENTIALS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    url,
    buckets,
    env: {
      S3_ENDPOINT: url,
      S3_REGION: REGION,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_BUCKET: buckets.public,
      S3_PUBLIC_URL: `${url}/${buckets.public}`,
      S3_PRIVATE_BUCKET: buckets.private,
    },
    async listObjects(bucket) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async getObject(bucket, key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    requests: () => [...received],
    async stop() {
      client.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** An app instance storing public media and private files on its own s3rver (see {@link startS3StoredInstance}). */
export interface S3StoredInstance {
  s3: S3Server;
  instance: StrapiInstance;
  /** the instance's local private-files folder (empty while the object store holds the files) */
  localPrivate: string;
  /** Stop the instance and the store, and remove the local folder. */
  stop(): Promise<void>;
}

/**
 * Start s3rver and an app instance (a second process on the test database) that stores its files there.
 * @param name - a word for the temporary local private-files folder
 */
export async function startS3StoredInstance(name: string): Promise<S3StoredInstance> {
  const s3 = await startS3();
  const localPrivate = fs.mkdtempSync(path.join(os.tmpdir(), `cms-private-${name}-`));
  const instance = await startStrapiInstance({ env: { ...s3.env, PRIVATE_FILES_DIR: localPrivate } });
  return {
    s3,
    instance,
    localPrivate,
    async stop() {
      await instance.stop();
      await s3.stop();
      fs.rmSync(localPrivate, { recursive: true, force: true });
    },
  };
}
