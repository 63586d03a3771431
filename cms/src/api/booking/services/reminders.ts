/**
 * Booking reminders (docs/api-bookings.md "Notifications"): both sides are e-mailed 24 h
 * and 1 h before a confirmed booking starts, each reminder exactly once. Run every minute by the cron
 * task of config/cron-tasks.ts.
 *
 * Exactly once: a run claims the booking with one conditional update
 * (`SET reminder_24h_sent_at = now WHERE id = ? AND reminder_24h_sent_at IS NULL`) and, in the same
 * transaction, queues the two e-mails in the outbox (lib/outbox) only when that update changed a row, so
 * two overlapping runs, several server processes or a restart never queue the same reminder twice; the
 * outbox sends them, retrying while the mail server is down.
 *
 * Rules: no reminder for a cancelled booking or one that has started; no 24 h reminder once the 1 h
 * reminder is due (a booking made less than an hour ahead, or a server that was down for a day).
 *
 * Service `api::booking.reminders`.
 */
import { BOOKING } from '../../../lib/content-types';
import { services } from '../../../lib/services';
import { writeTransaction } from '../../../lib/transactions';
import { clock } from '../../../contracts/clock';
const HOUR_MS = 60 * 60 * 1000;

type Lead = '24h' | '1h';
const FIELD: Record<Lead, 'reminder_24h_sent_at' | 'reminder_1h_sent_at'> = { '24h': 'reminder_24h_sent_at', '1h': 'reminder_1h_sent_at' };

/** What one run queued: the number of bookings reminded (each reminder goes to both sides). */
export interface ReminderRun {
  sent24h: number;
  sent1h: number;
}

/** Confirmed bookings starting in (`after`, `until`] whose `lead` reminder is not sent yet. */
async function due(lead: Lead, after: Date, until: Date): Promise<{ id: number; documentId: string }[]> {
  return strapi.db.query(BOOKING).findMany({
    select: ['id', 'documentId'],
    where: { status: 'confirmed', start: { $gt: after, $lte: until }, [FIELD[lead]]: { $null: true } },
    orderBy: { start: 'asc' },
    limit: 500,
  }) as Promise<{ id: number; documentId: string }[]>;
}

/** Claim the `lead` reminder of a booking; @returns true for the one caller that changed the row. */
async function claim(lead: Lead, id: number, now: Date): Promise<boolean> {
  const { count } = await strapi.db.query(BOOKING).updateMany({
    where: { id, [FIELD[lead]]: { $null: true } },
    data: { [FIELD[lead]]: now },
  });
  return count === 1;
}

export default () => ({
  /**
   * Send the reminders that are due at `now`: the 24 h one for confirmed bookings starting in
   * (now + 1 h, now + 24 h], the 1 h one for those starting in (now, now + 1 h].
   * @param now - the current instant (tests pass a later one to stand for a later run)
   * @returns how many bookings were reminded by this run, per reminder
   */
  async run(now: Date = clock.now()): Promise<ReminderRun> {
    const notifications = services.bookingNotifications();
    const result: ReminderRun = { sent24h: 0, sent1h: 0 };
    const windows: [Lead, Date, Date][] = [
      ['1h', now, new Date(now.getTime() + HOUR_MS)],
      ['24h', new Date(now.getTime() + HOUR_MS), new Date(now.getTime() + 24 * HOUR_MS)],
    ];
    for (const [lead, after, until] of windows) {
      for (const booking of await due(lead, after, until)) {
        const queued = await writeTransaction(async () => (await claim(lead, booking.id, now)) && (await notifications.reminder(booking.documentId, lead)) > 0);
        if (!queued) continue;
        if (lead === '24h') result.sent24h += 1;
        else result.sent1h += 1;
      }
    }
    return result;
  },
});
