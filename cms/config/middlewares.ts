/**
 * Koa middleware chain. `global::role-surface` guards /api/client, /api/consultant and
 * /api/admin-panel (x-api-key, content locale); `global::spa-static` serves the web build at /
 * and the admin-ui build at /admin with a client-side-routing fallback, each web page with its own head;
 * `global::seo` answers /sitemap.xml and /robots.txt; `global::public-cache` answers the anonymous
 * catalogue reads from memory (docs/public-cache.md); `global::cms-panel-policy` gives Strapi's own panel
 * (/cms) its Content-Security-Policy. With `DB_QUERY_COUNT_HEADER=true` (benchmark, API tests),
 * `global::query-count` adds `X-Query-Count` to every answer (lib/query-count).
 */
import { maxUploadBytes } from '../src/lib/uploads';
import { allowedOrigins } from '../src/lib/origins';
import { publicMediaOrigin } from '../src/lib/object-storage';
import { queryCountEnabled } from '../src/lib/query-count';

// Public media on the object store (S3_PUBLIC_URL) are images and videos of another origin.
const mediaOrigins = [publicMediaOrigin()].filter((origin): origin is string => origin !== null);

export default [
  // Anonymous catalogue reads answered from memory before everything below (docs/public-cache.md); it
  // hides Accept-Encoding from strapi::compression on a miss and compresses the stored answer itself.
  // First, before the request log: writing a log line costs more than answering a hit (the reverse
  // proxy's access log records every request; misses are still logged below).
  'global::public-cache',
  ...(queryCountEnabled() ? ['global::query-count'] : []),
  'strapi::logger',
  'strapi::compression',
  'strapi::errors',
  'global::security-headers',
  // A bearer JWT without an expiry is refused on every surface (ours and Strapi's admin API).
  'global::token-expiry',
  // Strapi's own admin API never registers a super-administrator from the outside.
  'global::cms-admin-guard',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'connect-src': ["'self'", 'https:'],
          'img-src': ["'self'", 'data:', 'blob:', ...mediaOrigins],
          'media-src': ["'self'", 'data:', 'blob:', ...mediaOrigins],
          'frame-src': ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
          upgradeInsecureRequests: null,
        },
      },
    },
  },
  // Strapi's own panel (/cms) gets its own policy in place of helmet's: scripts without 'unsafe-inline'.
  'global::cms-panel-policy',
  {
    name: 'strapi::cors',
    // Only the configured origins (PUBLIC_URL, CORS_ORIGINS), and no credentials: our API authenticates
    // with bearer tokens; the refresh-token cookie is same-origin and SameSite=Strict.
    config: {
      origin: allowedOrigins(),
      credentials: false,
      headers: ['Content-Type', 'Authorization', 'Origin', 'Accept', 'Accept-Language', 'x-api-key', 'x-altcha', 'Idempotency-Key'],
      expose: ['Content-Range', 'X-Total-Count'],
    },
  },
  'strapi::query',
  // Before the body parser: x-api-key is checked before an upload is read, and a file above the limit
  // is answered 413 in the one error shape.
  'global::role-surface',
  {
    name: 'strapi::body',
    // includeUnparsed: the raw JSON body stays readable (`ctx.request.body[Symbol.for('unparsedBody')]`)
    // for the Stripe webhook signature check.
    config: { formidable: { maxFileSize: maxUploadBytes() }, includeUnparsed: true },
  },
  'strapi::session',
  'strapi::favicon',
  // sitemap.xml, robots.txt and the consultants' initials images (docs/seo.md), before public/ files.
  'global::seo',
  'strapi::public',
  'global::spa-static',
];
