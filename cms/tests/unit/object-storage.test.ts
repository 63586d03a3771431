/**
 * Object storage settings (src/lib/object-storage.ts; docs/api-consultant.md "Files and object storage"):
 * what an operator's `S3_*` variables mean. Pure unit tests: no Strapi, no store.
 */
import { describe, expect, it } from 'vitest';
import { publicMediaKey, publicMediaOrigin, readObjectStorageSettings, s3ClientOptions } from '../../src/lib/object-storage';

describe('object storage settings', () => {
  it('keeps every file on local disk without S3_* variables', () => {
    const settings = readObjectStorageSettings({});
    expect(settings).toMatchObject({ endpoint: null, publicBucket: null, publicUrl: null, privateBucket: null, credentials: null, forcePathStyle: false, region: 'us-east-1' });
    expect(publicMediaOrigin(settings)).toBeNull();
    expect(publicMediaKey('/uploads/photo.jpg', settings)).toBeNull();
  });

  it('reads a MinIO-like store: path style by default, public media under <endpoint>/<bucket>', () => {
    const settings = readObjectStorageSettings({
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_PUBLIC_BUCKET: 'media',
      S3_PRIVATE_BUCKET: 'private',
    });
    expect(settings).toMatchObject({ endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, publicUrl: 'http://127.0.0.1:9000/media', privateBucket: 'private', publicAcl: null });
    expect(publicMediaOrigin(settings)).toBe('http://127.0.0.1:9000');
    expect(publicMediaKey('http://127.0.0.1:9000/media/photo_ab12.jpg', settings)).toBe('photo_ab12.jpg');
    expect(publicMediaKey('http://127.0.0.1:9000/private/2026/01/x.pdf', settings)).toBeNull();
    expect(publicMediaKey('http://127.0.0.1:9000/media/../private/x.pdf', settings)).toBeNull();
    // S3-compatible stores get only the checksums S3 requires.
    expect(s3ClientOptions(settings)).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
  });

  it('takes S3_PUBLIC_URL (a CDN) as the media base and the CSP origin', () => {
    const settings = readObjectStorageSettings({ S3_PUBLIC_BUCKET: 'media', S3_PUBLIC_URL: 'https://cdn.example.com/media/', S3_REGION: 'eu-west-3' });
    expect(settings.publicUrl).toBe('https://cdn.example.com/media');
    expect(publicMediaOrigin(settings)).toBe('https://cdn.example.com');
    expect(publicMediaKey('https://cdn.example.com/media/logo.png?v=2', settings)).toBe('logo.png');
    // AWS itself: its own endpoint and checksums, credentials from the SDK's default chain.
    const options = s3ClientOptions(settings);
    expect(options).toMatchObject({ region: 'eu-west-3', forcePathStyle: false });
    expect(options).not.toHaveProperty('endpoint');
    expect(options).not.toHaveProperty('credentials');
    expect(options).not.toHaveProperty('requestChecksumCalculation');
  });

  it('builds the default public URL of AWS and of virtual-host stores', () => {
    expect(readObjectStorageSettings({ S3_PUBLIC_BUCKET: 'media', S3_REGION: 'eu-west-3' }).publicUrl).toBe('https://media.s3.eu-west-3.amazonaws.com');
    expect(readObjectStorageSettings({ S3_PUBLIC_BUCKET: 'media', S3_ENDPOINT: 'https://s3.store.example', S3_FORCE_PATH_STYLE: 'false' }).publicUrl).toBe('https://media.s3.store.example');
  });
});
