/**
 * Webinars (docs/api-webinars.md): group sessions a consultant hosts and clients register for.
 *
 * - A consultant writes drafts, publishes a complete draft (approved and active consultants only, start in
 *   the future), edits until the start, deletes a draft (trash, `deletedAt`) or cancels a published webinar
 *   (every registered client e-mailed and refunded).
 * - Visitors list the published webinars that have not ended and read one by its slug.
 * - A signed-in client registers (the consent form and health assessment gate of bookings applies) and
 *   unregisters until the change notice of bookings.
 *
 * No more registrations than seats, by construction: inside the registration's transaction the client's
 * seat row is inserted into `webinar_seats`, whose primary key (webinar, client) the database enforces
 * (database/migrations), then one conditional
 * `UPDATE webinars SET seats_taken = seats_taken + 1 WHERE id = ? AND seats_taken < capacity` takes a
 * seat; when it changes no row the transaction rolls back and the client gets 409 `WebinarFull`.
 *
 * Instants are UTC; durations in minutes; money in minor units of the webinar's currency (the consultant's).
 */
import type { z } from 'zod';
import type { ConsultantWebinar, WebinarAttendee, WebinarCard, WebinarDetail, WebinarRegistration, WebinarRequest } from '../../contracts/webinars';
import { clock } from '../../contracts/clock';
import { bookingSettings } from '../booking-settings';
import { assertFormsGiven } from '../booking/lifecycle';
import { conflict, HOUR, instant, iso, type ClientRow, type ConsultantRow } from '../booking/rows';
import { CLIENT_PROFILE, WEBINAR, WEBINAR_REGISTRATION, type Row } from '../content-types';
import { shownName } from '../erased-person';
import { ApiError, notFound } from '../http-errors';
import { isUniqueViolation } from '../idempotency';
import { toMedia } from '../localized-content';
import { t, type Locale } from '../messages';
import { paymentProvider } from '../payments';
import { answerValidUntil, invalidateTags } from '../public-cache';
import { namesIn } from '../reference-names';
import { freeSlug, slugIn } from '../slugs';
import { writeTransaction } from '../transactions';
import { ACCEPTED, checkedUpload, type UploadedFiles } from '../uploads';
import { minutesInLive } from './live-session';
import { queueWebinarMail, type NoticeClient } from './notifications';
import { startRegistrationPayment } from './payments';
import { freeSeat, SEATS, webinarColumns } from './seats';

const SPECIALIZATION = 'api::specialization.specialization' as const;
const LANGUAGE = 'api::language.language' as const;
const MINUTE = 60_000;

/** A webinar row (`consultant` when populated). */
export type WebinarRow = Row<typeof WEBINAR>;
/** A registration row (`webinar`, `client` when populated). */
export type RegistrationRow = Row<typeof WEBINAR_REGISTRATION>;
/** What a consultant sends (`contracts/webinars` `WebinarRequest`, parsed: `start` a Date). */
export type WebinarInput = z.output<typeof WebinarRequest>;
/** A webinar as its consultant sees it. */
export type ConsultantWebinarView = z.input<typeof ConsultantWebinar>;
/** A published webinar as visitors see it. */
export type WebinarCardView = z.input<typeof WebinarCard>;
/** A published webinar with its description. */
export type WebinarDetailView = z.input<typeof WebinarDetail>;
/** A client's registration. */
export type RegistrationView = z.input<typeof WebinarRegistration>;
/** A registration as the webinar's consultant sees it. */
export type AttendeeView = z.input<typeof WebinarAttendee>;

/** The host's fields a card shows. */
const HOST_POPULATE = { cover: true, consultant: { select: ['id', 'documentId', 'display_name', 'deletedAt'], populate: { photo: true } } } as const;
/** What the registration e-mails read of a client. */
const CLIENT_NOTICE_POPULATE = { client: { select: ['id', 'documentId', 'display_name', 'time_zone', 'correspondence_language'], populate: { user: { select: ['email'] } } } } as const;

/** `fr` or `en` text in `locale`, else the other language (French serves when English is empty, and the reverse). */
function inLocale(fr: string | null | undefined, en: string | null | undefined, locale: Locale): string {
  const french = fr?.trim() ?? '';
  const english = en?.trim() ?? '';
  return locale === 'en' ? english || french : french || english;
}

/** Whether a stored instant has passed (the clock module's now). */
const passed = (value: unknown): boolean => instant(value).getTime() <= clock.ms();

/** A 400 with `fieldErrors` in the request's language. */
function fieldErrors(locale: Locale, errors: Record<string, string[]>, name = 'ValidationError', key: 'validation.failed' | 'webinar.incomplete' = 'validation.failed'): ApiError {
  return new ApiError(400, name, t(locale, key), { fieldErrors: errors });
}

/** Row → the consultant's view. */
function consultantView(row: WebinarRow): ConsultantWebinarView {
  const taken = row.seats_taken ?? 0;
  return {
    id: row.documentId,
    slug: row.slug ?? '',
    status: row.status ?? 'draft',
    title_fr: row.title_fr ?? '',
    title_en: row.title_en ?? '',
    description_fr: row.description_fr ?? '',
    description_en: row.description_en ?? '',
    cover: toMedia(row.cover as Parameters<typeof toMedia>[0]),
    specialization: row.specialization_slug ?? null,
    language: row.language_slug ?? null,
    start: iso(row.start),
    end: iso(row.end),
    duration_minutes: row.duration_minutes ?? null,
    capacity: row.capacity ?? null,
    fee_minor: row.fee_minor ?? 0,
    currency: row.currency ?? '',
    registrations: taken,
    seats_left: row.capacity === null || row.capacity === undefined ? null : Math.max(0, row.capacity - taken),
    can_edit: row.status !== 'cancelled' && !(row.start && passed(row.start)),
    created_at: iso(row.createdAt) ?? clock.now().toISOString(),
    cancelled_at: iso(row.cancelled_at),
  };
}

/** The names of the specializations and languages of `rows`, in `locale`. */
async function referenceNames(rows: WebinarRow[], locale: Locale) {
  const slugs = (field: 'specialization_slug' | 'language_slug') => [...new Set(rows.map((row) => row[field]).filter((slug): slug is string => !!slug))];
  const [specializations, languages] = await Promise.all([namesIn(SPECIALIZATION, 'slug', slugs('specialization_slug'), locale), namesIn(LANGUAGE, 'slug', slugs('language_slug'), locale)]);
  return { specializations, languages };
}

type Names = Awaited<ReturnType<typeof referenceNames>>;

/** A published (or cancelled) row with its host → the visitors' card. */
function cardOf(row: WebinarRow, names: Names, locale: Locale): WebinarCardView {
  const host = row.consultant as (ConsultantRow & { photo?: Parameters<typeof toMedia>[0] }) | null | undefined;
  const reference = (slug: string | null | undefined, map: Map<string, string>) => (slug ? { slug, name: map.get(slug) ?? slug } : null);
  return {
    id: row.documentId,
    slug: row.slug ?? '',
    title: inLocale(row.title_fr, row.title_en, locale),
    cover: toMedia(row.cover as Parameters<typeof toMedia>[0], inLocale(row.title_fr, row.title_en, locale)),
    start: instant(row.start).toISOString(),
    end: instant(row.end).toISOString(),
    duration_minutes: row.duration_minutes ?? 0,
    fee_minor: row.fee_minor ?? 0,
    currency: row.currency ?? '',
    capacity: row.capacity ?? 0,
    seats_left: Math.max(0, (row.capacity ?? 0) - (row.seats_taken ?? 0)),
    specialization: reference(row.specialization_slug, names.specializations),
    language: reference(row.language_slug, names.languages),
    consultant: { id: host?.documentId ?? '', display_name: shownName(host, 'consultant', locale), photo: toMedia(host?.photo) },
    status: row.status === 'cancelled' ? 'cancelled' : 'published',
  };
}

/**
 * The consultant's own webinar, not in the trash.
 * @throws ApiError 404 for another consultant's webinar or an unknown one
 */
async function ownWebinar(consultant: ConsultantRow, documentId: string, locale: Locale): Promise<WebinarRow> {
  const row: WebinarRow | null = await strapi.db.query(WEBINAR).findOne({ where: { documentId, consultant: { id: consultant.id }, deletedAt: { $null: true } }, populate: { cover: true } });
  if (!row) throw notFound(t(locale, 'webinar.notFound'));
  return row;
}

/** A webinar's slug made from its title, free among all webinars (`-2`, `-3`… appended when taken). */
async function newSlug(input: WebinarInput): Promise<string> {
  const base = (input.title_fr ? slugIn(input.title_fr, 'fr') : slugIn(input.title_en, 'en')) || 'webinar';
  const taken: { slug: string | null }[] = await strapi.db.query(WEBINAR).findMany({ where: { slug: { $startsWith: base } }, select: ['slug'] });
  const slugs = new Set(taken.map((row) => row.slug));
  return freeSlug(base, (candidate) => slugs.has(candidate));
}

/**
 * The field errors of what a consultant sent: unknown specialization or language slug, a start in the
 * past, no title left in either language.
 */
async function inputErrors(input: WebinarInput, titles: { fr: string; en: string }, locale: Locale): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  if (!titles.fr.trim() && !titles.en.trim()) errors.title_fr = errors.title_en = [t(locale, 'webinar.titleRequired')];
  if (input.specialization && !(await namesIn(SPECIALIZATION, 'slug', [input.specialization], locale)).size) errors.specialization = [t(locale, 'webinar.unknownSpecialization')];
  if (input.language && !(await namesIn(LANGUAGE, 'slug', [input.language], locale)).size) errors.language = [t(locale, 'webinar.unknownLanguage')];
  if (input.start && input.start.getTime() <= clock.ms()) errors.start = [t(locale, 'webinar.startPast')];
  return errors;
}

/** The stored fields of what a consultant sent (only the fields sent). */
function storedFields(input: WebinarInput): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const key of ['title_fr', 'title_en', 'description_fr', 'description_en', 'duration_minutes', 'capacity', 'fee_minor'] as const) if (input[key] !== undefined) data[key] = input[key];
  if (input.specialization !== undefined) data.specialization_slug = input.specialization;
  if (input.language !== undefined) data.language_slug = input.language;
  if (input.start !== undefined) data.start = input.start;
  return data;
}

/** The end of a webinar starting at `start` (UTC) for `minutes`, or null while either is unknown. */
const endOf = (start: unknown, minutes: number | null | undefined): Date | null => (start && minutes ? new Date(instant(start).getTime() + minutes * MINUTE) : null);

/** The active registrations of a webinar, with what their e-mails need of each client. */
function activeRegistrations(webinarId: number): Promise<(RegistrationRow & { client?: NoticeClient & { id: number } })[]> {
  return strapi.db.query(WEBINAR_REGISTRATION).findMany({ where: { webinar: { id: webinarId }, status: 'active' }, populate: CLIENT_NOTICE_POPULATE });
}

/** Give a registration's payment back (provider refund, then `payment_status: refunded`). @throws what the provider throws */
async function refundRegistration(row: RegistrationRow): Promise<void> {
  await paymentProvider(row.payment_provider ?? 'direct').refund(row.payment_reference ?? null);
  await strapi.db.query(WEBINAR_REGISTRATION).updateMany({ where: { id: row.id, payment_status: 'paid' }, data: { payment_status: 'refunded' } });
}

/** Rounded minutes of user `userId` in the live session of webinar `webinarRowId`, or `null` when never there. */
function attendedOf(minutes: Map<string, number>, webinarRowId: number | undefined, userId: number | undefined): number | null {
  const spent = minutes.get(`${webinarRowId}:${userId}`);
  return spent === undefined ? null : Math.round(spent);
}

/** The users-permissions id of a client's account (its `user` when populated, else read). */
async function clientUserId(client: ClientRow | { id: number; user?: unknown }): Promise<number | undefined> {
  const user = client.user as { id?: number } | null | undefined;
  if (typeof user?.id === 'number') return user.id;
  const row = (await strapi.db.query(CLIENT_PROFILE).findOne({ where: { id: client.id }, select: ['id'], populate: { user: { select: ['id'] } } })) as { user?: { id?: number } | null } | null;
  return row?.user?.id ?? undefined;
}

/**
 * The registration → the client's view (its `webinar` populated with the host).
 * @param attended - the client's minutes in the live session (rounded), `null` when never there
 */
function registrationView(row: RegistrationRow, names: Names, locale: Locale, attended: number | null): RegistrationView {
  const webinar = row.webinar as WebinarRow;
  const deadline = new Date(instant(webinar.start).getTime() - bookingSettings().changeNoticeHours * HOUR);
  return {
    id: row.documentId,
    status: row.status ?? 'active',
    fee_minor: row.fee_minor ?? 0,
    currency: row.currency ?? '',
    payment_status: row.payment_status ?? 'pending',
    payment_provider: row.payment_provider ?? 'direct',
    // The payment page only while it can still be paid.
    checkout_url: row.status === 'active' && row.payment_status === 'pending' ? (row.checkout_url ?? null) : null,
    change_deadline: deadline.toISOString(),
    can_unregister: row.status === 'active' && webinar.status === 'published' && clock.ms() < deadline.getTime(),
    created_at: iso(row.createdAt) ?? clock.now().toISOString(),
    cancelled_at: iso(row.cancelled_at),
    cancelled_by: row.cancelled_by ?? null,
    attended_minutes: attended,
    webinar: cardOf(webinar, names, locale),
  };
}

/** One registration of the client with its webinar and host, for the client's view. */
async function loadRegistration(id: number, locale: Locale): Promise<RegistrationView> {
  const row: RegistrationRow = await strapi.db
    .query(WEBINAR_REGISTRATION)
    .findOne({ where: { id }, populate: { webinar: { populate: HOST_POPULATE }, client: { select: ['id'], populate: { user: { select: ['id'] } } } } });
  const webinar = row.webinar as WebinarRow;
  const [names, minutes] = await Promise.all([referenceNames([webinar], locale), minutesInLive([webinar.id])]);
  return registrationView(row, names, locale, attendedOf(minutes, webinar.id, ((row.client as ClientRow | null)?.user as { id?: number } | null | undefined)?.id));
}

/**
 * The consultant's webinars, newest start first (drafts without a start last), one page.
 * @param page - from 1
 */
export async function consultantWebinars(consultant: ConsultantRow, page: number, pageSize: number): Promise<{ rows: ConsultantWebinarView[]; total: number }> {
  const where = { consultant: { id: consultant.id }, deletedAt: { $null: true } };
  // Drafts without a start come last, on both databases (PostgreSQL sorts nulls first in descending
  // order, SQLite last): the dated webinars are read first, then the undated ones fill the page.
  const dated = { ...where, start: { $notNull: true } };
  const [datedCount, total] = await Promise.all([strapi.db.query(WEBINAR).count({ where: dated }), strapi.db.query(WEBINAR).count({ where })]);
  const offset = (page - 1) * pageSize;
  const first: WebinarRow[] =
    offset < datedCount ? await strapi.db.query(WEBINAR).findMany({ where: dated, orderBy: [{ start: 'desc' }, { id: 'desc' }], offset, limit: pageSize, populate: { cover: true } }) : [];
  const left = pageSize - first.length;
  const undated: WebinarRow[] =
    left > 0
      ? await strapi.db
          .query(WEBINAR)
          .findMany({ where: { ...where, start: { $null: true } }, orderBy: [{ id: 'desc' }], offset: Math.max(0, offset - datedCount), limit: left, populate: { cover: true } })
      : [];
  return { rows: [...first, ...undated].map(consultantView), total };
}

/**
 * Write a draft webinar for the consultant (fee in its currency, zone its own).
 * @throws ApiError 400 `ValidationError` (`fieldErrors`: no title, unknown specialization or language, start in the past)
 */
export async function createWebinar(consultant: ConsultantRow, input: WebinarInput, locale: Locale): Promise<ConsultantWebinarView> {
  const errors = await inputErrors(input, { fr: input.title_fr ?? '', en: input.title_en ?? '' }, locale);
  if (Object.keys(errors).length) throw fieldErrors(locale, errors);
  const row: WebinarRow = await strapi.db.query(WEBINAR).create({
    data: {
      ...storedFields(input),
      slug: await newSlug(input),
      consultant: consultant.id,
      end: endOf(input.start, input.duration_minutes),
      time_zone: consultant.time_zone || 'UTC',
      currency: consultant.currency || 'EUR',
      fee_minor: input.fee_minor ?? 0,
      seats_taken: 0,
      status: 'draft',
      ics_sequence: 0,
      publishedAt: clock.now(),
    },
  });
  return consultantView(row);
}

/**
 * Change the fields sent of one of the consultant's webinars, until it starts. When the start or the
 * duration of a published webinar changes, every registered client is e-mailed the new time (new `.ics`).
 * @throws ApiError 404 (not the consultant's), 409 `WebinarClosed` (started or cancelled), 400 (`fieldErrors`:
 *   see {@link createWebinar}; capacity below the registrations; fee changed once someone registered)
 */
export async function updateWebinar(consultant: ConsultantRow, documentId: string, input: WebinarInput, locale: Locale): Promise<ConsultantWebinarView> {
  const row = await ownWebinar(consultant, documentId, locale);
  if (row.status === 'cancelled' || (row.start && passed(row.start))) throw conflict(locale, 'WebinarClosed', 'webinar.closed');
  const errors = await inputErrors(input, { fr: input.title_fr ?? row.title_fr ?? '', en: input.title_en ?? row.title_en ?? '' }, locale);
  const taken = row.seats_taken ?? 0;
  if (input.capacity !== undefined && input.capacity < taken) errors.capacity = [t(locale, 'webinar.capacityBelowRegistrations', { count: taken })];
  if (input.fee_minor !== undefined && input.fee_minor !== row.fee_minor && taken > 0) errors.fee_minor = [t(locale, 'webinar.feeLocked')];
  if (Object.keys(errors).length) throw fieldErrors(locale, errors);
  const start = input.start ?? row.start;
  const minutes = input.duration_minutes ?? row.duration_minutes;
  const moved =
    row.status === 'published' &&
    ((input.start && input.start.getTime() !== instant(row.start).getTime()) || (input.duration_minutes !== undefined && input.duration_minutes !== row.duration_minutes));
  const data = { ...storedFields(input), end: endOf(start, minutes), ...(moved ? { ics_sequence: (row.ics_sequence ?? 0) + 1 } : {}) };
  await writeTransaction(async () => {
    // The capacity never goes below the seats taken, even by a registration committed since the read.
    const { count } = await strapi.db.query(WEBINAR).updateMany({ where: { id: row.id, ...(input.capacity !== undefined ? { seats_taken: { $lte: input.capacity } } : {}) }, data });
    if (!count) throw fieldErrors(locale, { capacity: [t(locale, 'webinar.capacityBelowRegistrations', { count: taken + 1 })] });
    if (moved) {
      const updated: WebinarRow = await strapi.db.query(WEBINAR).findOne({ where: { id: row.id }, populate: { consultant: { select: ['display_name'] } } });
      const registrations = await activeRegistrations(row.id);
      // Reminded again for the new time.
      await strapi.db.query(WEBINAR_REGISTRATION).updateMany({ where: { id: { $in: registrations.map((registration) => registration.id) } }, data: { reminder_sent_at: null } });
      for (const registration of registrations) if (registration.client) await queueWebinarMail(updated, registration.client, 'rescheduled');
    }
  });
  return consultantView(await strapi.db.query(WEBINAR).findOne({ where: { id: row.id }, populate: { cover: true } }));
}

/**
 * Delete a draft (to the trash), or cancel a published webinar: every active registration is cancelled,
 * its seat freed, its client e-mailed (`.ics` cancelling the event) and a paid one refunded. A refund the
 * provider refuses is logged and leaves that registration `paid` for the team to settle: the
 * cancellation itself stands.
 * @throws ApiError 404 (not the consultant's), 409 `WebinarClosed` (started or already cancelled)
 */
export async function removeWebinar(consultant: ConsultantRow, documentId: string, locale: Locale): Promise<ConsultantWebinarView> {
  const row = await ownWebinar(consultant, documentId, locale);
  if (row.status === 'draft') {
    const trashed: WebinarRow = await strapi.db.query(WEBINAR).update({ where: { id: row.id }, data: { deletedAt: clock.now() }, populate: { cover: true } });
    return consultantView(trashed);
  }
  if (row.status === 'cancelled' || (row.start && passed(row.start))) throw conflict(locale, 'WebinarClosed', 'webinar.closed');
  return consultantView(await cancelPublishedWebinar(row, 'consultant', locale));
}

/**
 * Cancel a published webinar, for its consultant or an admin of the back office (who checked beforehand
 * that it may be cancelled): every active registration is cancelled (`cancelled_by`: `by`), its seat
 * freed, its client e-mailed (`.ics` cancelling the event; the e-mail names who cancelled: the host, or
 * the platform's team for an admin) and a paid one refunded (a Stripe payment through Stripe). A refund the provider
 * refuses is logged and leaves that registration `paid` for the team to settle: the cancellation stands.
 * @param row - the webinar row, published
 * @returns the webinar row, cancelled
 * @throws ApiError 409 `WebinarClosed` when it is no longer published (cancelled meanwhile)
 */
export async function cancelPublishedWebinar(row: WebinarRow, by: 'consultant' | 'admin', locale: Locale): Promise<WebinarRow> {
  const paid: RegistrationRow[] = [];
  await writeTransaction(async ({ trx }) => {
    const { count } = await strapi.db.query(WEBINAR).updateMany({
      where: { id: row.id, status: 'published' },
      data: { status: 'cancelled', cancelled_at: clock.now(), ics_sequence: (row.ics_sequence ?? 0) + 1, seats_taken: 0 },
    });
    if (!count) throw conflict(locale, 'WebinarClosed', 'webinar.closed');
    const cancelled: WebinarRow = await strapi.db.query(WEBINAR).findOne({ where: { id: row.id }, populate: { consultant: { select: ['display_name'] } } });
    const registrations = await activeRegistrations(row.id);
    await strapi.db.query(WEBINAR_REGISTRATION).updateMany({
      where: { id: { $in: registrations.map((registration) => registration.id) }, status: 'active' },
      data: { status: 'cancelled', cancelled_at: clock.now(), cancelled_by: by },
    });
    await strapi.db.connection(SEATS).transacting(trx).where({ webinar_document_id: row.documentId }).delete();
    for (const registration of registrations) {
      if (registration.payment_status === 'paid') paid.push(registration);
      if (registration.client) await queueWebinarMail(cancelled, registration.client, 'cancelled', registration.payment_status === 'paid', by);
    }
  });
  for (const registration of paid) {
    try {
      await refundRegistration(registration);
    } catch (error) {
      strapi.log.error(`webinar ${row.documentId}: the refund of registration ${registration.documentId} failed: ${(error as Error).message}`);
    }
  }
  return strapi.db.query(WEBINAR).findOne({ where: { id: row.id }, populate: { cover: true } });
}

/**
 * Publish one of the consultant's drafts.
 * @throws ApiError 404 (not the consultant's), 403 `ConsultantNotApproved`, 409 `WebinarClosed` (not a
 *   draft), 400 `WebinarIncomplete` (`fieldErrors` of the missing fields), 400 `ValidationError` (start past)
 */
export async function publishWebinar(consultant: ConsultantRow, documentId: string, locale: Locale): Promise<ConsultantWebinarView> {
  const row = await ownWebinar(consultant, documentId, locale);
  if (consultant.approval_status !== 'approved' || !consultant.active_status) throw new ApiError(403, 'ConsultantNotApproved', t(locale, 'webinar.notApproved'));
  if (row.status !== 'draft') throw conflict(locale, 'WebinarClosed', 'webinar.notDraft');
  const required = t(locale, 'validation.required');
  const missing: Record<string, string[]> = {};
  if (!inLocale(row.title_fr, row.title_en, 'fr')) missing.title_fr = missing.title_en = [required];
  if (!inLocale(row.description_fr, row.description_en, 'fr')) missing.description_fr = missing.description_en = [required];
  for (const [field, value] of [
    ['specialization', row.specialization_slug],
    ['language', row.language_slug],
    ['start', row.start],
    ['duration_minutes', row.duration_minutes],
    ['capacity', row.capacity],
  ] as const) {
    if (value === null || value === undefined || value === '') missing[field] = [required];
  }
  if (Object.keys(missing).length) throw fieldErrors(locale, missing, 'WebinarIncomplete', 'webinar.incomplete');
  if (passed(row.start)) throw fieldErrors(locale, { start: [t(locale, 'webinar.startPast')] });
  const published: WebinarRow = await strapi.db.query(WEBINAR).update({ where: { id: row.id }, data: { status: 'published' }, populate: { cover: true } });
  return consultantView(published);
}

/** Filters of the public list (`contracts/webinars` `webinarListQuery`). */
export interface WebinarFilters {
  specialization?: string;
  language?: string;
  /** `YYYY-MM-DD`: first UTC day a webinar may start on */
  from?: string;
  /** `YYYY-MM-DD`: last UTC day a webinar may start on */
  to?: string;
  free?: 'true' | 'false';
  /** the host's id (its expert page's id, the consultant profile's `documentId`) */
  consultant?: string;
}

/**
 * Published webinars of visible consultants that have not ended, soonest first, one page; with
 * `filters.consultant`, only that host's (its expert page's list). The answer (publicly cached, keyed by
 * its query) stops being true when the first of the matching webinars ends.
 */
export async function publicWebinars(filters: WebinarFilters, page: number, pageSize: number, locale: Locale): Promise<{ rows: WebinarCardView[]; total: number }> {
  const start: Record<string, Date> = {};
  if (filters.from) start.$gte = new Date(`${filters.from}T00:00:00Z`);
  if (filters.to) start.$lt = new Date(new Date(`${filters.to}T00:00:00Z`).getTime() + 24 * HOUR);
  const where = {
    status: 'published',
    deletedAt: { $null: true },
    end: { $gt: clock.now() },
    consultant: { approval_status: 'approved', active_status: true, deletedAt: { $null: true }, ...(filters.consultant ? { documentId: filters.consultant } : {}) },
    ...(filters.specialization ? { specialization_slug: filters.specialization } : {}),
    ...(filters.language ? { language_slug: filters.language } : {}),
    ...(Object.keys(start).length ? { start } : {}),
    ...(filters.free === 'true' ? { fee_minor: 0 } : {}),
  };
  const [rows, total, firstEnd] = await Promise.all([
    strapi.db.query(WEBINAR).findMany({ where, orderBy: [{ start: 'asc' }, { id: 'asc' }], offset: (page - 1) * pageSize, limit: pageSize, populate: HOST_POPULATE }),
    strapi.db.query(WEBINAR).count({ where }),
    strapi.db.query(WEBINAR).findOne({ where, orderBy: { end: 'asc' }, select: ['end'] }),
  ]);
  if (firstEnd?.end) answerValidUntil(instant(firstEnd.end).getTime());
  const names = await referenceNames(rows, locale);
  return { rows: rows.map((row: WebinarRow) => cardOf(row, names, locale)), total };
}

/**
 * A published (or cancelled) webinar by its slug, with its description in `locale`.
 * @throws ApiError 404 for a draft, a trashed or an unknown webinar
 */
export async function publicWebinar(slug: string, locale: Locale): Promise<WebinarDetailView> {
  const row: WebinarRow | null = await strapi.db.query(WEBINAR).findOne({ where: { slug, status: { $in: ['published', 'cancelled'] }, deletedAt: { $null: true } }, populate: HOST_POPULATE });
  if (!row) throw notFound(t(locale, 'webinar.notFound'));
  return { ...cardOf(row, await referenceNames([row], locale), locale), description: inLocale(row.description_fr, row.description_en, locale) };
}

/**
 * Register the client for a published webinar that has not started: one seat, taken by the database's
 * conditional update; a fee is paid like a booking's (pending until paid; `free` for a free webinar):
 * with the `stripe` provider a Checkout Session starts once the seat is taken and the answer carries its
 * `checkout_url` (lib/webinars/payments; when Stripe cannot be reached the registration stands, payment
 * pending, as a booking does). The confirmation e-mail with its `.ics` is queued in the same transaction.
 * @param client - the client's profile row (with `user`)
 * @throws ApiError 404 (unknown, draft or trashed), 400 `FormsMissing` / `HealthDataConsentMissing`,
 *   409 `WebinarClosed` / `AlreadyRegistered` / `WebinarFull`
 */
export async function register(client: ClientRow, documentId: string, locale: Locale): Promise<RegistrationView> {
  const webinar: WebinarRow | null = await strapi.db.query(WEBINAR).findOne({
    where: { documentId, status: { $in: ['published', 'cancelled'] }, deletedAt: { $null: true } },
    populate: { consultant: { select: ['display_name'] } },
  });
  if (!webinar) throw notFound(t(locale, 'webinar.notFound'));
  if (webinar.status !== 'published' || passed(webinar.start)) throw conflict(locale, 'WebinarClosed', 'webinar.registrationClosed');
  await assertFormsGiven(client, locale);
  const fee = webinar.fee_minor ?? 0;
  const provider = paymentProvider();
  const columns = webinarColumns();
  let registration: RegistrationRow;
  try {
    registration = await writeTransaction(async ({ trx }) => {
      const created: RegistrationRow = await strapi.db.query(WEBINAR_REGISTRATION).create({
        data: {
          webinar: webinar.id,
          client: client.id,
          status: 'active',
          fee_minor: fee,
          currency: webinar.currency ?? '',
          payment_status: fee === 0 ? 'free' : 'pending',
          payment_provider: fee === 0 ? 'direct' : provider.name,
          publishedAt: clock.now(),
        },
      });
      // The primary key (webinar, client): a second active registration of the client fails here.
      await strapi.db.connection(SEATS).transacting(trx).insert({ webinar_document_id: webinar.documentId, client_document_id: client.documentId, registration_document_id: created.documentId });
      // One seat, only while one is left and the webinar is still published.
      const taken = await strapi.db
        .connection(columns.table)
        .transacting(trx)
        .where({ id: webinar.id, [columns.status]: 'published' })
        .andWhere(columns.seatsTaken, '<', strapi.db.connection.ref(columns.capacity))
        .increment(columns.seatsTaken, 1);
      if (!taken) throw conflict(locale, 'WebinarFull', 'webinar.full');
      await queueWebinarMail(webinar, client, 'registered');
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(locale, 'AlreadyRegistered', 'webinar.alreadyRegistered');
    throw error;
  } finally {
    // The seat counter changed outside the query engine, which the public read cache does not see.
    invalidateTags([WEBINAR]);
  }
  if (fee > 0) await startRegistrationPayment(provider, registration, webinar, client, locale);
  return loadRegistration(registration.id, locale);
}

/**
 * Unregister the client until the change notice of bookings (`BOOKING_CHANGE_NOTICE_HOURS` before the
 * start): the seat is freed and a paid registration refunded.
 * @param options.despiteNotice - past the notice too (the erasure of the client's account)
 * @throws ApiError 404 `webinar.notRegistered`, 409 `ChangeTooLate` (`details.deadline`), 502 `RefundFailed`
 */
export async function unregister(client: ClientRow, documentId: string, locale: Locale, { despiteNotice = false }: { despiteNotice?: boolean } = {}): Promise<RegistrationView> {
  const row: RegistrationRow | null = await strapi.db.query(WEBINAR_REGISTRATION).findOne({
    where: { webinar: { documentId, deletedAt: { $null: true } }, client: { id: client.id }, status: 'active' },
    populate: { webinar: true },
  });
  if (!row?.webinar) throw notFound(t(locale, 'webinar.notRegistered'));
  const webinar = row.webinar as WebinarRow;
  const hours = bookingSettings().changeNoticeHours;
  const deadline = new Date(instant(webinar.start).getTime() - hours * HOUR);
  if (!despiteNotice && clock.ms() >= deadline.getTime()) throw conflict(locale, 'ChangeTooLate', 'webinar.changeTooLate', { hours }, { deadline: deadline.toISOString() });
  try {
    await writeTransaction(async ({ trx }) => {
      const { count } = await strapi.db
        .query(WEBINAR_REGISTRATION)
        .updateMany({ where: { id: row.id, status: 'active' }, data: { status: 'cancelled', cancelled_at: clock.now(), cancelled_by: 'client' } });
      if (!count) throw notFound(t(locale, 'webinar.notRegistered'));
      await freeSeat(trx, webinar, client.documentId);
    });
  } finally {
    invalidateTags([WEBINAR]);
  }
  if (row.payment_status === 'paid') {
    try {
      await refundRegistration(row);
    } catch (error) {
      strapi.log.error(`refund of webinar registration ${row.documentId} failed: ${(error as Error).message}`);
      throw new ApiError(502, 'RefundFailed', t(locale, 'payment.refundFailed'));
    }
  }
  return loadRegistration(row.id, locale);
}

/**
 * The client's registrations, one page: `upcoming` (active, webinar not ended, soonest first) or
 * `past` (ended or cancelled, latest first).
 */
export async function clientRegistrations(client: ClientRow, when: 'upcoming' | 'past', page: number, pageSize: number, locale: Locale): Promise<{ rows: RegistrationView[]; total: number }> {
  // A client has few registrations: read them all, then sort and cut the page.
  const rows: RegistrationRow[] = await strapi.db.query(WEBINAR_REGISTRATION).findMany({ where: { client: { id: client.id } }, populate: { webinar: { populate: HOST_POPULATE } } });
  const live = (row: RegistrationRow) => {
    const webinar = row.webinar as WebinarRow | null;
    return row.status === 'active' && webinar?.status === 'published' && !passed(webinar.end);
  };
  const startMs = (row: RegistrationRow) => instant((row.webinar as WebinarRow).start).getTime();
  const chosen = rows.filter((row) => row.webinar && !(row.webinar as WebinarRow).deletedAt && live(row) === (when === 'upcoming'));
  chosen.sort((a, b) => (when === 'upcoming' ? startMs(a) - startMs(b) : startMs(b) - startMs(a)));
  const pageRows = chosen.slice((page - 1) * pageSize, page * pageSize);
  const webinars = pageRows.map((row) => row.webinar as WebinarRow);
  const [names, minutes, userId] = await Promise.all([referenceNames(webinars, locale), minutesInLive(webinars.map((webinar) => webinar.id)), clientUserId(client)]);
  return { rows: pageRows.map((row) => registrationView(row, names, locale, attendedOf(minutes, (row.webinar as WebinarRow).id, userId))), total: chosen.length };
}

/**
 * Queue the reminder e-mail of every active registration whose webinar starts within 24 h of `now`
 * (docs/api-webinars.md "E-mails"), each exactly once: a run claims the registration with one
 * conditional update (`SET reminder_sent_at = now WHERE id = ? AND reminder_sent_at IS NULL`) and queues
 * its e-mail in the same transaction, so overlapping runs and several server processes never send it
 * twice. Run by the booking reminders job (config/cron-tasks.ts). A webinar moved to another time is
 * reminded again for its new time.
 * @param now - the current instant (UTC; tests pass a later one to stand for a later run)
 * @returns how many reminders this run queued
 */
export async function remindWebinars(now: Date = clock.now()): Promise<number> {
  const due: (RegistrationRow & { client?: NoticeClient; webinar?: WebinarRow })[] = await strapi.db.query(WEBINAR_REGISTRATION).findMany({
    where: { status: 'active', reminder_sent_at: { $null: true }, webinar: { status: 'published', deletedAt: { $null: true }, start: { $gt: now, $lte: new Date(now.getTime() + 24 * HOUR) } } },
    populate: { ...CLIENT_NOTICE_POPULATE, webinar: { populate: { consultant: { select: ['display_name'] } } } },
    limit: 500,
  });
  let queued = 0;
  for (const registration of due) {
    const sent = await writeTransaction(async () => {
      const { count } = await strapi.db.query(WEBINAR_REGISTRATION).updateMany({ where: { id: registration.id, reminder_sent_at: { $null: true } }, data: { reminder_sent_at: now } });
      if (count !== 1 || !registration.client || !registration.webinar) return false;
      await queueWebinarMail(registration.webinar, registration.client, 'reminder');
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}

/**
 * A registration row with its client → the consultant's view of it.
 * @param attended - the client's minutes in the live session (rounded), `null` when never there
 */
function attendeeView(row: RegistrationRow, locale: Locale, attended: number | null): AttendeeView {
  const person = row.client as ClientRow | null | undefined;
  return {
    id: row.documentId,
    client: { id: person?.documentId ?? '', display_name: shownName(person, 'client', locale) },
    status: row.status ?? 'active',
    fee_minor: row.fee_minor ?? 0,
    currency: row.currency ?? '',
    payment_status: row.payment_status ?? 'pending',
    created_at: iso(row.createdAt) ?? clock.now().toISOString(),
    cancelled_at: iso(row.cancelled_at),
    attended_minutes: attended,
  };
}

const ATTENDEE_POPULATE = { client: { select: ['id', 'documentId', 'display_name', 'deletedAt'], populate: { user: { select: ['id'] } } } } as const;

/** The user id of a registration's client (populated with {@link ATTENDEE_POPULATE}). */
const attendeeUserId = (row: RegistrationRow): number | undefined => ((row.client as ClientRow | null | undefined)?.user as { id?: number } | null | undefined)?.id;

/**
 * The registrations of one of the consultant's webinars (active and cancelled), earliest first, one page.
 * @throws ApiError 404 for another consultant's webinar
 */
export async function webinarAttendees(consultant: ConsultantRow, documentId: string, page: number, pageSize: number, locale: Locale): Promise<{ rows: AttendeeView[]; total: number }> {
  const webinar = await ownWebinar(consultant, documentId, locale);
  const where = { webinar: { id: webinar.id } };
  const [rows, total, minutes] = await Promise.all([
    strapi.db.query(WEBINAR_REGISTRATION).findMany({ where, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], offset: (page - 1) * pageSize, limit: pageSize, populate: ATTENDEE_POPULATE }),
    strapi.db.query(WEBINAR_REGISTRATION).count({ where }),
    minutesInLive([webinar.id]),
  ]);
  return { rows: rows.map((row: RegistrationRow) => attendeeView(row, locale, attendedOf(minutes, webinar.id, attendeeUserId(row)))), total };
}

/**
 * Record that the client paid the consultant directly for a pending registration (as for a booking
 * with the `direct` provider). One conditional update: two marks at once cannot both win.
 * @throws ApiError 404 (not the consultant's webinar, or not one of its registrations), 409
 *   `RegistrationAlreadyPaid` / `RegistrationFree` / `RegistrationCancelled` / `RegistrationRefunded`
 */
export async function markRegistrationPaid(consultant: ConsultantRow, documentId: string, registrationId: string, locale: Locale): Promise<AttendeeView> {
  const webinar = await ownWebinar(consultant, documentId, locale);
  const row: RegistrationRow | null = await strapi.db.query(WEBINAR_REGISTRATION).findOne({ where: { documentId: registrationId, webinar: { id: webinar.id } } });
  if (!row) throw notFound(t(locale, 'webinar.registrationNotFound'));
  const { count } = await strapi.db.query(WEBINAR_REGISTRATION).updateMany({ where: { id: row.id, status: 'active', payment_status: 'pending' }, data: { payment_status: 'paid' } });
  if (!count) {
    const now: RegistrationRow = await strapi.db.query(WEBINAR_REGISTRATION).findOne({ where: { id: row.id } });
    if (now.status === 'cancelled') throw conflict(locale, 'RegistrationCancelled', 'webinar.registrationCancelled');
    if (now.payment_status === 'free') throw conflict(locale, 'RegistrationFree', 'webinar.free');
    if (now.payment_status === 'refunded') throw conflict(locale, 'RegistrationRefunded', 'webinar.refunded');
    throw conflict(locale, 'RegistrationAlreadyPaid', 'webinar.alreadyPaid');
  }
  const [updated, minutes] = await Promise.all([strapi.db.query(WEBINAR_REGISTRATION).findOne({ where: { id: row.id }, populate: ATTENDEE_POPULATE }), minutesInLive([webinar.id])]);
  return attendeeView(updated, locale, attendedOf(minutes, webinar.id, attendeeUserId(updated)));
}

/**
 * The cover image of one of the consultant's webinars, until it starts: JPG, PNG or WebP by content,
 * cleaned as every upload is (bounded in pixels, auto-rotated, metadata removed; lib/uploads), at most
 * 1600 px, as JPEG, stored as public media through Strapi's upload plugin; the previous cover is deleted.
 * @param file - the uploaded `file` part
 * @throws ApiError 404 (not the consultant's), 409 `WebinarClosed`, 400 no file, 413 too large, 415 type refused
 */
export async function uploadCover(consultant: ConsultantRow, documentId: string, file: UploadedFiles, locale: Locale): Promise<ConsultantWebinarView> {
  const row = await ownWebinar(consultant, documentId, locale);
  if (row.status === 'cancelled' || (row.start && passed(row.start))) throw conflict(locale, 'WebinarClosed', 'webinar.closed');
  const upload = await checkedUpload(file, ACCEPTED.photo, locale, { image: { maxSide: 1600, jpeg: true, quality: 85 } });
  const name = `${row.slug ?? 'webinar'}.jpg`;
  const [media] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name, alternativeText: inLocale(row.title_fr, row.title_en, 'fr') } },
      files: { filepath: upload.path, originalFilename: name, mimetype: upload.mime, size: upload.size },
    });
  await strapi.db.query(WEBINAR).update({ where: { id: row.id }, data: { cover: media.id } });
  const previous = row.cover as { id?: number } | null | undefined;
  if (previous?.id)
    await strapi
      .plugin('upload')
      .service('upload')
      .remove(previous)
      .catch((error: Error) => strapi.log.warn(error.message));
  return consultantView(await strapi.db.query(WEBINAR).findOne({ where: { id: row.id }, populate: { cover: true } }));
}
