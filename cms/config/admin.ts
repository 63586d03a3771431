import type { Core } from '@strapi/strapi';
import { secret } from './secrets';

/** Strapi's own admin panel (content editors), served at /cms; /admin is our react-admin back office. */
export default ({ env }: { env: Core.Config.Shared.ConfigParams['env'] }) => ({
  url: '/cms',
  autoOpen: false,
  // The API tests serve without the panel (CMS_PANEL=false); the browser tests bundle it from the
  // compiled server (scripts/build-panel.mjs) and serve it.
  serveAdminPanel: env.bool('CMS_PANEL', true),
  auth: {
    secret: secret('ADMIN_JWT_SECRET'),
    // The panel's pages are under /cms but its API under /admin, and Strapi gives one path to both of its
    // cookies: the access-token cookie, which the panel's script reads on its /cms pages, and the httpOnly
    // refresh cookie, which only POST /admin/access-token reads. Under its default (/admin) the panel cannot
    // see the first, and a sign-in without "Remember me" ends on the login page again; under /cms the
    // second would not reach /admin. The site's root holds both. Built into the panel: changing it needs a panel build.
    cookie: { path: '/' },
  },
  apiToken: { salt: secret('API_TOKEN_SALT') },
  transfer: { token: { salt: secret('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: secret('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
});
