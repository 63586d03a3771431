/**
 * Stored rows of the booking domain (spec §5 bookings; docs/api-bookings.md) and the helpers every
 * booking module shares: who acts ({@link Actor}), which bookings they own, loading a booking with its
 * relations, and stored datetimes.
 */
import { ApiError } from '../http-errors';
import { t, type Locale, type MessageKey } from '../messages';
import { BOOKING, type CLIENT_PROFILE, type CONSULTANT_PROFILE, type COUPON, type NOTE, type Row } from '../content-types';

/** A booking row; `consultant` (with `photo`), `client` and `coupon` when loaded by {@link loadBooking}. */
export type BookingRow = Row<typeof BOOKING>;
/** A consultant profile row (fee in minor units, `session_duration` in minutes, IANA `time_zone`). */
export type ConsultantRow = Row<typeof CONSULTANT_PROFILE>;
/** A client profile row (`user` when populated). */
export type ClientRow = Row<typeof CLIENT_PROFILE>;
/** A coupon row (`amount_off_minor` in minor units, `percent_off` 0–100). */
export type CouponRow = Row<typeof COUPON>;
/** A session note row. */
export type NoteRow = Row<typeof NOTE>;

/** One hour, in milliseconds. */
export const HOUR = 3_600_000;
/** One day, in milliseconds. */
export const DAY = 24 * HOUR;

/** Who acts on a booking. */
export interface Actor {
  role: 'client' | 'consultant' | 'admin';
  /** users-permissions user id. */
  userId: number;
  /** The client or consultant profile row of the user (none for admins). */
  profile?: { id: number; documentId: string };
}

/** A stored datetime (Date, ISO string or epoch ms, depending on the database) → Date. */
export const instant = (value: unknown): Date => (value instanceof Date ? value : new Date(value as string | number));

/** A stored datetime → UTC ISO string, or null when absent. */
export const iso = (value: unknown): string | null => (value === null || value === undefined ? null : instant(value).toISOString());

/** A 409 with a localized message. */
export const conflict = (locale: Locale, name: string, key: MessageKey, params: Record<string, string | number> = {}, details?: Record<string, unknown>) =>
  new ApiError(409, name, t(locale, key, params), details);

/** The relations a booking view shows. */
export const BOOKING_POPULATE = { consultant: { populate: { photo: true } }, client: true, coupon: true } as const;

/** The fields of each party a booking's view shows (name, erasure, photo), for a party named in the view. */
const PARTY_FIELDS = ['id', 'documentId', 'display_name', 'deletedAt'] as const;

/**
 * The relations of {@link BOOKING_POPULATE} narrowed to what a booking's view shows (lib/booking/view): the
 * lists and the dashboard read many bookings, and the whole consultant row (bios, search text) of each is
 * costly to read and map for a name and a photo.
 */
export const BOOKING_VIEW_POPULATE = {
  consultant: { select: PARTY_FIELDS, populate: { photo: true } },
  client: { select: PARTY_FIELDS },
  coupon: { select: ['id', 'code'] },
} as const;

/** The booking row matching `where`, with its relations, or null. */
export async function loadBooking(where: Record<string, unknown>): Promise<BookingRow | null> {
  return strapi.db.query(BOOKING).findOne({ where, populate: BOOKING_POPULATE });
}

/**
 * The booking row `id`, with its relations, right after a write.
 * @throws Error when it is gone (a programming error: callers pass an id they just wrote)
 */
export async function reloadBooking(id: number): Promise<BookingRow> {
  const row = await loadBooking({ id });
  if (!row) throw new Error(`booking ${id} vanished`);
  return row;
}

/** Where-clause limiting bookings to those of the actor (clients and consultants: their own). */
export function ownedBy(actor: Actor): Record<string, unknown> {
  if (actor.role === 'client') return { client: { id: actor.profile!.id } };
  if (actor.role === 'consultant') return { consultant: { id: actor.profile!.id } };
  return {};
}

/** The {@link Actor} of a consultant acting on their own bookings. */
export const consultantActor = (consultant: { id: number; documentId: string }): Actor => ({ role: 'consultant', userId: 0, profile: consultant });
