import { devSecret } from './secrets';

export default ({ env }) => ({
  'users-permissions': {
    config: { jwtSecret: env('JWT_SECRET', devSecret('JWT_SECRET')) },
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
