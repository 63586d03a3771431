/**
 * Webinars of the back office (docs/api-webinars.md; contracts/admin-webinars `AdminWebinarRecord`):
 * every webinar with its host, time, seats and fee, filtered by status, consultant, specialization,
 * start and free or paid, searched by title. Consultants write webinars: no create, no edit here; an
 * admin cancels a published one through the action of controllers/webinars.ts, moves a draft or a
 * finished one to the trash, restores it, or deletes one nobody registered to for good. One webinar
 * (`GET /webinars/:id`, the action's answer) adds its description and its registrations
 * (`AdminWebinarDetail`).
 */
import type { z } from 'zod';
import { AdminWebinarDetail, AdminWebinarRecord, WEBINAR_SORTABLE, webinarFilters, WebinarStatus, WEBINARS_ADMIN_TAG } from '../../../contracts/admin-webinars';
import { clock } from '../../../contracts/clock';
import { defineAdminResource, type ResourceDocument, type ResourceRow } from '../../../lib/admin-resource';
import { WEBINAR, WEBINAR_ATTENDANCE, WEBINAR_REGISTRATION } from '../../../lib/content-types';
import { shownName } from '../../../lib/erased-person';
import { ApiError, notFound } from '../../../lib/http-errors';
import { t, type Locale } from '../../../lib/messages';
import { namesIn } from '../../../lib/reference-names';
import { webinarTitle } from '../../../lib/webinars/notifications';
import { dayBounds, instantOrNull, relationOf, textOrNull } from './people';

const SPECIALIZATION = 'api::specialization.specialization' as const;
const LANGUAGE = 'api::language.language' as const;

/** What a webinar row needs populated for its record: the host's id and name. */
const WEBINAR_RECORD_POPULATE = { consultant: { select: ['documentId', 'display_name', 'deletedAt'] } };
/** What a registration row needs populated for the webinar's page: the client's id, name and e-mail. */
const REGISTRATION_POPULATE = { client: { select: ['documentId', 'display_name', 'deletedAt'], populate: { user: { select: ['id', 'email'] } } } };

type WebinarRecord = z.input<typeof AdminWebinarRecord>;

const integerOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const slugs = (rows: ResourceRow[], column: string) => [...new Set(rows.map((row) => textOrNull(row[column])).filter((slug): slug is string => !!slug))];

/**
 * The records of a page of webinars; the names of their specializations and languages for the whole
 * page at once.
 * @param rows - webinar rows populated with {@link WEBINAR_RECORD_POPULATE}
 */
export async function webinarRecords(rows: ResourceRow[], locale: Locale): Promise<WebinarRecord[]> {
  const [specializations, languages] = await Promise.all([
    namesIn(SPECIALIZATION, 'slug', slugs(rows, 'specialization_slug'), locale),
    namesIn(LANGUAGE, 'slug', slugs(rows, 'language_slug'), locale),
  ]);
  return rows.map((row) => {
    const consultant = relationOf<{ display_name?: string | null; deletedAt?: unknown }>(row.consultant);
    const specialization = textOrNull(row.specialization_slug) || null;
    const language = textOrNull(row.language_slug) || null;
    return {
      id: row.documentId,
      slug: textOrNull(row.slug) ?? '',
      title: webinarTitle({ title_fr: textOrNull(row.title_fr), title_en: textOrNull(row.title_en) }, locale),
      title_fr: textOrNull(row.title_fr) ?? '',
      title_en: textOrNull(row.title_en) ?? '',
      status: WebinarStatus.safeParse(row.status).data ?? 'draft',
      consultant: consultant?.documentId ?? null,
      consultant_name: shownName(consultant, 'consultant', locale),
      specialization,
      specialization_name: specialization ? (specializations.get(specialization) ?? null) : null,
      language,
      language_name: language ? (languages.get(language) ?? null) : null,
      start: instantOrNull(row.start),
      end: instantOrNull(row.end),
      time_zone: textOrNull(row.time_zone) || null,
      duration_minutes: integerOrNull(row.duration_minutes),
      capacity: integerOrNull(row.capacity),
      seats_taken: integerOrNull(row.seats_taken) ?? 0,
      fee_minor: integerOrNull(row.fee_minor) ?? 0,
      currency: (textOrNull(row.currency) ?? '').toUpperCase(),
      cancelled_at: instantOrNull(row.cancelled_at),
      createdAt: instantOrNull(row.createdAt) ?? '',
      updatedAt: instantOrNull(row.updatedAt) ?? '',
      deletedAt: instantOrNull(row.deletedAt),
    };
  });
}

/**
 * The back office's page of one webinar: its record, its description and its registrations, oldest first.
 * @param row - a webinar row populated with {@link WEBINAR_RECORD_POPULATE}
 * @returns `AdminWebinarDetail`
 */
export async function webinarDetail(row: ResourceRow, locale: Locale): Promise<z.input<typeof AdminWebinarDetail>> {
  const [[record], registrations, presences] = await Promise.all([
    webinarRecords([row], locale),
    strapi.db.query(WEBINAR_REGISTRATION).findMany({ where: { webinar: { id: row.id } }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], populate: REGISTRATION_POPULATE }) as Promise<ResourceRow[]>,
    strapi.db.query(WEBINAR_ATTENDANCE).findMany({ where: { webinar: { id: row.id } }, select: ['joined_at', 'left_at'], populate: { user: { select: ['id'] } } }) as Promise<ResourceRow[]>,
  ]);
  // Minutes each account spent in the live session (a presence still open counts until now).
  const attended = new Map<number, number>();
  for (const presence of presences) {
    const user = presence.user as { id?: number } | null | undefined;
    const joined = instantOrNull(presence.joined_at);
    if (typeof user?.id !== 'number' || !joined) continue;
    const left = instantOrNull(presence.left_at);
    const minutes = Math.max(0, ((left ? Date.parse(left) : clock.ms()) - Date.parse(joined)) / 60_000);
    attended.set(user.id, (attended.get(user.id) ?? 0) + minutes);
  }
  return {
    ...record,
    description_fr: textOrNull(row.description_fr) ?? '',
    description_en: textOrNull(row.description_en) ?? '',
    registrations: registrations.map((registration) => {
      const client = relationOf<{ display_name?: string | null; deletedAt?: unknown; user?: { id?: number; email?: string | null } | null }>(registration.client);
      const minutes = client?.user?.id === undefined ? undefined : attended.get(client.user.id);
      return {
        id: registration.documentId,
        client: client?.documentId ?? null,
        client_name: shownName(client, 'client', locale),
        client_email: client?.user?.email ?? null,
        status: registration.status === 'cancelled' ? 'cancelled' : 'active',
        payment_status: (registration.payment_status as 'pending' | 'paid' | 'free' | 'refunded' | null | undefined) ?? 'pending',
        fee_minor: integerOrNull(registration.fee_minor) ?? 0,
        currency: (textOrNull(registration.currency) ?? '').toUpperCase(),
        registered_at: instantOrNull(registration.createdAt) ?? '',
        cancelled_at: instantOrNull(registration.cancelled_at),
        cancelled_by: (registration.cancelled_by as 'client' | 'consultant' | 'admin' | 'unpaid' | null | undefined) ?? null,
        attended_minutes: minutes === undefined ? null : Math.round(minutes),
      };
    }),
  };
}

/**
 * The detail of webinar `documentId`, as the cancel action answers it.
 * @throws ApiError 404 for an unknown webinar
 */
export async function webinarDetailById(documentId: string, locale: Locale): Promise<z.input<typeof AdminWebinarDetail>> {
  const row = (await strapi.db.query(WEBINAR).findOne({ where: { documentId }, populate: WEBINAR_RECORD_POPULATE })) as ResourceRow | null;
  if (!row) throw notFound(t(locale, 'admin.notFound'));
  return webinarDetail(row, locale);
}

/** Whether a webinar has ended (its end, or its start when it has no duration, is past). */
export function webinarEnded(row: { start?: unknown; end?: unknown; [field: string]: unknown }): boolean {
  const at = instantOrNull(row.end) ?? instantOrNull(row.start);
  return at !== null && Date.parse(at) <= clock.ms();
}

export default defineAdminResource({
  name: 'webinars',
  noun: 'webinar',
  tag: WEBINARS_ADMIN_TAG,
  uid: WEBINAR,
  record: AdminWebinarRecord,
  detail: AdminWebinarDetail,
  create: false,
  update: false,
  trash: true,
  populate: WEBINAR_RECORD_POPULATE,
  search: ['title_fr', 'title_en'],
  sortable: WEBINAR_SORTABLE,
  // In the order of a webinar's life, on every database (and `status` cannot be sorted by column).
  sortValues: { status: WebinarStatus.options },
  filters: webinarFilters,
  filterWhere: {
    specialization: (value: string) => ({ specialization_slug: value }),
    free: (value: boolean) => ({ fee_minor: value ? 0 : { $gt: 0 } }),
    start: dayBounds('start'),
  },
  toRecords: (documents: ResourceDocument[], locale: Locale) =>
    webinarRecords(
      documents.map(({ row }) => row),
      locale,
    ),
  toDetail: ({ row }, locale) => webinarDetail(row, locale),
  /** Clients still registered to a published webinar to come: it is cancelled first (they are told and refunded). */
  beforeDelete({ row }, locale) {
    if (row.status === 'published' && !webinarEnded(row)) throw new ApiError(409, 'CancelFirst', t(locale, 'admin.webinarCancelFirst'));
  },
  /** Registrations (and their payments) keep their webinar: one with registrations is never deleted for good. */
  inUse: (row) => strapi.db.query(WEBINAR_REGISTRATION).count({ where: { webinar: { id: row.id } } }),
});
