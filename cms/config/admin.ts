import type { Core } from '@strapi/strapi';
import { secret } from './secrets';

/** Strapi's own admin panel (content editors), served at /cms; /admin is our react-admin back office. */
export default ({ env }: { env: Core.Config.Shared.ConfigParams['env'] }) => ({
  url: '/cms',
  autoOpen: false,
  // The test runs compile the server only (`tsc -p cms`, no panel bundle) and set CMS_PANEL=false.
  serveAdminPanel: env.bool('CMS_PANEL', true),
  auth: { secret: secret('ADMIN_JWT_SECRET') },
  apiToken: { salt: secret('API_TOKEN_SALT') },
  transfer: { token: { salt: secret('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: secret('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
});
