import type { Core } from '@strapi/strapi';
import { devSecret } from './secrets';

/** Access-token lifetime in minutes, kept between 1 minute and 24 hours. */
function accessTokenMinutes(value: number): number {
  return Number.isFinite(value) ? Math.min(24 * 60, Math.max(1, Math.round(value))) : 60;
}

export default ({ env }: { env: Core.Config.Shared.ConfigParams['env'] }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET', devSecret('JWT_SECRET')),
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
  // E-mail (issue 3 §6): SMTP from SMTP_* variables; without SMTP_HOST the embedded catcher
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
        connectionTimeout: 10_000,
      },
      settings: {
        defaultFrom: env('MAIL_FROM', 'Ayuvie <no-reply@ayuvie.local>'),
        defaultReplyTo: env('MAIL_REPLY_TO', env('MAIL_FROM', 'Ayuvie <no-reply@ayuvie.local>')),
      },
    },
  },
});
