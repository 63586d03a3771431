/**
 * Service `api::account.data-export` (DESIGN §8 "Personal data"; docs/privacy.md "Export"; contracts/privacy
 * `exportData`, `exportClient`, `exportConsultant`): everything the platform holds about one client or
 * consultant, as one ZIP archive:
 *
 * - a JSON document per area (account, profile, consents, health assessment, bookings, webinars, favourites,
 *   complaints, chat messages, room and webinar attendance, newsletter, waiting list, contact and starter-kit
 *   requests; for consultants also the profile sections, timings, degrees, certificates and bank
 *   details), each built from the views the person reads in the app;
 * - `files/<kind>/<name>`: the private files the person uploaded (private-file rows it owns: consent
 *   form, health-assessment document, identity documents, degrees, certificates, bank statement,
 *   contract, files it sent in a chat, complaint attachments), read through lib/private-storage.ts
 *   (local directory or private bucket) one after the other while the archive is sent, and listed in
 *   `files.json` with their path in the archive;
 * - `README.txt` describing each of them in the language asked for.
 *
 * Other people's data appears only as the person already sees it: the other party's display name on a
 * booking, complaint or favourite; in a consultation chat, the other party's messages (text, and the
 * name and size of the files it sent, not their content). A client's export holds no session notes
 * (they are the consultant's own, lib/booking/notes.ts); a consultant's holds its notes on each booking.
 *
 * Every export writes an audit-log row (`data.export`: who, about whom, IP, user agent) and a
 * data-request row (`kind: export`, `requested_by: self | admin`), in one transaction before the
 * archive is sent; a failure while sending marks the request `failed`.
 *
 * Data is read through Strapi's query engine (never raw SQL), so encrypted fields are read decrypted.
 * Instants are UTC ISO 8601, money in minor currency units, durations in minutes, sizes in bytes.
 */
import { PassThrough, Readable } from 'node:stream';
import { consultantView as consultantReviewView, ownView as ownReviewView } from '../../review/services/reviews';
import type { UID } from '@strapi/strapi';
import JSZip from 'jszip';
import { EXPORT_CONTENT_TYPE } from '../../../contracts/privacy';
import { clock } from '../../../contracts/clock';
import {
  BOOKING,
  CLIENT_PROFILE,
  COMPLAINT,
  CONSULTANT_PROFILE,
  DATA_REQUEST,
  NEWSLETTER_SUBSCRIBER,
  NOTE,
  ROOM_ATTENDANCE,
  ROOM_MESSAGE,
  STARTER_KIT_REQUEST,
  USER,
  WAITING_LIST_ENTRY,
  WEBINAR_ATTENDANCE,
} from '../../../lib/content-types';
import { BOOKING_POPULATE, iso, type Actor, type BookingRow, type ClientRow, type ConsultantRow } from '../../../lib/booking/rows';
import { clientRegistrations, consultantWebinars } from '../../../lib/webinars/webinars';
import { viewsOf } from '../../../lib/booking/view';
import { notFound } from '../../../lib/http-errors';
import type { AccountRow } from '../../../lib/http';
import { t, type Locale, type MessageKey } from '../../../lib/messages';
import { privateStorage } from '../../../lib/private-storage';
import { services } from '../../../lib/services';
import { writeTransaction } from '../../../lib/transactions';
import { consultantReview } from '../../admin-panel/resources/consultants';
import { exportedVerifications } from '../../../lib/consultant-verification';
import { viewOf as fileViewOf, type PrivateFileKind } from '../../private-file/services/private-files';
import type { UserRow } from './accounts';

const FILE = 'api::private-file.private-file' as const;
const FAVOURITE = 'api::favourite.favourite' as const;
const CLIENT_CONSENT = 'api::client-consent.client-consent' as const;
const CONTACT_REQUEST = 'api::contact-request.contact-request' as const;
/** The consent records (docs/privacy.md "Consent records"); an installation without them exports an empty list. */
const CONSENT_RECORD = 'api::consent-record.consent-record';

/** Whose data an export holds. */
export type ExportRole = 'client' | 'consultant';

/** The account an export is about, as read from the database. */
export interface SubjectUser {
  id: number;
  documentId: string;
  email: string;
  username?: string | null;
  provider?: string | null;
  confirmed?: boolean | null;
  blocked?: boolean | null;
  createdAt?: unknown;
  updatedAt?: unknown;
}

/** The person an export is about: its account and its client or consultant profile (`null` when it has none). */
export interface ExportSubject {
  role: ExportRole;
  user: SubjectUser;
  profile: { id: number; documentId: string } | null;
}

/** Who asks for an export and from where (the audit log's and the data request's fields). */
export interface ExportRequest {
  /** language of the README and of the views' labels (the questionnaire, complaint types) */
  locale: Locale;
  /** the signed-in admin who runs it on the person's behalf; absent when the person exports its own data */
  admin?: AccountRow;
  ip: string;
  userAgent: string;
}

/** An export ready to be sent. */
export interface ExportDownload {
  /** `<prefix>-YYYY-MM-DD.zip` (UTC date of the export) */
  fileName: string;
  /** Content-Type, Content-Disposition (attachment), Cache-Control (no-store), X-Content-Type-Options */
  headers: Record<string, string>;
  /** the ZIP archive, produced while it is read (files are read from the private storage one at a time) */
  stream: Readable;
}

/** One private file of the person in the archive. */
interface ArchivedFile {
  id: string;
  kind: PrivateFileKind;
  name: string;
  mime: string;
  /** bytes */
  size: number;
  sha256: string | null;
  uploaded_at: string | null;
  /** path in the archive, `files/<kind>/<name>` */
  path: string;
  /** key of the content in the private storage (never written to the archive) */
  storageKey: string;
}

/** The JSON documents of an export, by file name, and the files beside them. */
export interface ExportContent {
  documents: [name: string, value: unknown][];
  files: ArchivedFile[];
}

const USER_FIELDS = ['id', 'documentId', 'email', 'username', 'provider', 'confirmed', 'blocked', 'createdAt', 'updatedAt'];
const PROFILE_UID = { client: CLIENT_PROFILE, consultant: CONSULTANT_PROFILE } as const;

/** A stored instant (Date, ISO text or epoch milliseconds) as ISO 8601 UTC, or `null`. */
function instantOrNull(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value as string | number);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * The `fields` of a stored row, instants (`instants`) as ISO 8601 UTC, missing values as `null`.
 * @param row - a row of `strapi.db.query`
 */
function pick(row: Record<string, unknown>, fields: readonly string[], instants: readonly string[] = []): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field, instants.includes(field) ? instantOrNull(row[field]) : (row[field] ?? null)]));
}

/** A file name safe in an archive path: no separators nor control characters, at most 120 characters. */
function safeName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[\p{Cc}/\\:*?"<>|]/gu, '_')
    .trim();
  const safe = cleaned.replace(/^\.+/, '_') || 'file';
  if (safe.length <= 120) return safe;
  const dot = safe.lastIndexOf('.');
  const ext = dot > 0 && safe.length - dot <= 10 ? safe.slice(dot) : '';
  return safe.slice(0, 120 - ext.length) + ext;
}

/** `name`, or `name (2).ext`, `name (3).ext`… so that no two files of the archive share a path. */
function uniquePath(folder: string, name: string, taken: Set<string>): string {
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let path = `${folder}/${name}`;
  for (let copy = 2; taken.has(path.toLowerCase()); copy += 1) path = `${folder}/${stem} (${copy})${ext}`;
  taken.add(path.toLowerCase());
  return path;
}

/** The content of a private file, opened only when the archive reaches it. */
function lazyContent(file: ArchivedFile): Readable {
  async function* chunks(): AsyncGenerator<Buffer> {
    const content = await privateStorage().open(file.storageKey);
    if (!content) {
      strapi.log.warn(`data export: the content of private file ${file.id} is missing from the storage; its entry is empty`);
      return;
    }
    for await (const chunk of content.stream) yield Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** Webinars listed per page while an export reads them all. */
const WEBINAR_PAGE = 100;

/**
 * The person's webinars as the app shows them: a client's registrations (upcoming, then past, with each
 * webinar's card), a consultant's own webinars (drafts and cancelled ones included, with their seats).
 * A consultant's list names none of the clients registered.
 */
async function webinarsOf(subject: ExportSubject, locale: Locale): Promise<unknown[]> {
  const { profile } = subject;
  if (!profile) return [];
  const all: unknown[] = [];
  if (subject.role === 'consultant') {
    for (let page = 1; ; page += 1) {
      const { rows, total } = await consultantWebinars({ id: profile.id } as ConsultantRow, page, WEBINAR_PAGE);
      all.push(...rows);
      if (page * WEBINAR_PAGE >= total) return all;
    }
  }
  for (const when of ['upcoming', 'past'] as const) {
    for (let page = 1; ; page += 1) {
      const { rows, total } = await clientRegistrations({ id: profile.id } as ClientRow, when, page, WEBINAR_PAGE, locale);
      // Without the payment page's link, which only opens a door (as for bookings).
      all.push(...rows.map(({ checkout_url: _link, ...registration }) => registration));
      if (page * WEBINAR_PAGE >= total) break;
    }
  }
  return all;
}

/** The person's presences in webinars' live sessions (as host or attendee), oldest first. */
async function webinarAttendance(userId: number): Promise<unknown[]> {
  const rows = (await strapi.db.query(WEBINAR_ATTENDANCE).findMany({
    where: { user: { id: userId } },
    populate: { webinar: { select: ['documentId', 'slug'] } },
    orderBy: [{ joined_at: 'asc' }, { id: 'asc' }],
  })) as Record<string, unknown>[];
  return rows.map((row) => {
    const webinar = row.webinar as { documentId?: string; slug?: string } | null;
    return { webinar_id: webinar?.documentId ?? null, webinar_slug: webinar?.slug ?? null, role: row.role, joined_at: instantOrNull(row.joined_at), left_at: instantOrNull(row.left_at) };
  });
}

/**
 * The reviews of the person (docs/api-reviews.md): a client's own reviews as it reads them (hidden ones
 * with the reason), a consultant's reviews as it reads them in its area (the authors as the public sees
 * them: first name and initial), oldest first.
 */
async function reviewsOf(role: ExportSubject['role'], profileId: number, locale: Locale): Promise<unknown[]> {
  if (role === 'client') return (await services.reviews().writtenBy(profileId)).map((row) => ownReviewView(row, locale));
  return (await services.reviews().about(profileId)).map((row) => consultantReviewView(row, locale));
}

/** The README of an export in `locale`: what the archive is, each entry present, and how to read it. */
function readme(locale: Locale, subject: ExportSubject, content: ExportContent, at: Date, byAdmin: boolean): string {
  const line = (key: MessageKey, params: Record<string, string> = {}) => t(locale, key, params);
  const describe = (name: string): string => {
    const consultantOwn = subject.role === 'consultant' && (name === 'bookings.json' || name === 'webinars.json' || name === 'reviews.json');
    const key = (consultantOwn ? `export.readme.file.${name}.consultant` : `export.readme.file.${name}`) as MessageKey;
    return `- ${name}: ${line(key)}`;
  };
  const names = ['README.txt', ...content.documents.map(([name]) => name), ...(content.files.length ? ['files/'] : [])];
  const notes: MessageKey[] = [
    'export.readme.note.format',
    'export.readme.note.others',
    ...(subject.role === 'client' ? (['export.readme.note.clientNotes'] as const) : (['export.readme.note.photo'] as const)),
    ...(byAdmin ? (['export.readme.note.byAdmin'] as const) : []),
  ];
  const title = line('export.readme.title');
  return [
    title,
    '='.repeat(title.length),
    '',
    line('export.readme.intro', { email: subject.user.email, role: line(`export.readme.role.${subject.role}`), date: at.toISOString() }),
    '',
    line('export.readme.contents'),
    ...names.map(describe),
    '',
    line('export.readme.notes'),
    ...notes.map((key) => `- ${line(key)}`),
    '',
  ].join('\n');
}

/** Whether content type `uid` exists in this installation. */
const hasContentType = (uid: string): boolean => Boolean((strapi.contentTypes as unknown as Record<string, unknown>)[uid]);

type Attribute = { type?: string; relation?: string; target?: string; private?: boolean };

/**
 * The consent records of user `userId` (docs/privacy.md "Consent records"): every stored field but
 * relations and secrets (token hashes), newest first; `[]` when the installation has no consent records.
 */
async function consentRecords(userId: number): Promise<Record<string, unknown>[]> {
  if (!hasContentType(CONSENT_RECORD)) return [];
  const uid = CONSENT_RECORD as UID.ContentType;
  const attributes = (strapi.getModel(uid) as unknown as { attributes: Record<string, Attribute> }).attributes;
  const toUser = Object.entries(attributes).filter(([, attribute]) => attribute.type === 'relation' && attribute.target === USER);
  const link = toUser.find(([name]) => ['user', 'subject', 'account', 'person'].includes(name)) ?? toUser[0];
  if (!link) return [];
  const fields = Object.entries(attributes).filter(([name, attribute]) => attribute.type !== 'relation' && attribute.type !== 'media' && !/token|hash|password|secret/i.test(name));
  const instants = fields.filter(([, attribute]) => attribute.type === 'datetime').map(([name]) => name);
  const rows = (await strapi.db.query(uid).findMany({ where: { [link[0]]: { id: userId } }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] })) as Record<string, unknown>[];
  return rows.map((row) => ({
    id: row.documentId,
    ...pick(
      row,
      fields.map(([name]) => name),
      instants,
    ),
    createdAt: instantOrNull(row.createdAt),
  }));
}

/** A booking view without what only opens doors (the room's and the booking's tokens, the checkout link). */
function withoutSecrets(view: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(view).filter(([field]) => field !== 'token' && field !== 'room_id' && field !== 'checkout_url'));
}

/** Rows of `uid` whose e-mail is the person's (the forms of the public site, keyed by address). */
function byEmail(uid: UID.ContentType, email: string, fields: readonly string[], instants: readonly string[]) {
  return strapi.db
    .query(uid)
    .findMany({ where: { email: email.trim().toLowerCase() }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] })
    .then((rows: Record<string, unknown>[]) => rows.map((row) => ({ id: row.documentId, ...pick(row, fields, instants), created_at: instantOrNull(row.createdAt) })));
}

const dataExport = () => ({
  /**
   * The person behind a signed-in account of `role`.
   * @param account - the signed-in user (`ctx.state.account`)
   */
  async subjectOfAccount(account: AccountRow, role: ExportRole): Promise<ExportSubject> {
    const [user, profile] = await Promise.all([
      strapi.db.query(USER).findOne({ where: { id: account.id }, select: USER_FIELDS }) as Promise<SubjectUser | null>,
      strapi.db.query(PROFILE_UID[role]).findOne({ where: { user: { id: account.id } }, select: ['id', 'documentId'] }) as Promise<{ id: number; documentId: string } | null>,
    ]);
    return { role, user: user ?? { id: account.id, documentId: account.documentId, email: account.email }, profile };
  },

  /**
   * The person of the back office's `clients` or `consultants` record `profileDocumentId` (profiles in
   * the trash left out, as those lists do).
   * @throws ApiError 404 (`admin.notFound`, in `locale`) for an unknown id or a profile without account
   */
  async subjectOfProfile(role: ExportRole, profileDocumentId: string, locale: Locale): Promise<ExportSubject> {
    const row = (await strapi.db.query(PROFILE_UID[role]).findOne({
      where: { documentId: profileDocumentId, deletedAt: { $null: true } },
      select: ['id', 'documentId'],
      populate: { user: { select: USER_FIELDS } },
    })) as { id: number; documentId: string; user?: SubjectUser | null } | null;
    if (!row?.user) throw notFound(t(locale, 'admin.notFound'));
    return { role, user: row.user, profile: { id: row.id, documentId: row.documentId } };
  },

  /**
   * The JSON documents and the files of the person's export (docs/privacy.md "Export" lists them).
   * @param locale - language of the labels the views carry (questionnaire, complaint types)
   */
  async content(subject: ExportSubject, locale: Locale): Promise<ExportContent> {
    const { role, user, profile } = subject;
    const actor: Actor = { role, userId: user.id, ...(profile ? { profile } : {}) };
    const profileRow = profile ? ((await strapi.db.query(PROFILE_UID[role]).findOne({ where: { id: profile.id } })) as Record<string, unknown>) : null;

    // Files first: the other documents point to them by id, the chat messages by path.
    const fileRows = (await strapi.db.query(FILE).findMany({ where: { owner: { id: user.id } }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] })) as Record<string, unknown>[];
    const taken = new Set<string>();
    const files: ArchivedFile[] = fileRows.map((row) => {
      const kind = row.kind as PrivateFileKind;
      const name = String(row.name ?? 'file');
      return {
        id: String(row.documentId),
        kind,
        name,
        mime: String(row.mime ?? ''),
        size: Number(row.size ?? 0),
        sha256: typeof row.sha256 === 'string' ? row.sha256 : null,
        uploaded_at: instantOrNull(row.createdAt),
        path: uniquePath(`files/${kind}`, safeName(name), taken),
        storageKey: String(row.storage_key),
      };
    });
    const pathOf = new Map(files.map((file) => [file.id, file.path]));

    const bookingRows: BookingRow[] = profile
      ? await strapi.db.query(BOOKING).findMany({ where: { [role]: { id: profile.id } }, populate: BOOKING_POPULATE, orderBy: [{ start: 'asc' }, { id: 'asc' }] })
      : [];
    const bookingIds = bookingRows.map((row) => row.id);

    const [profileView, bookingViews, notes, messages, attendance, complaintIds, newsletter, waitingList, contactRequests, starterKits, records] = await Promise.all([
      services.accounts().profile(user as UserRow, role),
      viewsOf(bookingRows, actor),
      role === 'consultant' && profile
        ? (strapi.db.query(NOTE).findMany({
            where: { consultant: { id: profile.id } },
            populate: { booking: { select: ['documentId'] } },
            orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          }) as Promise<Record<string, unknown>[]>)
        : Promise.resolve([] as Record<string, unknown>[]),
      bookingIds.length
        ? (strapi.db.query(ROOM_MESSAGE).findMany({
            where: { booking: { id: { $in: bookingIds } } },
            populate: { booking: { select: ['documentId'] }, attachment: true },
            orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          }) as Promise<Record<string, unknown>[]>)
        : Promise.resolve([] as Record<string, unknown>[]),
      strapi.db.query(ROOM_ATTENDANCE).findMany({
        where: { user: { id: user.id } },
        populate: { booking: { select: ['documentId'] } },
        orderBy: [{ joined_at: 'asc' }, { id: 'asc' }],
      }) as Promise<Record<string, unknown>[]>,
      profile
        ? (strapi.db.query(COMPLAINT).findMany({ where: { [role]: { id: profile.id } }, select: ['id'], orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }) as Promise<{ id: number }[]>)
        : Promise.resolve([]),
      byEmail(
        NEWSLETTER_SUBSCRIBER,
        user.email,
        ['email', 'status', 'mail_locale', 'consent_at', 'consent_ip', 'consent_version', 'confirmed_at', 'unsubscribed_at'],
        ['consent_at', 'confirmed_at', 'unsubscribed_at'],
      ),
      byEmail(
        WAITING_LIST_ENTRY,
        user.email,
        ['role', 'email', 'name', 'country_code', 'specialization_slug', 'mail_locale', 'confirmation_sent_at', 'notified_at', 'deletedAt'],
        ['confirmation_sent_at', 'notified_at', 'deletedAt'],
      ),
      byEmail(CONTACT_REQUEST, user.email, ['name', 'email', 'phone', 'subject', 'message', 'locale_used', 'handled', 'handled_at'], ['handled_at']),
      byEmail(STARTER_KIT_REQUEST, user.email, ['name', 'email', 'mail_locale', 'status', 'sent_at', 'request_ip'], ['sent_at']),
      consentRecords(user.id),
    ]);

    const party = profile ? { role, userId: user.id, profile } : null;
    const complaints = party ? await Promise.all(complaintIds.map((row) => services.complaints().view(party, row.id, locale))) : [];

    const notesByBooking = new Map<string, Record<string, unknown>[]>();
    for (const note of notes) {
      const bookingId = (note.booking as { documentId?: string } | null)?.documentId ?? '';
      notesByBooking.set(bookingId, [...(notesByBooking.get(bookingId) ?? []), { id: note.documentId, text: note.text ?? '', created_at: iso(note.createdAt), updated_at: iso(note.updatedAt) }]);
    }
    const bookings = bookingViews.map((view) => ({ ...withoutSecrets(view), ...(role === 'consultant' ? { notes: notesByBooking.get(view.id) ?? [] } : {}) }));

    const chat = messages.map((message) => {
      const mine = message.sender_role === role;
      const attachment = fileViewOf(message.attachment as never);
      return {
        id: message.documentId,
        booking_id: (message.booking as { documentId?: string } | null)?.documentId ?? null,
        sender_role: message.sender_role,
        mine,
        text: message.text ?? '',
        // The other party's file: what the room showed of it, without its content.
        attachment: attachment
          ? { id: attachment.id, kind: attachment.kind, name: attachment.name, mime: attachment.mime, size: attachment.size, path: mine ? (pathOf.get(attachment.id) ?? null) : null }
          : null,
        read_at: iso(message.read_at),
        created_at: iso(message.createdAt),
      };
    });

    const documents: [string, unknown][] = [
      [
        'account.json',
        {
          id: user.documentId,
          email: user.email,
          username: user.username ?? null,
          role,
          provider: user.provider ?? null,
          confirmed: user.confirmed ?? null,
          blocked: Boolean(user.blocked),
          created_at: instantOrNull(user.createdAt),
          updated_at: instantOrNull(user.updatedAt),
        },
      ],
      ['profile.json', profileView.profile],
    ];

    if (role === 'consultant' && profile) {
      const {
        basic,
        address,
        detail,
        documents: papers,
        bank,
        education,
        certificates,
        timings,
        approval_status,
        active_status,
        rejection_reason,
        submitted_at,
        approved_at,
      } = await consultantReview(profile.id);
      documents.push(
        ['profile-sections.json', { status: { approval_status, active_status, rejection_reason, submitted_at, approved_at }, basic, address, detail, documents: papers }],
        ['timings.json', timings],
        ['degrees.json', education],
        ['certificates.json', certificates],
        ['verifications.json', await exportedVerifications(profile.id)],
        ['bank-details.json', bank],
      );
    }

    const consentForms =
      role === 'client' && profile
        ? (
            (await strapi.db.query(CLIENT_CONSENT).findMany({ where: { client: { id: profile.id } }, populate: { signed_file: true }, orderBy: [{ accepted_at: 'asc' }, { id: 'asc' }] })) as Record<
              string,
              unknown
            >[]
          ).map((row) => ({
            version: row.version ?? null,
            accepted_at: instantOrNull(row.accepted_at),
            accepted_locale: row.accepted_locale ?? null,
            signed_file: fileViewOf(row.signed_file as never),
          }))
        : null;
    documents.push([
      'consents.json',
      {
        records,
        terms: { version: profileRow?.terms_version ?? null, accepted_at: instantOrNull(profileRow?.terms_accepted_at) },
        privacy_policy: { version: profileRow?.privacy_version ?? null, accepted_at: instantOrNull(profileRow?.privacy_accepted_at) },
        ...(consentForms ? { consent_forms: consentForms } : {}),
      },
    ]);

    if (role === 'client' && profile) {
      const [assessment, favourites] = await Promise.all([
        services.clientForms().assessmentView(profile.id, locale),
        strapi.db.query(FAVOURITE).findMany({
          where: { client: { id: profile.id } },
          populate: { consultant: { select: ['documentId', 'display_name', 'slug'] } },
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        }) as Promise<Record<string, unknown>[]>,
      ]);
      documents.push(
        ['health-assessment.json', assessment],
        [
          'favourites.json',
          favourites.map((row) => {
            const consultant = row.consultant as { documentId?: string; display_name?: string | null; slug?: string | null } | null;
            return {
              consultant: consultant ? { id: consultant.documentId, display_name: consultant.display_name ?? '', slug: consultant.slug ?? null } : null,
              added_at: instantOrNull(row.createdAt),
            };
          }),
        ],
      );
    }

    documents.push(
      ['bookings.json', bookings],
      ['webinars.json', await webinarsOf(subject, locale)],
      ['complaints.json', complaints],
      ['chat-messages.json', chat],
      [
        'room-attendance.json',
        attendance.map((row) => ({
          booking_id: (row.booking as { documentId?: string } | null)?.documentId ?? null,
          role: row.role,
          joined_at: instantOrNull(row.joined_at),
          left_at: instantOrNull(row.left_at),
        })),
      ],
      ['webinar-attendance.json', await webinarAttendance(user.id)],
      ['reviews.json', profile ? await reviewsOf(subject.role, profile.id, locale) : []],
      ['newsletter.json', newsletter],
      ['waiting-list.json', waitingList],
      ['contact-requests.json', contactRequests],
      ['starter-kit-requests.json', starterKits],
      ['files.json', files.map(({ storageKey: _key, ...file }) => file)],
    );
    return { documents, files };
  },

  /**
   * Export the person's data: its content ({@link content}), the audit-log and data-request rows (one
   * transaction), then the archive, produced while it is sent.
   * @param request - the language of the README, the admin running it (if any), the caller's IP and user agent
   * @returns the file name, the answer's headers and the ZIP stream
   * @throws what the database throws (nothing is recorded then)
   */
  async download(subject: ExportSubject, request: ExportRequest): Promise<ExportDownload> {
    const at = clock.now();
    const content = await this.content(subject, request.locale);
    const requestId = await writeTransaction(async () => {
      await services.privateFiles().audit({
        action: 'data.export',
        reader: { user: { id: request.admin?.id ?? subject.user.id }, role: request.admin ? 'admin' : subject.role, ip: request.ip, userAgent: request.userAgent },
        subjectUserId: subject.user.id,
      });
      const created = (await strapi.db.query(DATA_REQUEST).create({
        data: {
          kind: 'export',
          status: 'completed',
          subject: subject.user.id,
          subject_role: subject.role,
          subject_label: subject.user.email.slice(0, 320),
          requested_by: request.admin ? 'admin' : 'self',
          requester: request.admin?.id ?? null,
          requester_email: request.admin?.email.slice(0, 320) ?? null,
          completed_at: at,
          ip: request.ip.slice(0, 64),
        },
      })) as { id: number };
      return created.id;
    });

    const zip = new JSZip();
    const entry = { date: at, createFolders: false };
    zip.file('README.txt', readme(request.locale, subject, content, at, Boolean(request.admin)), entry);
    for (const [name, value] of content.documents) zip.file(name, `${JSON.stringify(value, null, 2)}\n`, entry);
    for (const file of content.files) zip.file(file.path, lazyContent(file), { ...entry, binary: true });

    const stream = new PassThrough();
    const source = zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true, compression: 'DEFLATE', compressionOptions: { level: 6 } });
    source.on('error', (error: Error) => stream.destroy(error));
    stream.once('error', (error: Error) => {
      strapi.log.error(`data export ${requestId} failed while sending: ${error.message}`);
      void strapi.db
        .query(DATA_REQUEST)
        .update({ where: { id: requestId }, data: { status: 'failed', completed_at: null, detail: error.message.slice(0, 500) } })
        .catch(() => undefined);
    });
    source.pipe(stream);

    const prefix = request.admin ? `${t(request.locale, `export.fileName.${subject.role}`)}-${subject.profile?.documentId ?? subject.user.documentId}` : t(request.locale, 'export.fileName.self');
    const fileName = `${prefix}-${at.toISOString().slice(0, 10)}.zip`;
    return {
      fileName,
      headers: {
        'Content-Type': EXPORT_CONTENT_TYPE,
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
      stream,
    };
  },
});

export type DataExport = ReturnType<typeof dataExport>;
export default dataExport;
