/**
 * Scheduled jobs (Strapi cron, enabled in config/server.ts).
 * - `bookingReminders`: every minute (`BOOKING_REMINDERS_CRON_RULE`), the 24 h and 1 h booking reminders (docs/api-bookings.md "Notifications",
 *   `api::booking.reminders`), the 24 h webinar reminders (docs/api-webinars.md "E-mails", `api::webinar.webinars`) and the
 *   webinar registrations' Stripe checkouts whose webhook never came (docs/api-webinars.md "Payment"); off when `BOOKING_REMINDERS_CRON=false` (the API tests call the service
 *   themselves with chosen instants). Each reminder is claimed in the database in the transaction that
 *   queues its e-mails in the outbox, so overlapping runs and several server processes are safe. The same
 *   task sends the daily digests of slots freed by favourite experts (docs/api-bookings.md "Earlier-slot
 *   alerts"), each claimed on the client's profile in the transaction that queues it.
 * - `retention`: every day at 03:30 UTC (`RETENTION_CRON_RULE`), deletes the personal data past its
 *   retention period (docs/privacy.md "Retention", `api::retention.retention`); off when
 *   `RETENTION_CRON=false` (the API tests call the service themselves). Every replica schedules it; the
 *   first to claim the day in the database runs it, the others skip that day.
 *
 * The outbox worker that sends every e-mail (and retries failed ones) is not a cron task: it runs after
 * each commit that queues messages and polls every few seconds (lib/outbox, docs/messaging.md).
 */
import type { Core } from '@strapi/strapi';
import { readRetentionPeriods, retentionCronEnabled, retentionCronRule } from '../src/lib/retention-periods';
import { services } from '../src/lib/services';
import { sendFavouriteDigests } from '../src/lib/booking/earlier-slots';

const remindersEnabled = () => process.env.BOOKING_REMINDERS_CRON !== 'false';
/**
 * When the reminder job runs: `BOOKING_REMINDERS_CRON_RULE` (a node-schedule rule, six fields for
 * seconds), default every minute. The scale-out test runs two instances every two seconds to show that
 * each reminder still goes out once.
 */
const remindersRule = () => process.env.BOOKING_REMINDERS_CRON_RULE || '* * * * *';

// A retention variable that is not a positive whole number stops the server here, with its name, rather
// than at 03:30 or never.
readRetentionPeriods();

export default {
  ...(remindersEnabled()
    ? {
        bookingReminders: {
          task: async ({ strapi }: { strapi: Core.Strapi }) => {
            try {
              const { sent24h, sent1h } = await (strapi.service('api::booking.reminders') as any).run();
              if (sent24h || sent1h) strapi.log.info(`[cron] booking reminders sent: ${sent24h} at 24 h, ${sent1h} at 1 h`);
              const webinars: number = await (strapi.service('api::webinar.webinars') as any).remind();
              if (webinars) strapi.log.info(`[cron] webinar reminders sent: ${webinars}`);
              const checkouts: { paid: number; released: number } = await (strapi.service('api::webinar.webinars') as any).settleCheckouts();
              if (checkouts.paid || checkouts.released) strapi.log.info(`[cron] webinar checkouts settled: ${checkouts.paid} paid, ${checkouts.released} seats given back`);
              const digests = await sendFavouriteDigests();
              if (digests) strapi.log.info(`[cron] favourite experts' freed slots digests sent: ${digests}`);
            } catch (error) {
              strapi.log.error(`[cron] booking reminders failed: ${(error as Error).message}`);
            }
          },
          options: { rule: remindersRule() },
        },
      }
    : {}),
  ...(retentionCronEnabled()
    ? {
        retention: {
          task: async ({ strapi }: { strapi: Core.Strapi }) => {
            try {
              // The service logs what it removed; `null`: another replica has today's run.
              await services.retention().runDaily();
            } catch (error) {
              strapi.log.error(`[cron] retention failed: ${(error as Error).message}`);
            }
          },
          options: { rule: retentionCronRule(), tz: 'Etc/UTC' },
        },
      }
    : {}),
};
