/**
 * Service `api::account.erasure`: the erasure of a client's or consultant's account (GDPR Art. 17;
 * docs/privacy.md "Erasure"; contracts/privacy `requestErasure`, `confirmErasure`, `eraseClient`,
 * `eraseConsultant`).
 *
 * - **Asking** ({@link ErasureService.request}): the signed-in person gives its password (wrong: 400 on
 *   `password`; at most 5 attempts an hour per account, `erasurePerUser` of lib/rate-limit); what blocks
 *   the erasure answers 409 `ErasureBlocked` at once; otherwise the account's address receives a
 *   single-use link, valid {@link ERASURE_LINK_TTL_HOURS} hours, to the web page
 *   `/public/{role}/account/erasure?token=…`. Only the token's SHA-256 is stored, on the data-request row
 *   (`api::data-request.data-request`, kind `erasure`, status `awaiting_confirmation`); a new request
 *   makes the earlier links stop working (status `expired`).
 * - **Confirming** ({@link ErasureService.confirm}): the link's token, on the surface of its role, erases
 *   the account once; unknown, used, expired or of the other role: 400 `ErasureLinkInvalid`.
 * - **By an admin** ({@link ErasureService.eraseByAdmin}): the same erasure at once, for the profile the
 *   back office lists.
 * - **What blocks** ({@link ErasureService.blockers}): a complaint by or about the person that is not
 *   decided (`open` or `in_review`), for clients and consultants alike (the dispute needs its parties);
 *   and for a consultant, a paid booking that has not ended (the client's money is at stake: the
 *   consultant cancels it, which refunds it, or holds the session). A client's paid upcoming bookings do
 *   not block: they are cancelled and refunded. Checked when asking, when confirming and for an admin;
 *   each refusal is a data-request row with status `blocked`.
 * - **The erasure itself** ({@link eraseAccount}): upcoming bookings cancelled through the bookings
 *   service (its e-mails to both sides, refunds of paid ones), and so are a client's webinar
 *   registrations and a consultant's upcoming webinars (its drafts deleted); then, in one transaction, the person's
 *   health assessment, signed consent forms, session notes about or by it, favourites (its own, and a
 *   consultant's in clients' lists), a client's reviews (deleted, the consultants' ratings recomputed)
 *   and a consultant's answers to reviews, chat messages it sent, private files it owns (documents,
 *   certificates, degrees, bank statement, consent and assessment files, chat and complaint
 *   attachments), a consultant's bank details, degrees, certificates, verification records, weekly timings and days off, the
 *   newsletter and waiting-list entries and the codes and reset links of its address, its texts in
 *   complaints, the e-mails already sent to it from the outbox; the profile row is kept for the bookings
 *   and complaints that accounting and disputes keep, with every personal field cleared, the name
 *   replaced by "deleted client #<8 characters of its id>" and `deletedAt` set (the other party then
 *   sees "deleted client" / "deleted consultant" in its own language: lib/erased-person); the
 *   users-permissions account is kept, anonymised (address and username an unusable unique
 *   `erased-…@erased.invalid`, random password, blocked), so the address can register again and the
 *   audit rows that name the account stay whole. Every token of the account ends. After the commit, the
 *   files' contents are removed from the private store (local directory or bucket) and a consultant's
 *   photo from the media store. The data-request rows of the person lose its address and account (label
 *   "deleted client #…"), and an audit-log row `account.erasure` names the actor and the account, no
 *   erased data.
 *
 * Instants are UTC. Ids are documentIds.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { ERASURE_LINK_TTL_HOURS, type ErasureBlockReason, type ErasureDone, type ErasureRequested, type PrivacySurface } from '../../../contracts/privacy';
import { clock } from '../../../contracts/clock';
import { eraseReviewsOf, ratingsChanged } from '../../review/services/reviews';
import type { AccountRow } from '../../../lib/http';
import { ApiError, badRequest, notFound } from '../../../lib/http-errors';
import { t, type Locale } from '../../../lib/messages';
import { consume } from '../../../lib/rate-limit';
import { siteUrl } from '../../../lib/mail';
import { enqueueMail, PRIORITY } from '../../../lib/outbox';
import { privateStorage } from '../../../lib/private-storage';
import { writeTransaction } from '../../../lib/transactions';
import { services } from '../../../lib/services';
import { ROLE_PATH } from '../../../lib/roles';
import {
  BOOKING,
  CLIENT_PROFILE,
  COMPLAINT,
  COMPLAINT_EVENT,
  CONSULTANT_BANK_DETAIL,
  CONSULTANT_CERTIFICATE,
  CONSULTANT_DAY_OFF,
  CONSULTANT_DEGREE,
  CONSULTANT_VERIFICATION,
  CONSULTANT_PROFILE,
  CONSULTANT_TIMING,
  HEALTH_ASSESSMENT,
  NEWSLETTER_SUBSCRIBER,
  NOTE,
  OUTBOX,
  ROOM_MESSAGE,
  STARTER_KIT_REQUEST,
  UPLOAD_FILE,
  USER,
  WAITING_LIST_ENTRY,
  WEBINAR,
  WEBINAR_REGISTRATION,
} from '../../../lib/content-types';
import { revokeSessions } from './accounts';
import type { Actor, ConsultantRow } from '../../../lib/booking/rows';
import { removeWebinar, unregister } from '../../../lib/webinars/webinars';

const DATA_REQUEST = 'api::data-request.data-request';
const AUDIT_LOG = 'api::audit-log.audit-log';
const PRIVATE_FILE = 'api::private-file.private-file';
const CLIENT_CONSENT = 'api::client-consent.client-consent';
const FAVOURITE = 'api::favourite.favourite';
const CONSENT_RECORD = 'api::consent-record.consent-record';
const CONTACT_REQUEST = 'api::contact-request.contact-request';
const VERIFICATION_CODE = 'api::verification-code.verification-code';
const PASSWORD_RESET = 'api::password-reset.password-reset';

/** The audit-log action of an erasure. */
export const ERASURE_AUDIT_ACTION = 'account.erasure';
/** The domain of the addresses erased accounts get: reserved, it never receives mail (RFC 2606). */
const ERASED_DOMAIN = 'erased.invalid';

const PROFILE_UID = { client: CLIENT_PROFILE, consultant: CONSULTANT_PROFILE } as const;

/** The statuses of a complaint that is not decided yet. */
const UNDECIDED = ['open', 'in_review'];

type BlockReason = z.input<typeof ErasureBlockReason>;

/** Who runs an erasure: the person itself (by its confirmed link), or an admin. */
export type ErasureActor = { by: 'self' } | { by: 'admin'; admin: AccountRow; ip: string };

/** The person an erasure is about: its account, role and profile. */
interface Subject {
  role: PrivacySurface;
  user: { id: number; documentId: string; email: string };
  profile: { id: number; documentId: string; time_zone?: string | null; correspondence_language?: string | null; photo?: { id: number } | null };
}

/** A data-request row as this service reads it. */
interface DataRequestRow {
  id: number;
  documentId: string;
  status: string;
  subject_role: PrivacySurface;
  token_expires_at?: unknown;
  subject?: { id: number } | null;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const localeOf = (value: unknown, fallback: Locale): Locale => (value === 'fr' || value === 'en' ? value : fallback);
const toDate = (value: unknown): Date => (value instanceof Date ? value : new Date(value as string | number));

/**
 * Update the rows of `uid` matching `where` with `data`, by their ids: the query engine's `updateMany`
 * cannot update through a condition on a relation (it loses the data on that path).
 */
async function updateWhere(uid: string, where: Record<string, unknown>, data: Record<string, unknown>): Promise<void> {
  const rows = (await strapi.db.query(uid).findMany({ where, select: ['id'] })) as { id: number }[];
  if (rows.length) await strapi.db.query(uid).updateMany({ where: { id: { $in: rows.map((row) => row.id) } }, data });
}

/** The label that stands for an erased person in the back office: "deleted client #1a2b3c4d". */
export function erasedLabel(role: PrivacySurface, profileDocumentId: string): string {
  return `deleted ${role} #${profileDocumentId.slice(0, 8)}`;
}

/** The person of account `userId` on `role`'s surface, with its live profile; `null` without one. */
async function subjectOf(userId: number, role: PrivacySurface): Promise<Subject | null> {
  const user = (await strapi.db.query(USER).findOne({ where: { id: userId }, select: ['id', 'documentId', 'email'] })) as Subject['user'] | null;
  if (!user) return null;
  const profile = (await strapi.db.query(PROFILE_UID[role]).findOne({
    where: { user: { id: userId }, deletedAt: { $null: true } },
    select: ['id', 'documentId', 'time_zone', 'correspondence_language'],
    ...(role === 'consultant' ? { populate: { photo: { select: ['id'] } } } : {}),
  })) as Subject['profile'] | null;
  return profile ? { role, user, profile } : null;
}

/** The 409 `ErasureBlocked` of `reasons`, in `locale` (the person's own words, or the admin's). */
function blockedError(reasons: BlockReason[], locale: Locale, by: ErasureActor['by']): ApiError {
  const list = reasons.map((reason) => reason.message).join(' ');
  return new ApiError(409, 'ErasureBlocked', t(locale, by === 'self' ? 'erasure.blocked' : 'erasure.blockedAdmin', { reasons: list }), { reasons });
}

/** What a blocked erasure's data-request row says: the codes and ids of its reasons. */
const blockedDetail = (reasons: BlockReason[]) => reasons.map((reason) => `${reason.code} ${reason.id}`).join('; ');

/**
 * Cancel the person's upcoming bookings (confirmed, not started) through the bookings service: the usual
 * e-mails to both sides, a paid booking refunded. The person cancels those it still may (before the
 * change deadline); the platform (an admin, for an admin's erasure and past the deadline) the others:
 * an erased account attends no session.
 * @returns how many were cancelled
 */
async function cancelUpcoming(subject: Subject, actor: ErasureActor, locale: Locale): Promise<number> {
  const other = subject.role === 'client' ? 'consultant' : 'client';
  const rows = (await strapi.db.query(BOOKING).findMany({
    where: { [subject.role]: { id: subject.profile.id }, status: 'confirmed', start: { $gt: clock.now() } },
    select: ['id', 'documentId'],
    populate: { [other]: { select: ['correspondence_language'] } },
    orderBy: { start: 'asc' },
  })) as ({ documentId: string } & Record<string, { correspondence_language?: string | null } | null>)[];
  const person: Actor = { role: subject.role, userId: subject.user.id, profile: { id: subject.profile.id, documentId: subject.profile.documentId } };
  const platform: Actor = { role: 'admin', userId: actor.by === 'admin' ? actor.admin.id : 0 };
  const bookings = services.bookings();
  for (const row of rows) {
    // The reason is shown to the other side, in its language.
    const reason = t(localeOf(row[other]?.correspondence_language, locale), 'erasure.cancellationReason');
    if (actor.by === 'admin') {
      await bookings.cancel(platform, row.documentId, reason, locale);
      continue;
    }
    try {
      await bookings.cancel(person, row.documentId, reason, locale);
    } catch (error) {
      if (!(error instanceof ApiError) || error.name !== 'ChangeTooLate') throw error;
      await bookings.cancel(platform, row.documentId, reason, locale);
    }
  }
  return rows.length;
}

/**
 * End the person's part in the webinars that have not started: a client's registrations are cancelled
 * (the seat freed, a paid one refunded), whatever the change notice; a consultant's published webinars
 * are cancelled as the consultant would (every registered client e-mailed, paid seats refunded) and its
 * drafts deleted. Webinars that have started or ended stay, as bookings do.
 */
async function leaveUpcomingWebinars(subject: Subject, locale: Locale): Promise<void> {
  const { role, profile } = subject;
  if (role === 'client') {
    const registrations = (await strapi.db.query(WEBINAR_REGISTRATION).findMany({
      where: { client: { id: profile.id }, status: 'active', webinar: { status: 'published', start: { $gt: clock.now() } } },
      populate: { webinar: { select: ['documentId'] } },
    })) as { webinar?: { documentId: string } | null }[];
    for (const registration of registrations) {
      if (registration.webinar) await unregister({ id: profile.id, documentId: profile.documentId }, registration.webinar.documentId, locale, { despiteNotice: true });
    }
    return;
  }
  const webinars = (await strapi.db.query(WEBINAR).findMany({
    where: { consultant: { id: profile.id }, status: 'published', start: { $gt: clock.now() } },
    select: ['documentId'],
  })) as { documentId: string }[];
  for (const webinar of webinars) await removeWebinar({ id: profile.id } as ConsultantRow, webinar.documentId, locale);
  await strapi.db.query(WEBINAR).deleteMany({ where: { consultant: { id: profile.id }, status: 'draft' } });
}

/** The personal fields of a profile, cleared (both roles), with the label as its name. */
function clearedPerson(label: string, now: Date) {
  return {
    title: null,
    gender: null,
    given_name: null,
    family_name: null,
    last_name: null,
    display_name: label,
    date_of_birth: null,
    preferred_contact_type: null,
    isd_code: null,
    contact_number: null,
    whatsapp_number: null,
    alternative_isd_code: null,
    alternative_number: null,
    correspondence_language: null,
    time_zone: null,
    languages: [],
    country: null,
    nationality: null,
    terms_accepted_at: null,
    terms_version: null,
    privacy_accepted_at: null,
    privacy_version: null,
    email_verified_at: null,
    phone_verified_at: null,
    deletedAt: now,
  };
}

/** The personal fields of a consultant profile, cleared on top of {@link clearedPerson}; the slug (made from the name) replaced. */
function clearedConsultant(profileDocumentId: string) {
  return {
    slug: `deleted-${profileDocumentId.slice(0, 8).toLowerCase()}-${randomBytes(3).toString('hex')}`,
    photo: null,
    specializations: [],
    disorders: [],
    objectives: [],
    keywords: [],
    city: null,
    bio_fr: null,
    bio_en: null,
    background_fr: null,
    background_en: null,
    profession: null,
    country_of_birth: null,
    search_text: null,
    house_number: null,
    street_1: null,
    street_2: null,
    postal_code: null,
    intro_video_url: null,
    id_number: null,
    id_document: null,
    criminal_record: null,
    contract: null,
    rejection_reason: null,
    active_status: false,
  };
}

/**
 * Delete or anonymise everything of `subject` (see the module's description), in one transaction,
 * then remove the files' contents and end every session.
 * @param finish - the writes of the data request in the same transaction (the erased label and the
 *   number of bookings cancelled given)
 * @returns the number of upcoming bookings cancelled
 */
async function eraseAccount(subject: Subject, actor: ErasureActor, locale: Locale, finish: (label: string, cancelled: number) => Promise<void>): Promise<number> {
  const cancelled = await cancelUpcoming(subject, actor, locale);
  await leaveUpcomingWebinars(subject, locale);
  const { role, user, profile } = subject;
  const label = erasedLabel(role, profile.documentId);
  const email = user.email.trim().toLowerCase();
  const on = { [role]: { id: profile.id } };
  const files = (await strapi.db.query(PRIVATE_FILE).findMany({ where: { owner: { id: user.id } }, select: ['id', 'storage_key'] })) as { id: number; storage_key: string }[];
  await writeTransaction(async ({ trx }) => {
    const now = clock.now();
    const remove = (uid: string, where: Record<string, unknown>) => strapi.db.query(uid).deleteMany({ where });
    if (role === 'client') {
      await remove(HEALTH_ASSESSMENT, on);
      await remove(CLIENT_CONSENT, on);
    } else {
      for (const uid of [CONSULTANT_BANK_DETAIL, CONSULTANT_DEGREE, CONSULTANT_CERTIFICATE, CONSULTANT_VERIFICATION, CONSULTANT_TIMING, CONSULTANT_DAY_OFF]) await remove(uid, on);
    }
    await remove(FAVOURITE, on);
    // A client's reviews are deleted (its words and opinion), an erased consultant's answers cleared.
    await eraseReviewsOf(role, profile.id, trx);
    await remove(NOTE, on);
    await remove(ROOM_MESSAGE, { sender: { id: user.id } });
    if (files.length) await remove(PRIVATE_FILE, { id: { $in: files.map((file) => file.id) } });
    await remove(NEWSLETTER_SUBSCRIBER, { email });
    // Its consent records: the account's, and the newsletter's kept under its address.
    await remove(CONSENT_RECORD, { user: { id: user.id } });
    await remove(CONSENT_RECORD, { email });
    await remove(WAITING_LIST_ENTRY, { email });
    // What it left in the visitors' forms under its address (the export gives them too).
    await remove(CONTACT_REQUEST, { email: { $in: [...new Set([user.email, email])] } });
    await remove(STARTER_KIT_REQUEST, { email: { $in: [...new Set([user.email, email])] } });
    await remove(VERIFICATION_CODE, { email });
    await remove(PASSWORD_RESET, { $or: [{ user_id: user.id }, { email }] });
    // What was already sent to the address; the e-mails this erasure queued (cancellations) still go out.
    await remove(OUTBOX, { recipient: { $in: [...new Set([user.email, email])] }, status: { $ne: 'queued' } });
    // Its own words in complaints; the complaints, their decisions and the other party's words stay.
    await updateWhere(COMPLAINT, { ...on, raised_by_role: role }, { description: '', additional_information: null });
    await updateWhere(COMPLAINT, { ...on, raised_by_role: { $ne: role } }, { response_text: null });
    await updateWhere(COMPLAINT_EVENT, { actor: { id: user.id } }, { note: null });
    await strapi.db.query(PROFILE_UID[role]).update({
      where: { id: profile.id },
      data: { ...clearedPerson(label, now), ...(role === 'consultant' ? clearedConsultant(profile.documentId) : {}) },
    });
    const erasedAddress = `erased-${randomUUID()}@${ERASED_DOMAIN}`;
    await strapi
      .plugin('users-permissions')
      .service('user')
      .edit(user.id, { email: erasedAddress, username: erasedAddress, password: randomBytes(32).toString('base64url'), blocked: true, confirmed: false });
    const requests = (await strapi.db.query(DATA_REQUEST).findMany({ where: { subject: { id: user.id } }, select: ['id'] })) as { id: number }[];
    for (const request of requests) await strapi.db.query(DATA_REQUEST).update({ where: { id: request.id }, data: { subject: null, subject_label: label, ip: null } });
    await strapi.db.query(AUDIT_LOG).create({
      data: {
        action: ERASURE_AUDIT_ACTION,
        actor: actor.by === 'admin' ? actor.admin.id : user.id,
        actor_role: actor.by === 'admin' ? 'admin' : role,
        subject: user.id,
        ip: actor.by === 'admin' ? actor.ip.slice(0, 64) : null,
      },
    });
    await finish(label, cancelled);
  });
  // The consultants' ratings were written with raw SQL: their cached public answers go.
  ratingsChanged();
  await revokeSessions(user.id);
  // The rows are gone, so nobody can read the contents any more; a store that fails to delete one
  // leaves an unreachable object, logged with its key for clean-up.
  const storage = privateStorage();
  for (const file of files) {
    await storage.remove(file.storage_key).catch((error: Error) => strapi.log.warn(`erased private file content ${file.storage_key} not deleted: ${error.message}`));
  }
  if (profile.photo?.id) {
    const photo = await strapi.db.query(UPLOAD_FILE).findOne({ where: { id: profile.photo.id } });
    if (photo) {
      await strapi
        .plugin('upload')
        .service('upload')
        .remove(photo)
        .catch((error: Error) => strapi.log.warn(`erased consultant photo ${profile.photo?.id} not deleted: ${error.message}`));
    }
  }
  return cancelled;
}

/** The service's methods (see the module's description). */
export interface ErasureService {
  blockers(subject: Subject, locale: Locale): Promise<BlockReason[]>;
  request(account: AccountRow, surface: PrivacySurface, password: string, ip: string, locale: Locale): Promise<z.input<typeof ErasureRequested>>;
  confirm(token: string, surface: PrivacySurface, locale: Locale): Promise<z.input<typeof ErasureDone>>;
  eraseByAdmin(admin: AccountRow, surface: PrivacySurface, profileDocumentId: string, ip: string, locale: Locale): Promise<z.input<typeof ErasureDone>>;
}

export default (): ErasureService => ({
  /**
   * What keeps `subject`'s account from being erased now: its complaints not decided yet (by or about
   * it), and for a consultant its paid bookings that have not ended.
   * @param locale - language of each reason's message
   * @returns the reasons (empty when nothing blocks), complaints first, then bookings by start
   */
  async blockers(subject: Subject, locale: Locale): Promise<BlockReason[]> {
    const on = { [subject.role]: { id: subject.profile.id } };
    const complaints = (await strapi.db.query(COMPLAINT).findMany({
      where: { ...on, status: { $in: UNDECIDED } },
      select: ['documentId', 'reference'],
      orderBy: { createdAt: 'asc' },
    })) as { documentId: string; reference: string }[];
    const reasons: BlockReason[] = complaints.map((complaint) => ({
      code: 'open-complaint',
      id: complaint.documentId,
      message: t(locale, 'erasure.reason.openComplaint', { reference: complaint.reference }),
    }));
    if (subject.role === 'consultant') {
      const paid = (await strapi.db.query(BOOKING).findMany({
        where: { ...on, status: 'confirmed', payment_status: 'paid', end: { $gt: clock.now() } },
        select: ['documentId', 'start'],
        orderBy: { start: 'asc' },
      })) as { documentId: string; start: unknown }[];
      const format = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: subject.profile.time_zone || 'UTC',
        timeZoneName: 'short',
      });
      for (const booking of paid) {
        reasons.push({ code: 'paid-upcoming-booking', id: booking.documentId, message: t(locale, 'erasure.reason.paidUpcomingBooking', { date: format.format(toDate(booking.start)) }) });
      }
    }
    return reasons;
  },

  /**
   * `POST /{role}/account/erasure` `{ password }`: check the password and what blocks, then e-mail the
   * confirmation link (in the person's language of correspondence, else `locale`).
   * @param ip - the request's client address, kept on the data request until the erasure
   * @returns the request's status and when its link stops working (UTC)
   * @throws ApiError 400 `ValidationError` with `details.fieldErrors.password` for a wrong password; 409
   *   `ErasureBlocked` with `details.reasons`; 429 past 5 attempts an hour; 404 when the account has no
   *   profile on this surface
   */
  async request(account: AccountRow, surface: PrivacySurface, password: string, ip: string, locale: Locale) {
    await consume(locale, [['erasurePerUser', String(account.id)]]);
    const stored = (await strapi.db.query(USER).findOne({ where: { id: account.id }, select: ['id', 'password'] })) as { password?: string | null } | null;
    const passwordOk = Boolean(stored?.password) && (await strapi.plugin('users-permissions').service('user').validatePassword(password, stored?.password));
    if (!passwordOk) throw badRequest(t(locale, 'validation.failed'), { fieldErrors: { password: [t(locale, 'erasure.wrongPassword')] } });
    const subject = await subjectOf(account.id, surface);
    if (!subject) throw notFound(t(locale, 'notFound.profile'));
    const base = { kind: 'erasure', subject: account.id, subject_role: surface, subject_label: subject.user.email, requested_by: 'self', ip: ip.slice(0, 64) };
    const reasons = await this.blockers(subject, locale);
    if (reasons.length) {
      await strapi.db.query(DATA_REQUEST).create({ data: { ...base, status: 'blocked', detail: blockedDetail(reasons) } });
      throw blockedError(reasons, locale, 'self');
    }
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(clock.ms() + ERASURE_LINK_TTL_HOURS * 3_600_000);
    const language = localeOf(subject.profile.correspondence_language, locale);
    await writeTransaction(async () => {
      // One link at a time: the earlier ones stop working.
      await updateWhere(DATA_REQUEST, { kind: 'erasure', subject: { id: account.id }, status: 'awaiting_confirmation' }, { status: 'expired', token_hash: null });
      const row = (await strapi.db.query(DATA_REQUEST).create({
        data: { ...base, status: 'awaiting_confirmation', token_hash: sha256(token), token_expires_at: expiresAt },
      })) as DataRequestRow;
      const confirmUrl = `${siteUrl()}/public/${ROLE_PATH[surface]}/account/erasure?token=${encodeURIComponent(token)}`;
      await enqueueMail(
        subject.user.email,
        language,
        { name: 'erasure-confirm', role: surface, confirmUrl, expiresInHours: ERASURE_LINK_TTL_HOURS },
        { priority: PRIORITY.codes, unsolicited: false, related: `data-request:${row.documentId}` },
      );
    });
    return { status: 'awaiting_confirmation' as const, expires_at: expiresAt.toISOString() };
  },

  /**
   * `POST /{role}/account/erasure/confirm` `{ token }`: erase the account of the link, once.
   * @param surface - the surface the token came in on (a link of the other role is refused)
   * @returns the erasure's result: `completed` and the number of upcoming bookings cancelled
   * @throws ApiError 400 `ErasureLinkInvalid` (unknown, used, expired, other role, account gone); 409
   *   `ErasureBlocked` (the request is then `blocked`: a new one is needed once settled)
   */
  async confirm(token: string, surface: PrivacySurface, locale: Locale) {
    const invalid = () => new ApiError(400, 'ErasureLinkInvalid', t(locale, 'erasure.linkInvalid'));
    const hash = sha256(token);
    const row = (await strapi.db.query(DATA_REQUEST).findOne({
      where: { kind: 'erasure', token_hash: hash },
      select: ['id', 'documentId', 'status', 'subject_role', 'token_expires_at'],
      populate: { subject: { select: ['id'] } },
    })) as DataRequestRow | null;
    if (!row || row.status !== 'awaiting_confirmation' || row.subject_role !== surface || !row.subject) throw invalid();
    if (!row.token_expires_at || toDate(row.token_expires_at).getTime() <= clock.ms()) {
      await strapi.db.query(DATA_REQUEST).update({ where: { id: row.id }, data: { status: 'expired', token_hash: null } });
      throw invalid();
    }
    // Single use: only the request that takes the token away goes on.
    const { count } = await strapi.db.query(DATA_REQUEST).updateMany({ where: { id: row.id, token_hash: hash }, data: { token_hash: null } });
    if (count !== 1) throw invalid();
    const subject = await subjectOf(row.subject.id, surface);
    if (!subject) {
      await strapi.db.query(DATA_REQUEST).update({ where: { id: row.id }, data: { status: 'failed', detail: 'account already erased' } });
      throw invalid();
    }
    const reasons = await this.blockers(subject, locale);
    if (reasons.length) {
      await strapi.db.query(DATA_REQUEST).update({ where: { id: row.id }, data: { status: 'blocked', detail: blockedDetail(reasons) } });
      throw blockedError(reasons, locale, 'self');
    }
    try {
      const cancelled = await eraseAccount(subject, { by: 'self' }, locale, async (_label, count) => {
        await strapi.db.query(DATA_REQUEST).update({ where: { id: row.id }, data: { status: 'completed', completed_at: clock.now(), detail: `${count} upcoming booking(s) cancelled` } });
      });
      return { status: 'completed' as const, cancelled_bookings: cancelled };
    } catch (error) {
      await strapi.db.query(DATA_REQUEST).update({ where: { id: row.id }, data: { status: 'failed', detail: String((error as Error).name ?? 'Error').slice(0, 200) } });
      throw error;
    }
  },

  /**
   * `POST /admin-panel/{clients|consultants}/:id/erasure`: erase the account of profile
   * `profileDocumentId` at once, on the person's request made to the platform.
   * @param admin - the signed-in admin (the data request's requester and the audit row's actor)
   * @param ip - the admin's client address, on the audit row
   * @throws ApiError 404 for an unknown or already erased profile (or one without an account); 409
   *   `ErasureBlocked` with `details.reasons` in the admin's language
   */
  async eraseByAdmin(admin: AccountRow, surface: PrivacySurface, profileDocumentId: string, ip: string, locale: Locale) {
    const profile = (await strapi.db.query(PROFILE_UID[surface]).findOne({
      where: { documentId: profileDocumentId, deletedAt: { $null: true } },
      select: ['id'],
      populate: { user: { select: ['id'] } },
    })) as { user?: { id: number } | null } | null;
    const subject = profile?.user ? await subjectOf(profile.user.id, surface) : null;
    if (!subject) throw notFound(t(locale, 'admin.notFound'));
    const base = { kind: 'erasure', subject_role: surface, requested_by: 'admin', requester: admin.id, requester_email: admin.email };
    const reasons = await this.blockers(subject, locale);
    if (reasons.length) {
      await strapi.db.query(DATA_REQUEST).create({ data: { ...base, subject: subject.user.id, subject_label: subject.user.email, status: 'blocked', detail: blockedDetail(reasons) } });
      throw blockedError(reasons, locale, 'admin');
    }
    try {
      const cancelled = await eraseAccount(subject, { by: 'admin', admin, ip }, locale, async (label, count) => {
        await strapi.db.query(DATA_REQUEST).create({
          data: { ...base, subject: null, subject_label: label, status: 'completed', completed_at: clock.now(), detail: `${count} upcoming booking(s) cancelled` },
        });
      });
      return { status: 'completed' as const, cancelled_bookings: cancelled };
    } catch (error) {
      await strapi.db.query(DATA_REQUEST).create({
        data: { ...base, subject: subject.user.id, subject_label: subject.user.email, status: 'failed', detail: String((error as Error).name ?? 'Error').slice(0, 200) },
      });
      throw error;
    }
  },
});
