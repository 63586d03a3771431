/**
 * The embedded SMTP catcher of the development set-up: MailDev, an SMTP server that keeps every message and shows
 * it in a web inbox (REST: `GET /email`, `DELETE /email/all`). Started by `npm start` when no
 * `SMTP_HOST` is configured, and by the test runners on free ports.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * @param smtpPort - SMTP port (0 picks a free one is not supported by MailDev: pass a real port)
 * @param webPort - web inbox / REST port
 * @returns `{ smtpPort, webUrl, close() }`
 * @throws Error when a port is taken
 */
export function startMailCatcher({ smtpPort = 1025, webPort = 1080, host = '127.0.0.1' } = {}) {
  const MailDev = require('maildev');
  const maildev = new MailDev({ smtp: smtpPort, web: webPort, ip: host, silent: true, disableWeb: false });
  return new Promise((resolve, reject) => {
    maildev.listen((error) => {
      if (error) return reject(error);
      resolve({
        smtpPort,
        webUrl: `http://${host}:${webPort}`,
        close: () => new Promise((done) => maildev.close(() => done())),
      });
    });
    maildev.smtp?.on?.('error', reject);
  });
}
