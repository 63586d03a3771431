import type { Core } from '@strapi/strapi';
import { appKeys } from './secrets';
import cronTasks from './cron-tasks';

/**
 * HTTP server: one port serves /api, /cms (Strapi admin), /admin (react-admin) and / (web).
 * Cron: the scheduled jobs of ./cron-tasks (booking reminders every minute).
 */
export default ({ env }: { env: Core.Config.Shared.ConfigParams['env'] }) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  app: { keys: appKeys() },
  logger: { updates: { enabled: false }, startup: { enabled: env.bool('STRAPI_STARTUP_LOG', true) } },
  cron: { enabled: true, tasks: cronTasks },
});
