import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'react-admin';

import { ADMIN_API_URL } from '../config/env';
import type { Schemas } from '../lib/api-types';
import { fetchFile, httpClient, type DownloadedFile } from './httpClient';

/**
 * A public media file as admin records carry it (cover, photo, logo, product images): the API's
 * `Media` with the upload's `id`. Records are written back with `{ id }` only.
 */
export type MediaFile = Schemas['Media'] & { id: Identifier };

/** What a bulk trash action did: the ids it handled, and each refusal with the server's error. */
export interface BulkOutcome {
  /** ids restored or deleted for good */
  data: Identifier[];
  /** records the server refused (e.g. 409 `InUse`), with its error (localized `message`, `status`, `body`) */
  failures: { id: Identifier; error: unknown }[];
}

/**
 * The dashboard's live figures (`GET /dashboard?time_zone=`, the API's `AdminDashboard`): 12 calendar
 * weeks of the admin's zone, Monday to Sunday, oldest first; amounts in minor units of their currency;
 * `open_complaints`, the complaints open or in review; `outbox_failed` and `outbox_dead`, the outbox's
 * messages failed (retried later) and given up.
 */
export type DashboardFigures = Schemas['AdminDashboard'];

/**
 * A message of a booking's consultation chat (the API's `RoomMessage`): plain text, and a private file
 * (`attachment`, read with {@link AdminDataProvider.getPrivateFile}) or `null`.
 */
export type BookingMessage = Schemas['RoomMessage'];

/** A newsletter campaign's subject and Markdown body per language, as the preview takes them (the API's `NewsletterCampaignInput`). */
export type NewsletterCampaignContent = Schemas['NewsletterCampaignInput'];

/** A newsletter campaign's two e-mails, for its French and its English subscribers (the API's `NewsletterCampaignPreview`). */
export type NewsletterCampaignPreview = Schemas['NewsletterCampaignPreview'];

/**
 * The back office's data provider: react-admin's standard methods, plus the trash, the media upload,
 * the bookings' actions and chat, the dashboard's figures and the newsletter campaigns' preview of the
 * admin dialect.
 */
export interface AdminDataProvider extends DataProvider {
  /** `POST /<resource>/:id/restore`: brings a record back from the trash. @throws HttpError 409 `NotInTrash` */
  restore(resource: string, params: { id: Identifier }): Promise<{ data: RaRecord }>;
  /** {@link AdminDataProvider.restore} for each id, one after another. */
  restoreMany(resource: string, params: { ids: Identifier[] }): Promise<BulkOutcome>;
  /**
   * `DELETE /<resource>/:id/permanent`: deletes a record of the trash for good.
   * @throws HttpError 409 `NotInTrash`, or `InUse` (still used by live records, `body.error.details.count`)
   */
  deletePermanently(resource: string, params: { id: Identifier }): Promise<{ data: RaRecord }>;
  /** {@link AdminDataProvider.deletePermanently} for each id, one after another. */
  deletePermanentlyMany(resource: string, params: { ids: Identifier[] }): Promise<BulkOutcome>;
  /**
   * `POST /media` (multipart, field `file`): stores a public image and answers it with its `id`, to be
   * written into a record's media field.
   * @throws HttpError 400 for a file the server refuses (type by content, size)
   */
  uploadMedia(file: File): Promise<{ data: MediaFile }>;
  /**
   * A custom action on one record (DESIGN §2: "custom actions are small controllers beside" a resource):
   * `<method> /<resource>/:id/<action>` with `data` as the JSON body (`{}` when absent), answering the
   * record after the change; e.g. `POST /consultants/:id/approve`, `PUT /clients/:id/blocked`
   * `{ blocked: true }`.
   * @throws HttpError with the server's localized message (409 `InvalidStatus`, `LastAdmin`; 400 on a field)
   */
  recordAction(resource: string, params: RecordActionParams): Promise<{ data: RaRecord }>;
  /**
   * A private document (`GET /api/files/:id`, DESIGN §3: served only with a token, every read
   * audited), as a blob with its name.
   * @param url - the `url` of the API's `PrivateFile` (`/api/files/<id>`)
   * @throws HttpError 404 for a file gone or not readable
   */
  getPrivateFile(url: string): Promise<{ data: DownloadedFile }>;
  /**
   * `GET /dashboard?time_zone=`: the dashboard's live figures, weeks cut in `timeZone`.
   * @param params.timeZone - the admin's IANA zone, e.g. `Europe/Paris`
   */
  getDashboard(params: { timeZone: string }): Promise<{ data: DashboardFigures }>;
  /**
   * `GET /bookings/:id/messages?range=[first,last]`: one range of the chat of a booking's consultation
   * room, oldest first (each read is written to the access log by the server).
   * @returns the messages and the chat's `total` (from `Content-Range`)
   * @throws HttpError 404 for an unknown booking
   */
  getBookingMessages(id: Identifier, params: { first: number; last: number }): Promise<{ data: BookingMessage[]; total: number }>;
  /**
   * `POST /newsletter-campaigns/preview`: a campaign (saved or not) rendered as its French and its English
   * subscribers will receive it (the same template as the e-mails sent).
   * @throws HttpError 400 with field errors for a subject or body the server refuses
   */
  previewNewsletterCampaign(content: NewsletterCampaignContent): Promise<{ data: NewsletterCampaignPreview }>;
  /**
   * `GET /{clients|consultants}/:id/export` (docs/privacy.md "Back office"): the ZIP of everything the
   * platform holds about the person, with the admin's token (audit-logged, listed as a data request).
   * @throws HttpError 404 for an unknown person, 429 after too many exports
   */
  exportPerson(resource: PeopleResource, id: Identifier): Promise<{ data: DownloadedFile }>;
  /**
   * `POST /{clients|consultants}/:id/erasure` `{}`: erases the person's account at once, on the person's request.
   * @throws HttpError 409 `ErasureBlocked` whose `body.error.details.reasons` says what must be settled first
   */
  erasePerson(resource: PeopleResource, id: Identifier): Promise<{ data: ErasureDone }>;
  /** `GET /{clients|consultants}/:id/consents`: the person's consent history. @throws HttpError 404 for an unknown person */
  getConsents(resource: PeopleResource, id: Identifier): Promise<{ data: ConsentHistory }>;
}

/**
 * A person's consent history (`GET /{clients|consultants}/:id/consents`, the API's `ConsentHistory`): every
 * consent given or withdrawn, newest first (`at`: UTC instants), and the current state of each kind.
 */
export type ConsentHistory = Schemas['ConsentHistory'];

/** What an erasure did (`POST /{clients|consultants}/:id/erasure`, the API's `ErasureDone`): the upcoming bookings it cancelled. */
export type ErasureDone = Schemas['ErasureDone'];

/** The people whose data the back office exports, erases and shows the consents of (docs/privacy.md "Back office"). */
export type PeopleResource = 'clients' | 'consultants';

/** What {@link AdminDataProvider.recordAction} sends. */
export interface RecordActionParams {
  id: Identifier;
  /** the last segment of the path, e.g. `approve`, `active`, `blocked` */
  action: string;
  /** `POST` (default) or `PUT` */
  method?: 'POST' | 'PUT';
  /** the JSON body, `{}` when absent */
  data?: Record<string, unknown>;
}

/** A media file as records carry it (`{ id, url, mime, … }`). */
function isMediaFile(value: unknown): value is MediaFile {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const candidate = value as Record<string, unknown>;
  return candidate.id !== undefined && candidate.id !== null && typeof candidate.url === 'string' && typeof candidate.mime === 'string';
}

/** Content locales of localized fields (`{ fr, en }`, DESIGN §2). */
const LOCALES = ['fr', 'en'];

/** A localized value as a form holds it: an object keyed by content locales only. */
function isLocalizedValue(value: object): value is Record<string, unknown> {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => LOCALES.includes(key));
}

/**
 * The body of a create or update as the admin dialect writes it (DESIGN §2):
 * - every media file (at any depth: a cover, product images, the image of a page section) becomes
 *   `{ id }`;
 * - a localized value whose input was left untouched in one language (`{ fr: 'Texte', en: undefined }`,
 *   which JSON would send as `{ fr: 'Texte' }`, or `{}`) says `null` for that language.
 * Everything else is kept.
 */
export function toWritable<T>(value: T): T {
  if (isMediaFile(value)) return { id: value.id } as T;
  if (Array.isArray(value)) return value.map((item: unknown) => toWritable(item)) as T;
  if (value && typeof value === 'object' && !(value instanceof Date) && !(value instanceof File)) {
    const record = value as Record<string, unknown>;
    if (isLocalizedValue(record)) return Object.fromEntries(LOCALES.map((locale) => [locale, record[locale] === undefined ? null : toWritable(record[locale])])) as T;
    return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, toWritable(item)])) as T;
  }
  return value;
}

const url = (resource: string, id: Identifier, action: string) => `${ADMIN_API_URL}/${resource}/${encodeURIComponent(String(id))}/${action}`;

/**
 * Runs `one` for each id in turn (the server checks each record on its own), collecting refusals.
 * @throws HttpError 401/403 at once: the session, not the record, is refused
 */
async function eachOf(ids: Identifier[], one: (id: Identifier) => Promise<unknown>): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { data: [], failures: [] };
  for (const id of ids) {
    try {
      await one(id);
      outcome.data.push(id);
    } catch (error) {
      if (error instanceof HttpError && (error.status === 401 || error.status === 403)) throw error;
      outcome.failures.push({ id, error });
    }
  }
  return outcome;
}

/**
 * Builds the data provider: ra-data-simple-rest on `/api/admin-panel` (DESIGN §2 admin dialect:
 * `GET /res?sort=&range=&filter=` → bare array + `Content-Range`; `GET/PUT/DELETE /res/:id`, `POST /res`;
 * `DELETE` moves a record of a resource with a trash to the trash), with bodies as the dialect writes
 * them ({@link toWritable}: media as `{ id }`, both languages of localized values),
 * the trash's restore and permanent delete, the media upload, the records' custom actions, the
 * private documents, the preview of a newsletter campaign and a person's export, erasure and consents. Requests go through
 * {@link httpClient} (api key, locale, bearer token; field errors of a 400 on the form's fields).
 */
export function createDataProvider(): AdminDataProvider {
  const rest = simpleRestProvider(ADMIN_API_URL, httpClient);
  const restore = async (resource: string, { id }: { id: Identifier }) => ({ data: (await httpClient(url(resource, id, 'restore'), { method: 'POST' })).json as RaRecord });
  const deletePermanently = async (resource: string, { id }: { id: Identifier }) => ({
    data: (await httpClient(url(resource, id, 'permanent'), { method: 'DELETE' })).json as RaRecord,
  });
  return {
    ...rest,
    create: (resource, params) => rest.create(resource, { ...params, data: toWritable(params.data) }),
    update: (resource, params) => rest.update(resource, { ...params, data: toWritable(params.data) }),
    updateMany: (resource, params) => rest.updateMany(resource, { ...params, data: toWritable(params.data) }),
    restore,
    restoreMany: (resource, { ids }) => eachOf(ids, (id) => restore(resource, { id })),
    deletePermanently,
    deletePermanentlyMany: (resource, { ids }) => eachOf(ids, (id) => deletePermanently(resource, { id })),
    async uploadMedia(file) {
      const body = new FormData();
      body.append('file', file);
      const { json } = await httpClient(`${ADMIN_API_URL}/media`, { method: 'POST', body });
      return { data: json as MediaFile };
    },
    async recordAction(resource, { id, action, method = 'POST', data = {} }) {
      const { json } = await httpClient(url(resource, id, action), { method, body: JSON.stringify(data) });
      return { data: json as RaRecord };
    },
    async getPrivateFile(fileUrl) {
      return { data: await fetchFile(fileUrl) };
    },
    async getBookingMessages(id, { first, last }) {
      const { json, headers } = await httpClient(`${url('bookings', id, 'messages')}?${new URLSearchParams({ range: JSON.stringify([first, last]) }).toString()}`);
      const data = json as BookingMessage[];
      const total = Number(/\/(\d+)$/.exec(headers.get('Content-Range') ?? '')?.[1] ?? first + data.length);
      return { data, total };
    },
    async previewNewsletterCampaign(content) {
      const { json } = await httpClient(`${ADMIN_API_URL}/newsletter-campaigns/preview`, { method: 'POST', body: JSON.stringify(toWritable(content)) });
      return { data: json as NewsletterCampaignPreview };
    },
    async exportPerson(resource, id) {
      return { data: await fetchFile(url(resource, id, 'export')) };
    },
    async erasePerson(resource, id) {
      const { json } = await httpClient(url(resource, id, 'erasure'), { method: 'POST', body: JSON.stringify({}) });
      return { data: (json as { data: ErasureDone }).data };
    },
    async getConsents(resource, id) {
      const { json } = await httpClient(url(resource, id, 'consents'));
      return { data: json as ConsentHistory };
    },
    async getDashboard({ timeZone }) {
      const { json } = await httpClient(`${ADMIN_API_URL}/dashboard?${new URLSearchParams({ time_zone: timeZone }).toString()}`);
      return { data: json as DashboardFigures };
    },
  };
}

/** The application's data provider (one per page). */
export const dataProvider: AdminDataProvider = createDataProvider();
