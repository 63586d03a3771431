/**
 * The content-type UIDs the platform's code reads and writes, each named once (`as const`, so
 * `strapi.documents(BOOKING)` and `strapi.db.query(BOOKING)` get Strapi's generated types from
 * `cms/types/generated/contentTypes.d.ts`), and {@link Row}, the type of a stored row.
 */
import type { Data, UID } from '@strapi/strapi';

export const BOOKING = 'api::booking.booking' as const;
export const COUPON = 'api::coupon.coupon' as const;
export const NOTE = 'api::session-note.session-note' as const;
export const CLIENT_PROFILE = 'api::client-profile.client-profile' as const;
export const CONSULTANT_PROFILE = 'api::consultant-profile.consultant-profile' as const;
export const CONSULTANT_DEGREE = 'api::consultant-degree.consultant-degree' as const;
export const CONSULTANT_CERTIFICATE = 'api::consultant-certificate.consultant-certificate' as const;
export const CONSULTANT_BANK_DETAIL = 'api::consultant-bank-detail.consultant-bank-detail' as const;
export const CONSULTANT_TIMING = 'api::consultant-timing.consultant-timing' as const;
export const CONSULTANT_DAY_OFF = 'api::consultant-day-off.consultant-day-off' as const;
export const CONSULTANT_VERIFICATION = 'api::consultant-verification.consultant-verification' as const;
export const HEALTH_ASSESSMENT = 'api::health-assessment.health-assessment' as const;
export const WEB_SETTING = 'api::web-setting.web-setting' as const;
export const USER = 'plugin::users-permissions.user' as const;
export const UPLOAD_FILE = 'plugin::upload.file' as const;
export const ROOM_MESSAGE = 'api::room-message.room-message' as const;
export const ROOM_ATTENDANCE = 'api::room-attendance.room-attendance' as const;
export const COMPLAINT = 'api::complaint.complaint' as const;
export const COMPLAINT_EVENT = 'api::complaint-event.complaint-event' as const;
export const COMPLAINT_TYPE = 'api::complaint-type.complaint-type' as const;
export const WAITING_LIST_ENTRY = 'api::waiting-list-entry.waiting-list-entry' as const;
export const STARTER_KIT_REQUEST = 'api::starter-kit-request.starter-kit-request' as const;
export const NEWSLETTER_SUBSCRIBER = 'api::newsletter-subscriber.newsletter-subscriber' as const;
export const OUTBOX = 'api::outbox-message.outbox-message' as const;
export const NEWSLETTER_CAMPAIGN = 'api::newsletter-campaign.newsletter-campaign' as const;
export const DATA_REQUEST = 'api::data-request.data-request' as const;
export const WEBINAR = 'api::webinar.webinar' as const;
export const WEBINAR_REGISTRATION = 'api::webinar-registration.webinar-registration' as const;
export const WEBINAR_ATTENDANCE = 'api::webinar-attendance.webinar-attendance' as const;
export const REVIEW = 'api::review.review' as const;

/**
 * A row of content type `U` as `strapi.db.query(U)` returns it: numeric `id`, `documentId`, and the
 * attributes of the generated schema (each optional and nullable; relations present when populated).
 */
export type Row<U extends UID.ContentType> = Data.ContentType<U> & { id: number };

/** A document of content type `U` as `strapi.documents(U)` returns it (`id` typed by Strapi as number or string). */
export type DocumentOf<U extends UID.ContentType> = Data.ContentType<U>;

/**
 * Strapi's database metadata of a content type, as the raw SQL readers use it: its table, and per
 * attribute the column name and, for a relation, the target and link table. (Strapi types the metadata
 * loosely; this names the few fields read.)
 */
export interface ModelMeta {
  tableName: string;
  attributes: Record<string, { columnName?: string; target?: UID.Schema; joinTable?: { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } } } | undefined>;
}

/** The database metadata of content type `uid` (see {@link ModelMeta}). */
export function modelMeta(uid: UID.Schema): ModelMeta {
  return strapi.db.metadata.get(uid) as unknown as ModelMeta;
}

/** Document input of content type `U`, as `strapi.documents(U).update` takes it. */
type DocumentInput<U extends UID.ContentType> = NonNullable<Parameters<ReturnType<typeof strapi.documents<U>>['update']>[0]['data']>;

/** An update of a document of `U`: Strapi's document input where `null` also clears a field (its type omits `null`, its runtime takes it). */
export type DocumentUpdate<U extends UID.ContentType> = { [K in keyof DocumentInput<U>]?: DocumentInput<U>[K] | null };

/**
 * Update document `documentId` of content type `uid` through the Document Service (relations given by
 * documentId, `null` clears a field).
 */
export async function updateDocument<U extends UID.ContentType>(uid: U, documentId: string, data: DocumentUpdate<U>): Promise<void> {
  await strapi.documents(uid).update({ documentId, data: data as DocumentInput<U> });
}
