/**
 * The live session of a webinar (DESIGN §4 "Group sessions (webinars)"; docs/webinar-room.md): who may
 * enter and when, and the attendance of each person. The window is the consultation room's
 * (`roomWindow`: `ROOM_OPEN_BEFORE_MINUTES` before the start, `ROOM_CLOSE_AFTER_MINUTES` after the end),
 * the refusals are the room's (`RoomRefusal`: `not_found`, `too_early`, `closed`).
 *
 * - The host is the webinar's consultant, signed in on the consultant surface.
 * - An attendee is a client with an active registration, signed in on the client surface.
 * - Anyone else, a draft, a trashed or a cancelled webinar is `not_found`.
 */
import { roomWindow, type RoomRefusal } from '../../api/booking/services/room-access';
import { clock } from '../../contracts/clock';
import { instant } from '../booking/rows';
import { WEBINAR, WEBINAR_ATTENDANCE, WEBINAR_REGISTRATION, USER, type Row } from '../content-types';
import { shownName } from '../erased-person';

/** A person's part in a webinar's live session. */
export type LiveRole = 'host' | 'attendee';

/** A person let into a live session. */
export interface LiveEntry {
  /** the webinar's numeric row id and documentId */
  webinarRowId: number;
  webinarId: string;
  title: string;
  role: LiveRole;
  /** the name the other people of the session see */
  displayName: string;
  /** the session opens and closes at these UTC instants */
  opensAt: Date;
  closesAt: Date;
}

type WebinarRow = Row<typeof WEBINAR>;

/**
 * Let user `userId` (signed in on the `surface` side) into the live session of webinar `webinarId`
 * (documentId) at `now`, or say why not.
 * @returns `{ entry }` when the session is open to it, else `{ refusal }` (instants in UTC ISO 8601)
 */
export async function admitLive(
  userId: number,
  surface: 'client' | 'consultant',
  webinarId: string,
  now = clock.now(),
): Promise<{ entry: LiveEntry; refusal?: undefined } | { entry?: undefined; refusal: RoomRefusal }> {
  if (!webinarId || webinarId.length > 64) return { refusal: { code: 'not_found' } };
  const webinar: WebinarRow | null = await strapi.db.query(WEBINAR).findOne({
    where: { documentId: webinarId, status: 'published', deletedAt: { $null: true } },
    populate: { consultant: { populate: { user: { select: ['id'] } } } },
  });
  if (!webinar || !webinar.start || !webinar.end) return { refusal: { code: 'not_found' } };
  let role: LiveRole;
  let displayName: string;
  const consultant = webinar.consultant as (Parameters<typeof shownName>[0] & { user?: { id?: number } | null }) | null | undefined;
  if (surface === 'consultant') {
    if (consultant?.user?.id !== userId) return { refusal: { code: 'not_found' } };
    role = 'host';
    displayName = shownName(consultant, 'consultant');
  } else {
    const registration = await strapi.db.query(WEBINAR_REGISTRATION).findOne({
      where: { webinar: { id: webinar.id }, status: 'active', client: { user: { id: userId } } },
      populate: { client: true },
    });
    if (!registration) return { refusal: { code: 'not_found' } };
    role = 'attendee';
    displayName = shownName(registration.client as Parameters<typeof shownName>[0], 'client');
  }
  const { opensAt, closesAt } = roomWindow(webinar.start, webinar.end);
  if (now < opensAt) return { refusal: { code: 'too_early', opens_at: opensAt.toISOString() } };
  if (now >= closesAt) return { refusal: { code: 'closed', closed_at: closesAt.toISOString() } };
  const title = webinar.title_fr || webinar.title_en || '';
  return { entry: { webinarRowId: webinar.id, webinarId, title, role, displayName, opensAt, closesAt } };
}

/**
 * Record that user `userId` entered the live session of webinar `webinarRowId` as `role` at `now`.
 * @returns the attendance row's documentId, for {@link leaveLive}
 */
export async function joinLive(webinarRowId: number, userId: number, role: LiveRole, now = clock.now()): Promise<string> {
  const [webinar, user] = await Promise.all([
    strapi.db.query(WEBINAR).findOne({ where: { id: webinarRowId }, select: ['documentId'] }) as Promise<WebinarRow | null>,
    strapi.db.query(USER).findOne({ where: { id: userId }, select: ['documentId'] }) as Promise<Row<typeof USER> | null>,
  ]);
  const created = await strapi.documents(WEBINAR_ATTENDANCE).create({
    data: { webinar: webinar?.documentId ?? null, user: user?.documentId ?? null, role, joined_at: now.toISOString() } as never,
  });
  return created.documentId;
}

/** Record that the presence `attendanceId` (from {@link joinLive}) ended at `now`. */
export async function leaveLive(attendanceId: string, now = clock.now()): Promise<void> {
  await strapi.db.query(WEBINAR_ATTENDANCE).update({ where: { documentId: attendanceId }, data: { left_at: now } });
}

/**
 * The minutes each person spent in the live sessions of `webinarRowIds`, their presences added up (a
 * presence still open counts until now, the clock module's).
 * @returns `"<webinar row id>:<user id>"` → minutes (unrounded); a person never there has no entry
 */
export async function minutesInLive(webinarRowIds: readonly number[]): Promise<Map<string, number>> {
  const minutes = new Map<string, number>();
  if (!webinarRowIds.length) return minutes;
  const presences = (await strapi.db.query(WEBINAR_ATTENDANCE).findMany({
    where: { webinar: { id: { $in: [...new Set(webinarRowIds)] } } },
    select: ['joined_at', 'left_at'],
    populate: { webinar: { select: ['id'] }, user: { select: ['id'] } },
  })) as { joined_at?: unknown; left_at?: unknown; webinar?: { id?: number } | null; user?: { id?: number } | null }[];
  for (const presence of presences) {
    if (typeof presence.webinar?.id !== 'number' || typeof presence.user?.id !== 'number' || !presence.joined_at) continue;
    const joined = instant(presence.joined_at).getTime();
    const left = presence.left_at ? instant(presence.left_at).getTime() : clock.ms();
    const key = `${presence.webinar.id}:${presence.user.id}`;
    minutes.set(key, (minutes.get(key) ?? 0) + Math.max(0, (left - joined) / 60_000));
  }
  return minutes;
}
