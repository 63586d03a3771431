/**
 * The people of the back office (spec §2 admin routes "consultant", "client", "view-contact-us-list";
 * §6 roles; DESIGN §2 admin dialect, §3 "audit log of access to sensitive documents"), as admin
 * resources under `/api/admin-panel/<resource>`:
 *
 * - `consultants`: consultant profiles, filtered by `approval_status` and `active_status`; `GET /:id`
 *   is the full review record (`ConsultantReview`, contracts/admin); approve, reject and the active
 *   switch are the review actions of contracts/admin. Consultants sign up themselves: no create, no
 *   delete.
 * - `clients`: client profiles with their account state; `GET /:id` adds the person fields, the state
 *   of the consent form and the health assessment (their files through `GET /api/files/:id`, every
 *   read audited), recent bookings and the favourites count; `PUT /:id/blocked` blocks or unblocks
 *   the account (a blocked account cannot sign in and its tokens end at once).
 * - `admins`: the platform admins; `POST /admins` invites one by e-mail (a single-use link, valid
 *   {@link ADMIN_INVITATION_TTL_HOURS} hours, to the password page of the admin area), `PUT /:id/active`
 *   deactivates or reactivates one (never the last admin able to sign in: 409 `LastAdmin`).
 * - `audit-logs`: read only; who read which sensitive document of whom, when and from where.
 * - `contact-requests`: the messages of the contact form, `status` `new` or `handled` with a reply
 *   note, who handled it and when; a trash.
 *
 * Instants are UTC, ISO 8601. Ids are documentIds; `user_id`, `actor_id`, `subject_id` are the
 * documentIds of accounts (the `actor` and `subject` filters of the audit log take them).
 *
 * @module contracts/admin-people
 */
import { z } from 'zod';
import { ApiErrorBody, checkMessage, Email, Instant, Locale, orNull, PersonRef, PrivateFile } from './common';
import { ResourceId } from './admin-dialect';
import { ApprovalStatus, ClientProfile } from './account';
import { ActiveRequest } from './admin';
import { ConsentState } from './client-forms';
import { route } from './route';

/** Reference-page group of the people resources. */
export const PEOPLE_TAG = 'People (admin)';
/** Reference-page group of the audit log. */
export const AUDIT_TAG = 'Audit log (admin)';
/** Reference-page group of the contact requests. */
export const CONTACT_TAG = 'Contact requests (admin)';

/** Lifetime of an admin invitation link, in hours (single use). */
export const ADMIN_INVITATION_TTL_HOURS = 72;

/** Recent bookings shown on a client's record, at most. */
export const RECENT_BOOKINGS = 10;

/** A filter value that is true or false. */
const Flag = z.boolean();

/**
 * A bound of a date filter: a calendar date `YYYY-MM-DD` (the whole UTC day: from its first instant for
 * `_gte`, to its last for `_lte`) or an instant with an explicit offset.
 */
export const DateBound = z
  .string()
  .max(40)
  .refine(
    (value) => (/^\d{4}-\d{2}-\d{2}$/.test(value) || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) && !Number.isNaN(Date.parse(value)),
    checkMessage('validation.dateOrInstant'),
  )
  .meta({ examples: ['2026-12-01', '2026-12-01T09:00:00Z'] });

// ---- Consultants ----

/** A consultant in the back office's list. */
export const ConsultantListRecord = z
  .object({
    /** the profile's id (the `:id` of the review actions and of the expert pages) */
    id: z.string(),
    display_name: z.string(),
    email: z.string().nullable(),
    /** the account's id */
    user_id: z.string().nullable(),
    /** names of the specializations, in the admin's language */
    specializations: z.array(z.string()),
    approval_status: ApprovalStatus,
    /** `false` once an admin switched the consultant off */
    active_status: z.boolean(),
    /** sign-up */
    createdAt: Instant,
    /** last submission for review */
    submitted_at: orNull(Instant),
  })
  .meta({ id: 'AdminConsultant' });

/** Filters of the consultant list. */
export const consultantFilters = {
  approval_status: { kind: 'equals', schema: ApprovalStatus },
  active_status: { kind: 'equals', schema: Flag },
} as const;

// ---- Clients ----

/** A client in the back office's list. */
export const ClientRecord = z
  .object({
    /** the profile's id */
    id: z.string(),
    display_name: z.string(),
    email: z.string().nullable(),
    /** the account's id */
    user_id: z.string().nullable(),
    /** country of residence, named in the admin's language */
    country: orNull(z.object({ code: z.string(), name: z.string() })),
    /** sign-up */
    createdAt: Instant,
    /** a blocked account cannot sign in */
    blocked: z.boolean(),
    /** confirmed bookings, past and upcoming (cancelled ones left out) */
    bookings: z.number().int().min(0),
  })
  .meta({ id: 'AdminClient' });

/** A booking as a client's record lists it. */
export const ClientBookingSummary = z.object({
  id: z.string(),
  consultant: orNull(PersonRef),
  start: Instant,
  end: Instant,
  status: z.enum(['confirmed', 'cancelled']),
});

/**
 * A client's record: the list fields, the person fields as the client reads them, the state of the
 * forms required before booking (no answers: their files open through `GET /api/files/:id`, audited),
 * the {@link RECENT_BOOKINGS} latest bookings by start and the number of favourite consultants.
 */
export const ClientDetail = ClientRecord.extend({
  profile: ClientProfile,
  consent_form: z.object({
    /** version in force, `null` when none is published */
    current_version: z.string().nullable(),
    state: ConsentState,
  }),
  health_assessment: z.object({
    /** questionnaire version of the completed answers */
    version: z.string().nullable(),
    completed_at: orNull(Instant),
    /** completed for the current questionnaire */
    up_to_date: z.boolean(),
    /** the optional document sent with it */
    document: orNull(PrivateFile),
    /** last step saved of an unfinished questionnaire */
    draft_saved_at: orNull(Instant),
  }),
  recent_bookings: z.array(ClientBookingSummary),
  favourites: z.number().int().min(0),
}).meta({ id: 'AdminClientDetail' });

/** `{ blocked }`: block (true) or unblock (false) a client's account. */
export const BlockedRequest = z.object({ blocked: z.boolean() }).strict().meta({ id: 'BlockedRequest' });

/** Filters of the client list. */
export const clientFilters = { blocked: { kind: 'equals', schema: Flag } } as const;

// ---- Admins ----

/** A platform admin. */
export const AdminUserRecord = z
  .object({
    /** the account's id */
    id: z.string(),
    email: z.string(),
    /** the user name when it is not the e-mail */
    name: z.string().nullable(),
    /** `false` once deactivated: it cannot sign in */
    active: z.boolean(),
    /** invited, no password chosen yet */
    invitation_pending: z.boolean(),
    createdAt: Instant,
  })
  .meta({ id: 'AdminUser' });

/** `{ email, locale? }`: invite an admin; `locale` is the language of the e-mail (default: the request's). */
export const AdminInvitation = z.object({ email: Email, locale: Locale.optional() }).strict().meta({ id: 'AdminInvitation' });

/** Filters of the admin list. */
export const adminFilters = { active: { kind: 'equals', schema: Flag } } as const;

// ---- Audit log ----

/** One read of sensitive data. */
export const AuditLogRecord = z
  .object({
    id: z.string(),
    /** `file.read` (a private file downloaded), `consent-form.read`, `health-assessment.read`, `room-messages.read` (an admin read a consultation chat) */
    action: z.string(),
    actor_id: z.string().nullable(),
    actor_email: z.string().nullable(),
    /** `admin`, `consultant`, `client` */
    actor_role: z.string().nullable(),
    /** id of the private file read, if any (it may be deleted since) */
    file_id: z.string().nullable(),
    file_kind: z.string().nullable(),
    /** the account the data is about */
    subject_id: z.string().nullable(),
    subject_email: z.string().nullable(),
    /** id of the booking whose consultation chat (or a file sent in it) was read, if any */
    booking_id: z.string().nullable(),
    ip: z.string().nullable(),
    user_agent: z.string().nullable(),
    createdAt: Instant,
  })
  .meta({ id: 'AuditLogRecord' });

/** Filters of the audit log: accounts by id, the action, and `createdAt_gte` / `createdAt_lte`. */
export const auditFilters = {
  actor: { kind: 'relation', schema: ResourceId },
  subject: { kind: 'relation', schema: ResourceId },
  action: { kind: 'equals', schema: z.string().max(64) },
  createdAt: { kind: 'range', schema: DateBound },
} as const;

// ---- Contact requests ----

/** Status of a contact request. */
export const ContactStatus = z.enum(['new', 'handled']);

/** A message of the contact form. */
export const ContactRequestRecord = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    subject: z.string(),
    message: z.string(),
    /** interface language of the sender */
    locale_used: z.string().nullable(),
    status: ContactStatus,
    /** the admins' note on the answer given */
    reply_note: z.string().nullable(),
    /** when it was marked handled */
    handled_at: orNull(Instant),
    /** e-mail of the admin who marked it handled */
    handled_by: z.string().nullable(),
    createdAt: Instant,
    /** when it went to the trash, `null` when live */
    deletedAt: orNull(Instant),
  })
  .meta({ id: 'ContactRequestRecord' });

/** What an admin changes: the status and the reply note (`handled_at`/`handled_by` follow the status). */
export const ContactRequestInput = z
  .object({ status: ContactStatus, reply_note: z.string().trim().max(5000).nullish() })
  .strict()
  .meta({ id: 'ContactRequestInput' });

/** Filters of the contact requests. */
export const contactFilters = { status: { kind: 'equals', schema: ContactStatus } } as const;

// ---- Actions ----

const idParams = z.object({ id: ResourceId });
const error = (description: string) => ({ description, schema: ApiErrorBody });

/** Actions on clients, handlers of `api::admin-panel.clients`. */
export const clientActionRoutes = {
  setBlocked: route({
    method: 'PUT',
    path: '/admin-panel/clients/:id/blocked',
    summary: 'Block or unblock a client’s account',
    description: 'A blocked account cannot sign in (the same generic refusal as a wrong password) and every token and refresh session it holds ends at once. Unblocking lets it sign in again.',
    tag: PEOPLE_TAG,
    access: 'signed-in',
    params: idParams,
    body: BlockedRequest,
    responses: { 200: { description: 'The client’s record after the change', schema: ClientDetail } },
  }),
};

/** Actions on admins, handlers of `api::admin-panel.admins`. */
export const adminActionRoutes = {
  invite: route({
    method: 'POST',
    path: '/admin-panel/admins',
    summary: 'Invite an admin by e-mail',
    description:
      `Creates an admin account without a password and e-mails a single-use link, valid ${ADMIN_INVITATION_TTL_HOURS} hours, to the admin password page ` +
      '(`/public/admin/verify/{token}/{email}`, the page of a password reset: `POST /api/admin-panel/auth/reset-password`), where the invitee chooses a password and then signs in. ' +
      'Inviting again an admin who has not chosen a password yet sends a new link (the earlier one stops working) and answers 200. ' +
      'An address that already has an account answers 400 on `email`.',
    tag: PEOPLE_TAG,
    access: 'signed-in',
    body: AdminInvitation,
    responses: { 201: { description: 'Invited', schema: AdminUserRecord }, 200: { description: 'Invitation sent again', schema: AdminUserRecord } },
  }),
  setActive: route({
    method: 'PUT',
    path: '/admin-panel/admins/:id/active',
    summary: 'Deactivate or reactivate an admin',
    description:
      'A deactivated admin cannot sign in and every token and refresh session it holds ends at once. An admin may deactivate another admin or itself, ' +
      'but never the last admin able to sign in (active, with a password): 409 `LastAdmin`.',
    tag: PEOPLE_TAG,
    access: 'signed-in',
    params: idParams,
    body: ActiveRequest,
    responses: { 200: { description: 'The admin after the change', schema: AdminUserRecord }, 409: error('`LastAdmin`: no other admin could sign in') },
  }),
};
