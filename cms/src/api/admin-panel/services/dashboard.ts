/**
 * The back office's dashboard (spec §2 admin "dashboard"; contracts/admin-bookings `AdminDashboard`):
 * {@link DASHBOARD_WEEKS} weeks of confirmed bookings (by start), revenue (paid bookings by the instant
 * of payment, per currency) and sign-ups (client and consultant accounts), and what waits for an admin:
 * consultant profiles to review, contact requests to answer, upcoming bookings, complaints to handle,
 * outbox messages failed or dead (docs/messaging.md); the published webinars starting within the next
 * {@link DASHBOARD_WEBINAR_DAYS} days and their active registrations (docs/api-webinars.md); per localized
 * list, the live records whose English side is missing or outdated (docs/api.md "Translation status").
 *
 * Weeks are calendar weeks of the asked IANA zone, Monday 00:00 to Monday 00:00 (luxon: daylight-saving
 * changes give 167- or 169-hour weeks); the last one is the current week. Rows are bucketed here rather
 * than grouped in SQL so that SQLite and PostgreSQL give the same weeks in any zone.
 *
 * Service `api::admin-panel.dashboard`.
 */
import { DateTime } from 'luxon';
import type { z } from 'zod';
import { DASHBOARD_WEBINAR_DAYS, DASHBOARD_WEEKS, type AdminDashboard } from '../../../contracts/admin-bookings';
import { BOOKING, CONSULTANT_PROFILE, OUTBOX, USER, WEBINAR, WEBINAR_REGISTRATION } from '../../../lib/content-types';
import { instant } from '../../../lib/booking/rows';
import { services } from '../../../lib/services';
import { flagWhere } from '../resources/people';
import { adminResources } from '../resources';
import { tracksTranslation, translationCounts } from '../../../lib/admin-resource';
import { clock } from '../../../contracts/clock';

/** The Mondays (00:00 in `zone`) starting the dashboard's weeks, oldest first, and the end of the last week. */
function weeksOf(zone: string, now: Date): { starts: DateTime[]; end: DateTime } {
  const current = DateTime.fromJSDate(now, { zone }).startOf('week');
  const first = current.minus({ weeks: DASHBOARD_WEEKS - 1 });
  return { starts: Array.from({ length: DASHBOARD_WEEKS }, (_, index) => first.plus({ weeks: index })), end: current.plus({ weeks: 1 }) };
}

export default () => ({
  /**
   * The dashboard's figures.
   * @param zone - a valid IANA zone (checked by the contract)
   * @param now - the current instant
   * @returns `AdminDashboard` (weeks as `YYYY-MM-DD` of their Monday in `zone`, money in minor units)
   */
  async figures(zone: string, now: Date = clock.now()): Promise<z.input<typeof AdminDashboard>> {
    const { starts, end } = weeksOf(zone, now);
    const window = { $gte: starts[0].toJSDate(), $lt: end.toJSDate() };
    const comingWebinar = { status: 'published', deletedAt: { $null: true }, start: { $gte: now, $lt: new Date(now.getTime() + DASHBOARD_WEBINAR_DAYS * 86_400_000) } };
    const weekOf = (value: unknown) => DateTime.fromJSDate(instant(value), { zone }).startOf('week').toISODate() as string;

    const [booked, paid, accounts, awaiting, openRequests, upcoming, openComplaints, outboxFailed, outboxDead, webinars, webinarRegistrations] = await Promise.all([
      strapi.db.query(BOOKING).findMany({ select: ['start'], where: { status: 'confirmed', start: window } }) as Promise<{ start: unknown }[]>,
      strapi.db.query(BOOKING).findMany({ select: ['fee_minor', 'currency'], where: { payment_status: 'paid', paid_at: window } }) as Promise<
        { fee_minor?: number | null; currency?: string | null }[]
      >,
      strapi.db.query(USER).findMany({
        select: ['createdAt'],
        where: { createdAt: window, role: { type: { $in: ['client', 'consultant'] } } },
        populate: { role: { select: ['type'] } },
      }) as Promise<{ createdAt: unknown; role?: { type?: string | null } | null }[]>,
      strapi.db.query(CONSULTANT_PROFILE).count({ where: { approval_status: 'submitted', deletedAt: { $null: true } } }),
      strapi.db.query('api::contact-request.contact-request').count({ where: { $and: [flagWhere('handled', false, false), { deletedAt: { $null: true } }] } }),
      strapi.db.query(BOOKING).count({ where: { status: 'confirmed', start: { $gte: now } } }),
      services.complaints().openCount(),
      strapi.db.query(OUTBOX).count({ where: { status: 'failed' } }),
      strapi.db.query(OUTBOX).count({ where: { status: 'dead' } }),
      strapi.db.query(WEBINAR).count({ where: comingWebinar }),
      strapi.db.query(WEBINAR_REGISTRATION).count({ where: { status: 'active', webinar: comingWebinar } }),
    ]);
    const localizedLists = adminResources.filter(tracksTranslation);
    const translations = await Promise.all(localizedLists.map(async (resource) => ({ resource: resource.name, ...(await translationCounts(resource)) })));

    const bookings = new Map(starts.map((start) => [start.toISODate() as string, 0]));
    for (const row of booked) {
      const week = weekOf(row.start);
      if (bookings.has(week)) bookings.set(week, (bookings.get(week) ?? 0) + 1);
    }
    const signups = new Map(starts.map((start) => [start.toISODate() as string, { clients: 0, consultants: 0 }]));
    for (const row of accounts) {
      const week = signups.get(weekOf(row.createdAt));
      if (!week) continue;
      if (row.role?.type === 'client') week.clients += 1;
      else if (row.role?.type === 'consultant') week.consultants += 1;
    }
    const revenue = new Map<string, { amount_minor: number; bookings: number }>();
    for (const row of paid) {
      const currency = (row.currency ?? '').toUpperCase();
      const total = revenue.get(currency) ?? { amount_minor: 0, bookings: 0 };
      total.amount_minor += Number(row.fee_minor ?? 0);
      total.bookings += 1;
      revenue.set(currency, total);
    }

    return {
      bookings_per_week: [...bookings].map(([week_start, count]) => ({ week_start, count })),
      revenue: [...revenue].sort(([a], [b]) => a.localeCompare(b)).map(([currency, total]) => ({ currency, ...total })),
      signups_per_week: [...signups].map(([week_start, counts]) => ({ week_start, ...counts })),
      consultants_awaiting_approval: awaiting,
      open_contact_requests: openRequests,
      upcoming_bookings: upcoming,
      open_complaints: openComplaints,
      outbox_failed: outboxFailed,
      outbox_dead: outboxDead,
      webinars_this_week: webinars,
      webinar_registrations_this_week: webinarRegistrations,
      translations,
    };
  },
});
