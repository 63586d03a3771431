/**
 * Scheduled jobs (Strapi cron, enabled in config/server.ts).
 * - `bookingReminders`: every minute (`BOOKING_REMINDERS_CRON_RULE`), the 24 h and 1 h booking reminders (docs/api-bookings.md "Notifications",
 *   `api::booking.reminders`); off when `BOOKING_REMINDERS_CRON=false` (the API tests call the service
 *   themselves with chosen instants). Each reminder is claimed in the database before it is sent, so
 *   overlapping runs and several server processes are safe.
 * - `starterKitDeliveries`: every minute, another attempt for each starter-kit e-mail whose delivery
 *   failed or never finished (`api::starter-kit-request.deliveries` `retryDue`, growing delays, at most
 *   5 attempts); off when `STARTER_KIT_CRON=false`. Each attempt is claimed in the database first.
 */
import type { Core } from '@strapi/strapi';

const remindersEnabled = () => process.env.BOOKING_REMINDERS_CRON !== 'false';
/**
 * When the reminder job runs: `BOOKING_REMINDERS_CRON_RULE` (a node-schedule rule, six fields for
 * seconds), default every minute. The scale-out test runs two instances every two seconds to show that
 * each reminder still goes out once.
 */
const remindersRule = () => process.env.BOOKING_REMINDERS_CRON_RULE || '* * * * *';
const starterKitsEnabled = () => process.env.STARTER_KIT_CRON !== 'false';

export default {
  ...(remindersEnabled()
    ? {
        bookingReminders: {
          task: async ({ strapi }: { strapi: Core.Strapi }) => {
            try {
              const { sent24h, sent1h } = await (strapi.service('api::booking.reminders') as any).run();
              if (sent24h || sent1h) strapi.log.info(`[cron] booking reminders sent: ${sent24h} at 24 h, ${sent1h} at 1 h`);
            } catch (error) {
              strapi.log.error(`[cron] booking reminders failed: ${(error as Error).message}`);
            }
          },
          options: { rule: remindersRule() },
        },
      }
    : {}),
  ...(starterKitsEnabled()
    ? {
        starterKitDeliveries: {
          task: async ({ strapi }: { strapi: Core.Strapi }) => {
            try {
              const { sent, failed } = await (strapi.service('api::starter-kit-request.deliveries') as any).retryDue();
              if (sent || failed) strapi.log.info(`[cron] starter kits sent again: ${sent}, failed again: ${failed}`);
            } catch (error) {
              strapi.log.error(`[cron] starter-kit deliveries failed: ${(error as Error).message}`);
            }
          },
          options: { rule: '* * * * *' },
        },
      }
    : {}),
};
