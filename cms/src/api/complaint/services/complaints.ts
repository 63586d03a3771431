/**
 * Complaints between a client and a consultant (spec §1 "files complaints", §2 client and consultant
 * routes add-complaint, view-complaint-by-me, view-complaint-against, admin edit-complaint; §3
 * complaint; contracts/complaints and contracts/admin-complaints):
 *
 * - **Counterparties.** A client complains about a consultant it has a booking with (any status: a
 *   cancelled booking can be what the complaint is about), a consultant about a client who booked it.
 *   Anyone else, or a profile in the trash, is not a counterparty (404, as an unknown id).
 * - **Filing.** Checks in this order: the counterparty (404), the complaint type (a live slug of the
 *   admin-managed list; 400 on `complaint_type`), the booking (one of theirs together; 400 on
 *   `booking`; a type about a session that has started, such as a late start or a no-show, is refused
 *   for a booking that starts later: 400 on `complaint_type`), at most 10 filings an hour per user (429; `complaintsPerUser` of lib/rate-limit), the attachment
 *   (PDF, JPG or PNG by content; 400/413/415). The attachment is a private file owned by the
 *   complainant's account, the response's by the responder's: `GET /api/files/:id` serves each only to
 *   its owner and admins.
 * - **Reading.** Either party reads a complaint; each sees its own attachment only, never the other's.
 *   The history shown to the parties leaves the admins' internal notes out.
 * - **Response.** The party complained against answers once, while the complaint is `open` or
 *   `in_review` (409 `AlreadyAnswered`, `ComplaintClosed`); the check and the write are one conditional
 *   update, so two answers sent at once cannot both pass.
 * - **Workflow** (admins): `open → in_review → resolved | rejected`; see {@link transitionRules}. Every
 *   step is written to the history with the admin and the time; `closed_at` is set on closing.
 * - **E-mails.** Both parties get the `complaint-update` e-mail in their own language of
 *   correspondence when a complaint is filed, answered, resolved or rejected, sent once the write is
 *   saved; a failed e-mail is logged and never fails the request.
 *
 * Instants are UTC; ids in and out are documentIds. Service `api::complaint.complaints`.
 */
import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { Complaint, ComplaintBox, ComplaintHistoryEntry, ComplaintSummary, Counterparty } from '../../../contracts/complaints';
import type { AdminComplaintHistoryEntry, ComplaintTransitionRequest } from '../../../contracts/admin-complaints';
import { BOOKING, COMPLAINT, COMPLAINT_EVENT, COMPLAINT_TYPE } from '../../../lib/content-types';
import { ApiError, badRequest, notFound } from '../../../lib/http-errors';
import type { AccountRow } from '../../../lib/http';
import { siteUrl } from '../../../lib/mail';
import { enqueueMail } from '../../../lib/outbox';
import type { ComplaintMailEvent } from '../../../lib/mail/templates/complaint-update';
import { t, type Locale, type MessageKey } from '../../../lib/messages';
import { consume } from '../../../lib/rate-limit';
import { referenceNameRows } from '../../../lib/reference-names';
import { isErased, shownName } from '../../../lib/erased-person';
import { services } from '../../../lib/services';
import { ACCEPTED, optionalUpload, type UploadedFiles } from '../../../lib/uploads';
import { viewOf, type PrivateFileRow } from '../../private-file/services/private-files';
import { clock } from '../../../contracts/clock';

/** Where a complaint stands. */
export type ComplaintStatusValue = 'open' | 'in_review' | 'resolved' | 'rejected';
/** Whom a resolution favours, from the complaint's point of view. */
export type DecisionFavourValue = 'raised_by' | 'raised_against' | 'none';
/** The two parties of a complaint. */
export type PartyRole = 'client' | 'consultant';

/** The statuses in which the party complained against may still answer. */
const ANSWERABLE: readonly ComplaintStatusValue[] = ['open', 'in_review'];
/** The statuses of a closed complaint. */
const CLOSED: readonly ComplaintStatusValue[] = ['resolved', 'rejected'];

/**
 * The steps of the workflow: target status → the status it may be reached from. (Adding an internal
 * note keeps the status and is allowed at any time.)
 */
export const transitionRules: Readonly<Record<ComplaintStatusValue, ComplaintStatusValue | null>> = {
  open: null,
  in_review: 'open',
  resolved: 'in_review',
  rejected: 'in_review',
};

/** The signed-in client or consultant acting on its complaints: its account and its profile row. */
export interface Party {
  role: PartyRole;
  /** users-permissions user id */
  userId: number;
  /** the caller's client or consultant profile row */
  profile: { id: number; documentId: string };
}

/** A party's profile as a complaint row carries it. */
export interface ComplaintPerson {
  id: number;
  documentId: string;
  display_name?: string | null;
  correspondence_language?: string | null;
  /** set once the person erased its account (lib/erased-person) */
  deletedAt?: unknown;
  user?: { id: number; email?: string | null } | null;
}

/** A complaint row populated with {@link COMPLAINT_POPULATE}. */
export interface ComplaintRow {
  id: number;
  documentId: string;
  reference: string;
  raised_by_role: PartyRole;
  client?: ComplaintPerson | null;
  consultant?: ComplaintPerson | null;
  booking?: { id: number; documentId: string; start?: unknown; end?: unknown; status?: string | null } | null;
  complaint_type: string;
  description: string;
  additional_information?: string | null;
  attachment?: PrivateFileRow | null;
  status: ComplaintStatusValue;
  decision_favour?: DecisionFavourValue | null;
  resolution_note?: string | null;
  closed_at?: unknown;
  response_text?: string | null;
  response_attachment?: PrivateFileRow | null;
  responded_at?: unknown;
  createdAt: unknown;
  updatedAt: unknown;
}

/** A history row, its actor populated. */
interface EventRow {
  id: number;
  createdAt: unknown;
  actor?: { id: number; email?: string | null; username?: string | null } | null;
  actor_role: 'client' | 'consultant' | 'admin';
  action: 'filed' | 'responded' | 'status' | 'internal_note';
  from_status?: ComplaintStatusValue | null;
  to_status?: ComplaintStatusValue | null;
  note?: string | null;
  internal?: boolean | null;
}

const PERSON_POPULATE = { select: ['id', 'documentId', 'display_name', 'correspondence_language', 'deletedAt'], populate: { user: { select: ['id', 'email'] } } };

/** What a complaint row needs populated (both parties with their accounts, the booking, both files). */
export const COMPLAINT_POPULATE = {
  client: PERSON_POPULATE,
  consultant: PERSON_POPULATE,
  booking: { select: ['id', 'documentId', 'start', 'end', 'status'] },
  attachment: true,
  response_attachment: true,
};

/** Characters of a reference: uppercase letters and digits without the look-alikes I, O, 0 and 1. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new reference: `RC-` and 8 characters of {@link REFERENCE_ALPHABET}, drawn with the system's cryptographic random source. */
export function newReference(): string {
  let code = '';
  for (let index = 0; index < 8; index += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `RC-${code}`;
}

const other = (role: PartyRole): PartyRole => (role === 'client' ? 'consultant' : 'client');
const iso = (value: unknown): string => new Date(value as string | number | Date).toISOString();
const isoOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : iso(value));
const textOrNull = (value: string | null | undefined): string | null => (value ? value : null);

/** A 400 with one field error. */
function fieldError(locale: Locale, field: string, key: MessageKey): ApiError {
  return badRequest(t(locale, 'validation.failed'), { fieldErrors: { [field]: [t(locale, key)] } });
}

/**
 * The names of complaint types by slug, per locale (trashed types too: old complaints keep their type's
 * name), from the types' names kept in memory (lib/reference-names).
 */
export async function complaintTypeNames(slugs: readonly string[]): Promise<Map<string, Partial<Record<Locale, string>>>> {
  const names = new Map<string, Partial<Record<Locale, string>>>();
  if (!slugs.length) return names;
  const wanted = new Set(slugs);
  for (const row of await referenceNameRows(COMPLAINT_TYPE, 'slug')) {
    if (!wanted.has(row.key) || (row.locale !== 'fr' && row.locale !== 'en')) continue;
    const entry = names.get(row.key) ?? {};
    entry[row.locale] = row.name;
    names.set(row.key, entry);
  }
  return names;
}

/** A type's name in `locale`, else in the other locale, else its slug. */
export function typeName(names: Map<string, Partial<Record<Locale, string>>>, slug: string, locale: Locale): string {
  const entry = names.get(slug);
  return entry?.[locale] ?? entry?.[locale === 'fr' ? 'en' : 'fr'] ?? slug;
}

/** The box of a complaint for `party`: `by-me` when it raised it. */
function boxOf(row: ComplaintRow, party: Party): z.infer<typeof ComplaintBox> {
  return row.raised_by_role === party.role ? 'by-me' : 'against-me';
}

/** The condition of the complaints `party` is one of the parties of. */
function partyWhere(party: Party): Record<string, unknown> {
  return { [party.role]: { id: party.profile.id } };
}

/** The list entry of a complaint for `party`. */
function summaryOf(row: ComplaintRow, party: Party, names: Map<string, Partial<Record<Locale, string>>>, locale: Locale): z.input<typeof ComplaintSummary> {
  const counterpart = row[other(party.role)];
  return {
    id: row.documentId,
    reference: row.reference,
    box: boxOf(row, party),
    raised_by_role: row.raised_by_role,
    complaint_type: { slug: row.complaint_type, name: typeName(names, row.complaint_type, locale) },
    counterpart: { id: counterpart?.documentId ?? '', display_name: shownName(counterpart, other(party.role), locale) },
    booking: row.booking ? { id: row.booking.documentId, start: iso(row.booking.start) } : null,
    status: row.status,
    decision_favour: row.decision_favour ?? null,
    responded: Boolean(row.responded_at),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    closed_at: isoOrNull(row.closed_at),
  };
}

/** The history rows of complaint `complaintId`, oldest first (`internal: false` leaves internal notes out). */
async function eventRows(complaintId: number, { internal }: { internal: boolean }): Promise<EventRow[]> {
  return strapi.db.query(COMPLAINT_EVENT).findMany({
    where: { complaint: { id: complaintId }, ...(internal ? {} : { internal: false }) },
    populate: { actor: { select: ['id', 'email', 'username'] } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
}

/** Who wrote a history entry, as admins see it: the party's name, or the admin's name or e-mail; `null` once the account is gone. */
function actorName(event: EventRow, row: ComplaintRow): string | null {
  if (!event.actor) return null;
  if (event.actor_role === 'admin') {
    const email = event.actor.email ?? '';
    return event.actor.username && event.actor.username !== email ? event.actor.username : email || null;
  }
  return row[event.actor_role]?.display_name ?? event.actor.email ?? null;
}

/** One history entry in the shape of the parties' view. */
function partyEntry(event: EventRow): z.input<typeof ComplaintHistoryEntry> {
  return {
    at: iso(event.createdAt),
    action: event.action,
    actor_role: event.actor_role,
    from_status: event.from_status ?? null,
    to_status: event.to_status ?? null,
    note: event.note ?? null,
  };
}

/**
 * A history entry to write.
 * @param actor - the users-permissions user id of who did it (`null` for nobody)
 */
interface NewEvent {
  complaint: number;
  actor: number | null;
  actor_role: 'client' | 'consultant' | 'admin';
  action: EventRow['action'];
  from_status?: ComplaintStatusValue | null;
  to_status?: ComplaintStatusValue | null;
  note?: string | null;
  internal?: boolean;
}

async function addEvent(event: NewEvent): Promise<void> {
  await strapi.db.query(COMPLAINT_EVENT).create({
    data: {
      complaint: event.complaint,
      actor: event.actor,
      actor_role: event.actor_role,
      action: event.action,
      from_status: event.from_status ?? null,
      to_status: event.to_status ?? null,
      note: event.note ?? null,
      internal: event.internal ?? false,
    },
  });
}

/** A complaint row by row id, populated; `null` when gone. */
async function rowById(id: number): Promise<ComplaintRow | null> {
  return strapi.db.query(COMPLAINT).findOne({ where: { id }, populate: COMPLAINT_POPULATE });
}

/** A counterparty of a party and their bookings together (newest first). */
interface SharedBookings {
  profile: { id: number; documentId: string; display_name: string };
  bookings: { id: number; documentId: string; start: unknown }[];
}

/**
 * The counterparties of `party` with their bookings together, newest booking first; profiles in the
 * trash are left out.
 * @param againstDocumentId - only this counterparty (the check of a filing)
 */
async function counterpartyRows(party: Party, againstDocumentId?: string): Promise<SharedBookings[]> {
  const side = party.role;
  const them = other(party.role);
  const rows = (await strapi.db.query(BOOKING).findMany({
    where: { [side]: { id: party.profile.id }, ...(againstDocumentId ? { [them]: { documentId: againstDocumentId } } : {}) },
    select: ['documentId', 'start'],
    populate: { [them]: { select: ['id', 'documentId', 'display_name', 'deletedAt'] } },
    orderBy: [{ start: 'desc' }, { id: 'desc' }],
  })) as unknown as ({ id: number; documentId: string; start: unknown } & Partial<Record<PartyRole, { id: number; documentId: string; display_name?: string | null; deletedAt?: unknown } | null>>)[];
  const byProfile = new Map<number, SharedBookings>();
  for (const row of rows) {
    const profile = row[them];
    if (!profile || profile.deletedAt) continue;
    const entry = byProfile.get(profile.id) ?? { profile: { id: profile.id, documentId: profile.documentId, display_name: profile.display_name ?? '' }, bookings: [] };
    entry.bookings.push({ id: row.id, documentId: row.documentId, start: row.start });
    byProfile.set(profile.id, entry);
  }
  return [...byProfile.values()];
}

/** The validated fields of a filing (`ComplaintRequest` without the file). */
export interface ComplaintInput {
  complaint_type: string;
  against: string;
  booking?: string;
  description: string;
  additional_information?: string;
}

/** A party of a complaint as the e-mails address it. */
interface MailRecipient {
  role: PartyRole;
  email: string;
  locale: Locale;
  side: 'raised_by' | 'raised_against';
  otherName: string;
}

function recipients(row: ComplaintRow): MailRecipient[] {
  const list: MailRecipient[] = [];
  for (const role of ['client', 'consultant'] as const) {
    const person = row[role];
    const email = person?.user?.email;
    // An erased person has no address any more (docs/privacy.md "Erasure").
    if (!email || isErased(person)) continue;
    const locale = person.correspondence_language === 'en' ? 'en' : 'fr';
    list.push({
      role,
      email,
      locale,
      side: row.raised_by_role === role ? 'raised_by' : 'raised_against',
      otherName: shownName(row[other(role)], other(role), locale),
    });
  }
  return list;
}

/**
 * The web page of a complaint for one party (`/<role>/view-complaint-by-me/<id>` for the complainant,
 * `/<role>/view-complaint-against/<id>` for the party complained against), absolute.
 */
export function complaintPageUrl(role: PartyRole, side: 'raised_by' | 'raised_against', documentId: string): string {
  return `${siteUrl()}/${role}/view-complaint-${side === 'raised_by' ? 'by-me' : 'against'}/${documentId}`;
}

/**
 * Queue the e-mails to both parties of complaint `id` about `event`, each in its language of
 * correspondence, inside the transaction of the change (lib/outbox sends them after the commit).
 * @throws what the database throws (the change then rolls back)
 */
async function queueEmails(id: number, event: ComplaintMailEvent): Promise<void> {
  const row = await rowById(id);
  if (!row) return;
  const names = await complaintTypeNames([row.complaint_type]);
  for (const to of recipients(row)) {
    await enqueueMail(
      to.email,
      to.locale,
      {
        name: 'complaint-update',
        event,
        side: to.side,
        reference: row.reference,
        typeName: typeName(names, row.complaint_type, to.locale),
        otherName: to.otherName,
        decision: event === 'resolved' ? (row.decision_favour ?? null) : null,
        note: event === 'resolved' || event === 'rejected' ? (row.resolution_note ?? null) : null,
        url: complaintPageUrl(to.role, to.side, row.documentId),
      },
      { related: `complaint:${row.documentId}` },
    );
  }
}

/** A 409 `InvalidTransition` naming both statuses in the admin's language. */
function invalidTransition(from: ComplaintStatusValue, to: ComplaintStatusValue, locale: Locale): ApiError {
  return new ApiError(409, 'InvalidTransition', t(locale, 'complaint.invalidTransition', { from: t(locale, `complaint.status.${from}`), to: t(locale, `complaint.status.${to}`) }), { from, to });
}

/** The text of an optional note: trimmed, `null` when empty. */
const noteText = (value: string | null | undefined): string | null => (value && value.trim() ? value.trim() : null);

const files = () => services.privateFiles();

export default () => ({
  /**
   * `GET /{role}/complaints/counterparties`: whom `party` may complain about, most recent booking first,
   * each with their bookings together (any status), newest first.
   */
  async counterparties(party: Party): Promise<z.input<typeof Counterparty>[]> {
    return (await counterpartyRows(party)).map((entry) => ({
      id: entry.profile.documentId,
      display_name: entry.profile.display_name,
      bookings: entry.bookings.map((booking) => ({ id: booking.documentId, start: iso(booking.start) })),
    }));
  },

  /**
   * `POST /{role}/complaints`: file a complaint about a counterparty (checks in the order of the
   * module's description), write its `filed` history entry, e-mail both parties.
   * @param input - the validated text fields
   * @param file - the `attachment` part, if any
   * @returns the complaint as the complainant reads it
   * @throws ApiError 404 `NotFoundError` (`against` is not a counterparty), 400 on `complaint_type` or
   *   `booking` (or on `attachment` when several files came; on `complaint_type` when the type is about a
   *   session that has started, such as a late start or a no-show, and the booking named starts later),
   *   429 past the filings allowed per hour,
   *   413, 415 `UnsupportedFileType`
   */
  async file(party: Party, input: ComplaintInput, file: UploadedFiles, locale: Locale): Promise<z.input<typeof Complaint>> {
    const [shared] = await counterpartyRows(party, input.against);
    if (!shared) throw notFound(t(locale, 'complaint.counterpartyNotFound'));
    const type = (await strapi.db.query(COMPLAINT_TYPE).findOne({
      where: { slug: input.complaint_type, deletedAt: { $null: true } },
      select: ['requires_started_session'],
    })) as { requires_started_session?: boolean | null } | null;
    if (!type) throw fieldError(locale, 'complaint_type', 'complaint.typeUnknown');
    const booking = input.booking ? shared.bookings.find((candidate) => candidate.documentId === input.booking) : null;
    if (input.booking && !booking) throw fieldError(locale, 'booking', 'complaint.bookingNotShared');
    // A late start or a no-show can only be told of a session that has started.
    if (type.requires_started_session && booking && new Date(String(booking.start)).getTime() > clock.ms()) {
      throw fieldError(locale, 'complaint_type', 'complaint.sessionNotStarted');
    }
    await consume(locale, [['complaintsPerUser', String(party.userId)]], { message: 'complaint.tooMany' });
    const upload = await optionalUpload(file, ACCEPTED.document, locale, { field: 'attachment' });

    let reference = newReference();
    for (let tries = 0; tries < 5 && (await strapi.db.query(COMPLAINT).count({ where: { reference } })); tries += 1) reference = newReference();
    const stored = upload ? await files().store(upload, 'complaint-attachment', party.userId) : null;
    let id: number;
    try {
      id = await strapi.db.transaction(async () => {
        const created = (await strapi.db.query(COMPLAINT).create({
          data: {
            reference,
            raised_by_role: party.role,
            client: party.role === 'client' ? party.profile.id : shared.profile.id,
            consultant: party.role === 'consultant' ? party.profile.id : shared.profile.id,
            booking: booking?.id ?? null,
            complaint_type: input.complaint_type,
            description: input.description,
            additional_information: noteText(input.additional_information),
            attachment: stored?.id ?? null,
            status: 'open',
          },
        })) as { id: number };
        await addEvent({ complaint: created.id, actor: party.userId, actor_role: party.role, action: 'filed', to_status: 'open' });
        await queueEmails(created.id, 'filed');
        return created.id;
      });
    } catch (error) {
      if (stored) await files().remove(stored.id);
      throw error;
    }
    return this.view(party, id, locale);
  },

  /**
   * `GET /{role}/complaints?box=&status=`: one page of the complaints `party` raised (`by-me`) or that
   * were raised about it (`against-me`), newest first.
   * @param page - 1-based
   * @returns the page's summaries and the total count
   */
  async list(
    party: Party,
    filter: { box: z.infer<typeof ComplaintBox>; status?: ComplaintStatusValue },
    page: number,
    pageSize: number,
    locale: Locale,
  ): Promise<{ rows: z.input<typeof ComplaintSummary>[]; total: number }> {
    const where = {
      ...partyWhere(party),
      raised_by_role: filter.box === 'by-me' ? party.role : other(party.role),
      ...(filter.status ? { status: filter.status } : {}),
    };
    const [rows, total] = await Promise.all([
      strapi.db.query(COMPLAINT).findMany({
        where,
        populate: COMPLAINT_POPULATE,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        offset: (page - 1) * pageSize,
        limit: pageSize,
      }) as unknown as Promise<ComplaintRow[]>,
      strapi.db.query(COMPLAINT).count({ where }),
    ]);
    const names = await complaintTypeNames(rows.map((row) => row.complaint_type));
    return { rows: rows.map((row) => summaryOf(row, party, names, locale)), total };
  },

  /**
   * `GET /{role}/complaints/:id`: a complaint `party` is one of the parties of, with its history
   * (internal notes left out).
   * @throws ApiError 404 for anyone else, or an unknown id
   */
  async findOne(party: Party, documentId: string, locale: Locale): Promise<z.input<typeof Complaint>> {
    const row = (await strapi.db.query(COMPLAINT).findOne({ where: { documentId, ...partyWhere(party) }, select: ['id'] })) as { id: number } | null;
    if (!row) throw notFound(t(locale, 'complaint.notFound'));
    return this.view(party, row.id, locale);
  },

  /**
   * A complaint as `party` reads it: its own attachment only (the complainant's file is `null` for the
   * party complained against, the response's file `null` for the complainant), whether it may answer,
   * the resolution, the history without internal notes.
   * @param id - the complaint's row id (`party` being one of its parties)
   * @throws ApiError 404 when it is gone
   */
  async view(party: Party, id: number, locale: Locale): Promise<z.input<typeof Complaint>> {
    const row = await rowById(id);
    if (!row) throw notFound(t(locale, 'complaint.notFound'));
    const [names, events] = await Promise.all([complaintTypeNames([row.complaint_type]), eventRows(row.id, { internal: false })]);
    const box = boxOf(row, party);
    const responded = Boolean(row.responded_at);
    return {
      ...summaryOf(row, party, names, locale),
      description: row.description,
      additional_information: textOrNull(row.additional_information),
      attachment: box === 'by-me' ? viewOf(row.attachment) : null,
      response: responded ? { text: row.response_text ?? '', attachment: box === 'against-me' ? viewOf(row.response_attachment) : null, created_at: iso(row.responded_at) } : null,
      can_respond: box === 'against-me' && !responded && ANSWERABLE.includes(row.status),
      resolution_note: textOrNull(row.resolution_note),
      history: events.map(partyEntry),
    };
  },

  /**
   * `POST /{role}/complaints/:id/response`: the one answer of the party complained against, with an
   * optional file; writes the `responded` history entry and e-mails both parties.
   * @param text - the validated answer (10–5000 characters)
   * @param file - the `attachment` part, if any
   * @returns the complaint as the responder reads it
   * @throws ApiError 404 (unknown, or not raised about `party`), 409 `AlreadyAnswered` / `ComplaintClosed`,
   *   400/413/415 for the file
   */
  async respond(party: Party, documentId: string, text: string, file: UploadedFiles, locale: Locale): Promise<z.input<typeof Complaint>> {
    const where = { documentId, ...partyWhere(party), raised_by_role: other(party.role) };
    const row = (await strapi.db.query(COMPLAINT).findOne({ where, select: ['id', 'status', 'responded_at'] })) as Pick<ComplaintRow, 'id' | 'status' | 'responded_at'> | null;
    if (!row) throw notFound(t(locale, 'complaint.notFound'));
    const refusal = (current: Pick<ComplaintRow, 'status' | 'responded_at'>) =>
      current.responded_at
        ? new ApiError(409, 'AlreadyAnswered', t(locale, 'complaint.alreadyAnswered'))
        : !ANSWERABLE.includes(current.status)
          ? new ApiError(409, 'ComplaintClosed', t(locale, 'complaint.closed'))
          : null;
    const early = refusal(row);
    if (early) throw early;
    const upload = await optionalUpload(file, ACCEPTED.document, locale, { field: 'attachment' });
    const stored = upload ? await files().store(upload, 'complaint-attachment', party.userId) : null;
    try {
      await strapi.db.transaction(async () => {
        // One conditional write: of two answers sent at once, only one finds the complaint unanswered.
        const { count } = await strapi.db.query(COMPLAINT).updateMany({
          where: { id: row.id, responded_at: { $null: true }, status: { $in: [...ANSWERABLE] } },
          data: { response_text: text, responded_at: clock.now(), updatedAt: clock.now() },
        });
        if (!count) {
          const now = (await strapi.db.query(COMPLAINT).findOne({ where: { id: row.id }, select: ['status', 'responded_at'] })) as Pick<ComplaintRow, 'status' | 'responded_at'>;
          throw refusal(now) ?? new ApiError(409, 'AlreadyAnswered', t(locale, 'complaint.alreadyAnswered'));
        }
        if (stored) await strapi.db.query(COMPLAINT).update({ where: { id: row.id }, data: { response_attachment: stored.id } });
        await addEvent({ complaint: row.id, actor: party.userId, actor_role: party.role, action: 'responded' });
        await queueEmails(row.id, 'responded');
      });
    } catch (error) {
      if (stored) await files().remove(stored.id);
      throw error;
    }
    return this.view(party, row.id, locale);
  },

  /**
   * `PUT /admin-panel/complaints/:id`: one step of the workflow, or an internal note:
   * - `in_review` from `open` (optional `note`, shown to the parties);
   * - `resolved` from `in_review` with `decision_favour` and `note` (the resolution note);
   * - `rejected` from `in_review` with `note` (the reason);
   * - the current status with `internal_note`: the note only, at any time.
   * `internal_note` may come with any step (a separate internal entry). Closing sets `closed_at` and
   * e-mails both parties.
   * @param account - the admin
   * @returns the complaint's row id
   * @throws ApiError 404 unknown complaint; 409 `InvalidTransition` (`details.from`, `details.to`) for a
   *   step the status does not allow (also when another admin changed it meanwhile); 400 on
   *   `decision_favour`, `note` or `internal_note` when missing or out of place
   */
  async transition(documentId: string, input: z.output<typeof ComplaintTransitionRequest>, account: AccountRow, locale: Locale): Promise<number> {
    const row = (await strapi.db.query(COMPLAINT).findOne({ where: { documentId }, select: ['id', 'status'] })) as Pick<ComplaintRow, 'id' | 'status'> | null;
    if (!row) throw notFound(t(locale, 'admin.notFound'));
    const from = row.status;
    const to = input.status;
    const note = noteText(input.note);
    const internalNote = noteText(input.internal_note);
    const decision = input.decision_favour ?? null;

    if (to === from) {
      const errors: Record<string, string[]> = {};
      if (!internalNote) errors.internal_note = [t(locale, 'complaint.internalNoteRequired')];
      if (note) errors.note = [t(locale, 'complaint.noteWithoutChange')];
      if (decision) errors.decision_favour = [t(locale, 'complaint.noteWithoutChange')];
      if (Object.keys(errors).length) throw badRequest(t(locale, 'validation.failed'), { fieldErrors: errors });
      await addEvent({ complaint: row.id, actor: account.id, actor_role: 'admin', action: 'internal_note', note: internalNote, internal: true });
      return row.id;
    }

    if (transitionRules[to] !== from) throw invalidTransition(from, to, locale);
    const errors: Record<string, string[]> = {};
    if (to === 'resolved' && !decision) errors.decision_favour = [t(locale, 'complaint.decisionRequired')];
    if (to !== 'resolved' && decision) errors.decision_favour = [t(locale, 'complaint.decisionOnlyOnResolve')];
    if ((to === 'resolved' || to === 'rejected') && !note) errors.note = [t(locale, 'complaint.noteRequired')];
    if (Object.keys(errors).length) throw badRequest(t(locale, 'validation.failed'), { fieldErrors: errors });

    const closing = CLOSED.includes(to);
    await strapi.db.transaction(async () => {
      // Conditional on the status read: a step another admin took meanwhile makes this one invalid.
      const { count } = await strapi.db.query(COMPLAINT).updateMany({
        where: { id: row.id, status: from },
        data: { status: to, updatedAt: clock.now(), ...(closing ? { decision_favour: to === 'resolved' ? decision : null, resolution_note: note, closed_at: clock.now() } : {}) },
      });
      if (!count) {
        const now = (await strapi.db.query(COMPLAINT).findOne({ where: { id: row.id }, select: ['status'] })) as Pick<ComplaintRow, 'status'>;
        throw invalidTransition(now.status, to, locale);
      }
      await addEvent({ complaint: row.id, actor: account.id, actor_role: 'admin', action: 'status', from_status: from, to_status: to, note });
      if (internalNote) await addEvent({ complaint: row.id, actor: account.id, actor_role: 'admin', action: 'internal_note', note: internalNote, internal: true });
      if (closing) await queueEmails(row.id, to as 'resolved' | 'rejected');
    });
    return row.id;
  },

  /**
   * The whole history of a complaint as admins read it: internal notes included, with who wrote each entry.
   * @param row - the complaint row (populated with {@link COMPLAINT_POPULATE}, for the parties' names)
   */
  async adminHistory(row: ComplaintRow): Promise<z.input<typeof AdminComplaintHistoryEntry>[]> {
    return (await eventRows(row.id, { internal: true })).map((event) => ({
      ...partyEntry(event),
      actor_name: actorName(event, row),
      internal: event.internal === true,
    }));
  },

  /** Complaints waiting for an admin: `open` or `in_review` (the dashboard's `open_complaints`). */
  async openCount(): Promise<number> {
    return strapi.db.query(COMPLAINT).count({ where: { status: { $in: [...ANSWERABLE] } } });
  },

  /** How many complaints name the complaint type `slug` (a type in use is not deleted for good). */
  async countOfType(slug: string): Promise<number> {
    return strapi.db.query(COMPLAINT).count({ where: { complaint_type: slug } });
  },
});
