import type { Core } from '@strapi/strapi';
import { devSecret } from './secrets';

/** Strapi's own admin panel (content editors), served at /cms; /admin is our react-admin back office. */
export default ({ env }: { env: Core.Config.Shared.ConfigParams['env'] }) => ({
  url: '/cms',
  autoOpen: false,
  // The test runs compile the server only (`tsc -p cms`, no panel bundle) and set CMS_PANEL=false.
  serveAdminPanel: env.bool('CMS_PANEL', true),
  auth: { secret: env('ADMIN_JWT_SECRET', devSecret('ADMIN_JWT_SECRET')) },
  apiToken: { salt: env('API_TOKEN_SALT', devSecret('API_TOKEN_SALT')) },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT', devSecret('TRANSFER_TOKEN_SALT')) } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY', devSecret('ENCRYPTION_KEY')) },
  flags: { nps: false, promoteEE: false },
});
