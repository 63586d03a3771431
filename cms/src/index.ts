/**
 * Strapi application entry: locales, the search-index upkeep, the public read cache, and the first-start seed.
 */
import type { Core } from '@strapi/strapi';
import { ensureLocales, isEmpty, runSeed } from './seed';
import { ensureRoles, seedDemoAccounts } from './seed/accounts';
import { seedE2eFixtures } from './seed/e2e-fixtures';
import { ensureCmsAdmin } from './lib/cms-admin';
import { subscribeSessionRevocation } from './lib/session-revocation';
import { subscribePhoneVerification } from './lib/phone-verification';
import { proxySettings } from './lib/proxy';
import { closeRateLimitStore, openRateLimitStore } from './lib/rate-limit';
import { closeRealtime, openRealtime } from './realtime/server';
import { answerMalformedRequests } from './lib/malformed-http';
import { ensureSearchIndexes } from './lib/search-indexes';
import { checkBuckets, objectStorage } from './lib/object-storage';
import { closePublicCache, onInvalidate, openPublicCache } from './lib/public-cache';
import { forgetContent } from './lib/content-cache';
import { subscribeEncryption } from './lib/encryption';

import { CONSULTANT_PROFILE as PROFILE } from './lib/content-types';
import { services } from './lib/services';
import { startOutboxWorker, stopOutboxWorker } from './lib/outbox';
import { smsProvider } from './lib/sms';

export default {
  register() {},

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // Personal and health data is encrypted in the tables and clear for the code (lib/encryption), from the first read or write on.
    subscribeEncryption(strapi);
    await ensureLocales(strapi);
    await ensureRoles(strapi);
    await ensureCmsAdmin(strapi);
    // Indexes of the expert search that Strapi's schema does not declare (lib/search-indexes).
    await ensureSearchIndexes(strapi);
    // With files on an S3-compatible store, its buckets must be there before any upload (lib/object-storage).
    const storage = objectStorage();
    if (storage.publicBucket || storage.privateBucket) await checkBuckets(storage);
    // Behind a reverse proxy, client IPs (rate limits) come from X-Forwarded-For: only when told so, and
    // only the last TRUST_PROXY_HOPS entries (the ones our own proxies appended) are believed.
    Object.assign(strapi.server.app, proxySettings(process.env));
    subscribeSessionRevocation(strapi);
    // A changed contact number loses its verified mark (lib/phone-verification).
    subscribePhoneVerification(strapi);
    // The anonymous catalogue reads' micro-cache and its exact invalidation on every write (docs/public-cache.md).
    openPublicCache(strapi);
    // The pages' heads and embedded first-render answers (lib/seo) follow the same invalidations.
    onInvalidate((tags) => forgetContent(tags));
    await openRateLimitStore();
    // The consultation room's real-time side (chat, WebRTC signalling) on the same HTTP server.
    openRealtime(strapi.server.httpServer);
    // Requests Node's HTTP parser refuses still get the API's error shape (lib/malformed-http).
    answerMalformedRequests(strapi.server.httpServer);
    // Every e-mail and SMS leaves through the outbox, sent by its worker (lib/outbox, docs/messaging.md);
    // the SMS channel is lib/sms, whose provider settings are checked now (a mistake is logged at once).
    smsProvider();
    startOutboxWorker();

    // Keep the expert-search text in step with profile and specialization edits (made in /cms or by services).
    const reindexLater = (ids: number[] | undefined): void => {
      setImmediate(() => {
        services
          .expertSearch()
          .reindex(ids)
          .catch((error: Error) => strapi.log.error(error));
      });
    };
    strapi.db.lifecycles.subscribe({
      models: [PROFILE],
      afterCreate: (event) => reindexLater([event.result.id]),
      afterUpdate: (event) => {
        if (event.result?.id) reindexLater([event.result.id]);
      },
    });
    strapi.db.lifecycles.subscribe({
      models: ['api::specialization.specialization'],
      afterUpdate: () => reindexLater(undefined),
    });

    if (process.env.SEED_IF_EMPTY === 'true') {
      if (await isEmpty(strapi)) {
        strapi.log.info('[seed] empty database: seeding the demonstration data…');
        await runSeed(strapi);
      } else {
        // A database seeded before the accounts existed still gets its demo accounts (idempotent).
        await seedDemoAccounts(strapi, (message) => strapi.log.info(`[seed] ${message}`));
      }
    }
    // The browser tests' own data (set by their runner only, never in production).
    if (process.env.E2E_FIXTURES === 'true') await seedE2eFixtures(strapi, (message) => strapi.log.info(`[seed] ${message}`));
  },

  async destroy() {
    await stopOutboxWorker();
    await closeRealtime();
    await closeRateLimitStore();
    await closePublicCache();
  },
};
