/**
 * Object storage settings (DESIGN §7 "Scale-out shape": an S3-compatible store, so that N stateless app
 * replicas share the files; docs/api-consultant.md "Files and object storage"). Read once from the
 * environment:
 *
 * - `S3_ENDPOINT`: the store's URL (e.g. `http://127.0.0.1:9000` for MinIO); absent → AWS S3;
 * - `S3_REGION` (default `us-east-1`), `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY` (absent → the AWS SDK's
 *   default credential chain: instance role, `AWS_*` variables…);
 * - `S3_FORCE_PATH_STYLE`: `<endpoint>/<bucket>/<key>` addressing (default `true` when an endpoint is set);
 * - `S3_PUBLIC_BUCKET`: public media (Strapi's upload plugin: profile photos, site images, seed artwork);
 *   `S3_PUBLIC_URL`: the base URL browsers load them from (a CDN, or by default `<endpoint>/<bucket>`);
 *   `S3_PUBLIC_ACL`: an object ACL sent with each public upload (e.g. `public-read`) for stores that
 *   need one; none by default (the bucket's policy or the CDN makes it readable);
 * - `S3_PRIVATE_BUCKET`: the private files (ID documents, contracts, client forms, chat attachments…),
 *   never given an ACL or a link: the app reads them back and streams them itself.
 *
 * Without `S3_PUBLIC_BUCKET` public media stay in `public/uploads`; without `S3_PRIVATE_BUCKET` private
 * files stay in `PRIVATE_FILES_DIR` (the one-machine `npm start`).
 */
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';

/** The object storage settings; `null` buckets are kept on local disk. */
export interface ObjectStorageSettings {
  /** the store's URL without trailing slash; `null` → AWS S3 */
  endpoint: string | null;
  region: string;
  /** `null` → the AWS SDK's default credential chain */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
  /** bucket of the public media, or `null` (public/uploads) */
  publicBucket: string | null;
  /** base URL of the public media as browsers load them, without trailing slash; `null` without a public bucket */
  publicUrl: string | null;
  /** canned ACL sent with each public upload, or `null` for none */
  publicAcl: string | null;
  /** bucket of the private files, or `null` (PRIVATE_FILES_DIR) */
  privateBucket: string | null;
}

const text = (value: string | undefined): string | null => (value && value.trim() ? value.trim() : null);

/**
 * The settings described by `env` (see the module comment).
 * @param env - the environment to read (default `process.env`)
 */
export function readObjectStorageSettings(env: NodeJS.ProcessEnv = process.env): ObjectStorageSettings {
  const endpoint = text(env.S3_ENDPOINT)?.replace(/\/+$/, '') ?? null;
  const region = text(env.S3_REGION) ?? 'us-east-1';
  const accessKeyId = text(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = text(env.S3_SECRET_ACCESS_KEY);
  const pathStyle = text(env.S3_FORCE_PATH_STYLE);
  const forcePathStyle = pathStyle ? /^(1|true|yes)$/i.test(pathStyle) : endpoint !== null;
  const publicBucket = text(env.S3_PUBLIC_BUCKET);
  return {
    endpoint,
    region,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    forcePathStyle,
    publicBucket,
    publicUrl: publicBucket ? (text(env.S3_PUBLIC_URL)?.replace(/\/+$/, '') ?? defaultPublicUrl(endpoint, region, publicBucket, forcePathStyle)) : null,
    publicAcl: text(env.S3_PUBLIC_ACL),
    privateBucket: text(env.S3_PRIVATE_BUCKET),
  };
}

/** Where a bucket's objects are read without a CDN: path style on the endpoint, or its virtual host. */
function defaultPublicUrl(endpoint: string | null, region: string, bucket: string, pathStyle: boolean): string {
  if (!endpoint) return pathStyle ? `https://s3.${region}.amazonaws.com/${bucket}` : `https://${bucket}.s3.${region}.amazonaws.com`;
  if (pathStyle) return `${endpoint}/${bucket}`;
  const url = new URL(endpoint);
  return `${url.protocol}//${bucket}.${url.host}`;
}

let settings: ObjectStorageSettings | null = null;

/** The settings of this process's environment, read on first use. */
export function objectStorage(): ObjectStorageSettings {
  settings ??= readObjectStorageSettings();
  return settings;
}

/**
 * Options of an S3 client for these settings (also Strapi's upload provider's `s3Options`). With an
 * `S3_ENDPOINT`, request checksums are sent only where the S3 API requires them: many S3-compatible
 * stores do not understand the AWS SDK's default streaming checksums (`aws-chunked` bodies) and would
 * store them inside the object.
 */
export function s3ClientOptions(storage: ObjectStorageSettings = objectStorage()): S3ClientConfig {
  return {
    region: storage.region,
    forcePathStyle: storage.forcePathStyle,
    ...(storage.endpoint ? { endpoint: storage.endpoint, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
    ...(storage.credentials ? { credentials: storage.credentials } : {}),
  };
}

/**
 * The AWS SDK's S3 module (commands such as `GetObjectCommand`), loaded on first use: a site without
 * `S3_*` settings never loads it.
 */
export function s3Sdk(): typeof import('@aws-sdk/client-s3') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('@aws-sdk/client-s3');
}

let client: S3Client | null = null;

/** The process's one S3 client (private files, the public media the app reads back). */
export function s3Client(): S3Client {
  client ??= new (s3Sdk().S3Client)(s3ClientOptions());
  return client;
}

/**
 * The origin of the public media when they are on the object store (for the Content-Security-Policy's
 * `img-src` and `media-src`), else `null` (they are served by the site itself).
 */
export function publicMediaOrigin(storage: ObjectStorageSettings = objectStorage()): string | null {
  return storage.publicUrl ? new URL(storage.publicUrl).origin : null;
}

/**
 * The key in the public bucket of a public media URL (as Strapi's upload plugin stored it:
 * `<S3_PUBLIC_URL>/<key>`), or `null` for a URL elsewhere (e.g. `/uploads/…` on local disk).
 */
export function publicMediaKey(url: string, storage: ObjectStorageSettings = objectStorage()): string | null {
  if (!storage.publicUrl || !url.startsWith(`${storage.publicUrl}/`)) return null;
  const key = url.slice(storage.publicUrl.length + 1).split(/[?#]/)[0];
  return key && !key.split('/').includes('..') ? key : null;
}

/**
 * Check, before the server takes requests, that each configured bucket exists and these credentials
 * may use it (`HeadBucket`), so that a replica with a wrong `S3_*` setting or a store without its
 * buckets stops at start with the reason, instead of failing the first upload of an ID document.
 * @param storage - the settings to check (default this process's)
 * @throws Error naming the bucket, its variable, the store and the store's answer (missing bucket,
 *   refused credentials, store out of reach)
 */
export async function checkBuckets(storage: ObjectStorageSettings = objectStorage(), s3: S3Client = s3Client()): Promise<void> {
  const buckets = [
    ['S3_PUBLIC_BUCKET', storage.publicBucket],
    ['S3_PRIVATE_BUCKET', storage.privateBucket],
  ] as const;
  for (const [variable, bucket] of buckets) {
    if (!bucket) continue;
    try {
      await s3.send(new (s3Sdk().HeadBucketCommand)({ Bucket: bucket }));
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      const reason = status === 404 ? 'no such bucket' : status === 403 ? 'access denied to these credentials' : (error as Error).message || (error as Error).name;
      throw new Error(`Object storage: bucket "${bucket}" (${variable}) on ${storage.endpoint ?? 'AWS S3'} cannot be used: ${reason}. Create it or correct the S3_* settings.`);
    }
  }
}
