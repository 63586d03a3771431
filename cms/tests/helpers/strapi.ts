/**
 * The one Strapi instance of the API test run (booted on first use, shared by every test file of the
 * single worker), plus a supertest agent that sends the application key and a locale.
 */
import path from 'node:path';
import request from 'supertest';
import type { Core } from '@strapi/strapi';
import { watchAnswers } from './contract-check';

const cmsDir = path.resolve(__dirname, '..', '..');
const holder = globalThis as unknown as { __strapiBoot?: Promise<Core.Strapi>; __strapiBooted?: Core.Strapi; __seeded?: Promise<void> };

/** Boot (once) the compiled CMS against the test database and mount its HTTP server. */
export function bootStrapi(): Promise<Core.Strapi> {
  holder.__strapiBoot ??= (async () => {
    process.chdir(cmsDir);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { createStrapi } = require('@strapi/strapi');
    const app: Core.Strapi = await createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist') }).load();
    app.log.level = 'warn';
    app.server.mount();
    watchAnswers(app.server.httpServer);
    holder.__strapiBooted = app;
    return app;
  })();
  return holder.__strapiBoot;
}

/**
 * The booted Strapi (after `await bootStrapi()`, e.g. in a `beforeAll`).
 * @throws Error when Strapi has not been booted yet
 */
export function booted(): Core.Strapi {
  if (!holder.__strapiBooted) throw new Error('await bootStrapi() first (in beforeAll)');
  return holder.__strapiBooted;
}

/**
 * Boot Strapi and run the seed (reference lists, content, demo accounts) once per test run (unless the
 * database was copied from a seeded template); later calls reuse it. The seed is idempotent, so files that run it themselves do not conflict.
 */
export async function seedOnce(): Promise<Core.Strapi> {
  const app = await bootStrapi();
  holder.__seeded ??= (async () => {
    // Copied from a seeded template database (helpers/global-setup.ts): nothing to add.
    if (process.env.API_TEST_DATABASE_SEEDED === 'true') return;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { runSeed } = require(path.join(cmsDir, 'dist', 'src', 'seed', 'index.js'));
    await runSeed(app, () => {});
  })();
  await holder.__seeded;
  return app;
}

export const API_KEY = () => process.env.PUBLIC_API_KEY as string;

/**
 * A request builder on the booted server with `x-api-key` and `Accept-Language` set.
 * @param locale - sent as Accept-Language (default `fr`)
 */
export async function api(locale = 'fr') {
  const app = await bootStrapi();
  const agent = request(app.server.httpServer);
  const decorate = (test: request.Test) => test.set('x-api-key', API_KEY()).set('Accept-Language', locale);
  return {
    get: (url: string) => decorate(agent.get(url)),
    post: (url: string) => decorate(agent.post(url)),
    raw: agent,
  };
}

/** A short random suffix so fixtures of different tests never collide. */
export const unique = () => Math.random().toString(36).slice(2, 8);

/**
 * The clock of the booted server (contracts/clock as compiled into `cms/dist`, the module instance the
 * server reads): `serverClock().set(instant)` moves the server's "now"; call `reset()` after.
 */
export function serverClock(): typeof import('../../src/contracts/clock').clock {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(path.join(cmsDir, 'dist', 'src', 'contracts', 'clock.js')).clock;
}

/**
 * The outbox of the booted server (lib/outbox as compiled into `cms/dist`, the module instance whose
 * worker sends): `serverOutbox().drainOutbox()` sends every due message now and resolves when none is left.
 */
export function serverOutbox(): typeof import('../../src/lib/outbox') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(path.join(cmsDir, 'dist', 'src', 'lib', 'outbox', 'index.js'));
}
