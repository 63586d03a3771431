import type { Core } from '@strapi/strapi';
import { secret } from './secrets';
import { objectStorage, s3ClientOptions } from '../src/lib/object-storage';

/**
 * Strapi's upload plugin (public media: profile photos, site images, seed artwork): on local disk
 * (`public/uploads`) by default; in the public bucket of the object store when `S3_PUBLIC_BUCKET` is set
 * (`@strapi/provider-upload-aws-s3`, URLs under `S3_PUBLIC_URL`; src/lib/object-storage.ts).
 */
function uploadPlugin() {
  const storage = objectStorage();
  if (!storage.publicBucket) return {};
  return {
    upload: {
      config: {
        provider: 'aws-s3',
        providerOptions: {
          baseUrl: storage.publicUrl,
          s3Options: {
            ...s3ClientOptions(storage),
            // `ACL` always present (null: none sent) so that the provider adds no `public-read` of its own:
            // buckets with ACLs disabled (AWS's default) refuse it; the bucket policy or the CDN makes media
            // readable. `S3_PUBLIC_ACL` for stores that need an object ACL.
            params: { Bucket: storage.publicBucket, ACL: storage.publicAcl },
          },
        },
      },
    },
  };
}

/** Access-token lifetime in minutes, kept between 1 minute and 24 hours. */
function accessTokenMinutes(value: number): number {
  return Number.isFinite(value) ? Math.min(24 * 60, Math.max(1, Math.round(value))) : 60;
}

export default ({ env }: { env: Core.Config.Shared.ConfigParams['env'] }) => ({
  'users-permissions': {
    config: {
      jwtSecret: secret('JWT_SECRET'),
      // Access tokens are short-lived (ACCESS_TOKEN_TTL_MINUTES, default 60, at most 24 h); a refresh
      // session (httpOnly cookie, rotated on use) keeps people signed in: docs/api-auth.md "Sessions".
      jwt: { expiresIn: `${accessTokenMinutes(env.int('ACCESS_TOKEN_TTL_MINUTES', 60))}m` },
      sessions: {
        idleRefreshTokenLifespan: env.int('REFRESH_IDLE_DAYS', 14) * 24 * 3600,
        maxRefreshTokenLifespan: env.int('REFRESH_MAX_DAYS', 30) * 24 * 3600,
      },
    },
  },
  i18n: { enabled: true },
  ...uploadPlugin(),
  // E-mail (docs/api-auth.md "E-mail"): SMTP from SMTP_* variables; without SMTP_HOST the embedded catcher
  // (MailDev, started by `npm start`) on 127.0.0.1:1025.
  email: {
    config: {
      provider: 'nodemailer',
      providerOptions: {
        host: env('SMTP_HOST', '127.0.0.1'),
        port: env.int('SMTP_PORT', 1025),
        secure: env.bool('SMTP_SECURE', false),
        ignoreTLS: !env('SMTP_HOST'),
        ...(env('SMTP_USER') ? { auth: { user: env('SMTP_USER'), pass: env('SMTP_PASS') } } : {}),
        // A mail server that stops answering frees its outbox lane within these (nodemailer's own defaults
        // wait up to 10 minutes on an idle socket).
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      },
      settings: {
        defaultFrom: env('MAIL_FROM', 'Ayuvie <no-reply@ayuvie.local>'),
        defaultReplyTo: env('MAIL_REPLY_TO', env('MAIL_FROM', 'Ayuvie <no-reply@ayuvie.local>')),
      },
    },
  },
});
