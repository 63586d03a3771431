/**
 * Where the content of private files lives (DESIGN §3 "sensitive files are private", §7 "Scale-out
 * shape"; docs/api-consultant.md "Files and object storage"): one interface, two backends chosen once
 * per process from the environment (./object-storage.ts):
 *
 * - `S3_PRIVATE_BUCKET` set → that bucket of the S3-compatible store: objects written without any ACL
 *   (private, the bucket's owner only), never presigned nor linked, read back by the app as a stream;
 * - otherwise → the local directory `PRIVATE_FILES_DIR` (default `cms/private-uploads`), outside `public/`.
 *
 * Who may read a file, and the audit of each read, are decided above this layer
 * (api/private-file/services/private-files.ts); keys are the random `storage_key` of a `private-file` row.
 */
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { objectStorage, s3Client, s3Sdk } from './object-storage';

/** A stored file's content, opened for reading. */
export interface StoredContent {
  stream: Readable;
  /** bytes */
  size: number;
}

/** The storage of private files' content. */
export interface PrivateStorage {
  /** Where the files are, for logs: `directory <path>` or `bucket <name>`. */
  readonly location: string;
  /**
   * Copy the file at `sourcePath` under `key` (e.g. `2026/03/<uuid>.pdf`).
   * @param info.size - bytes; info.mime - its media type
   * @throws Error when the disk or the store refuses it
   */
  put(key: string, sourcePath: string, info: { size: number; mime: string }): Promise<void>;
  /** Open the content under `key`; `null` when there is none. */
  open(key: string): Promise<StoredContent | null>;
  /** Delete the content under `key` (nothing happens when there is none). */
  remove(key: string): Promise<void>;
}

/** Directory holding the private files on local disk (never under `public/`). */
export function privateDirectory(): string {
  return path.resolve(process.env.PRIVATE_FILES_DIR || path.join(strapi.dirs.app.root, 'private-uploads'));
}

/** The local-directory backend (the one-machine `npm start`). */
function directoryStorage(directory: string): PrivateStorage {
  const fileOf = (key: string) => path.join(directory, key);
  return {
    location: `directory ${directory}`,
    async put(key, sourcePath) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await copyFile(sourcePath, target);
    },
    async open(key) {
      const file = fileOf(key);
      const info = await stat(file).catch(() => null);
      return info ? { stream: createReadStream(file), size: info.size } : null;
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

const isMissing = (error: unknown) => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404;
};

/** The private-bucket backend (several app instances). */
function bucketStorage(bucket: string): PrivateStorage {
  const { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } = s3Sdk();
  return {
    location: `bucket ${bucket}`,
    async put(key, sourcePath, { size, mime }) {
      // No ACL: the object keeps the bucket's private default; no URL to it is ever made.
      await s3Client().send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: createReadStream(sourcePath), ContentLength: size, ContentType: mime }));
    },
    async open(key) {
      try {
        const object = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return null;
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await s3Client().send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}

let storage: PrivateStorage | null = null;

/** The backend of this process (see the module comment), chosen on first use. */
export function privateStorage(): PrivateStorage {
  if (!storage) {
    const bucket = objectStorage().privateBucket;
    storage = bucket ? bucketStorage(bucket) : directoryStorage(privateDirectory());
  }
  return storage;
}
