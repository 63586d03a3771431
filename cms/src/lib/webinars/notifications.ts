/**
 * Webinar e-mails (docs/api-webinars.md "E-mails"): a registered client is e-mailed when its registration
 * is confirmed, when the webinar moves to another time, when it is cancelled (by its host or by the
 * platform's team) and when its seat is given back because the online payment was not made in time, in its language of
 * correspondence and with the times in its own IANA zone. Each carries an `.ics` invitation whose `UID`
 * is stable per webinar and whose `SEQUENCE` is the webinar's `ics_sequence`, so calendars add, move or
 * remove the same event (`METHOD:CANCEL` on cancellation and release).
 *
 * Queued in the outbox (lib/outbox) inside the transaction of the change, sent after the commit.
 */
import { bookingIcs, formatBookingTime } from '../booking-calendar';
import { instant } from '../booking/rows';
import type { Row, WEBINAR } from '../content-types';
import { siteUrl, type MailAttachment } from '../mail';
import { t, type Locale } from '../messages';
import { enqueueMail } from '../outbox';
import { organizer } from '../../api/booking/services/notifications';

/** What a webinar e-mail tells about its webinar (a webinar row; `consultant` with its display name). */
export type NoticeWebinar = Row<typeof WEBINAR> & { consultant?: { display_name?: string | null } | null };

/** A registered client as the e-mails address it. */
export interface NoticeClient {
  display_name?: string | null;
  time_zone?: string | null;
  correspondence_language?: string | null;
  user?: { email?: string | null } | null;
}

/**
 * What the e-mail says: the registration is confirmed, the webinar moved, it is cancelled, it starts
 * within 24 h, or the client's seat is released (its online payment was not made before the checkout expired).
 */
export type WebinarChange = 'registered' | 'rescheduled' | 'cancelled' | 'reminder' | 'released';

const TEMPLATE = {
  registered: 'webinar-registered',
  rescheduled: 'webinar-rescheduled',
  cancelled: 'webinar-cancelled',
  reminder: 'webinar-reminder',
  released: 'webinar-released',
} as const;

/** The title in `locale`, else in the other language. */
export function webinarTitle(webinar: Pick<NoticeWebinar, 'title_fr' | 'title_en'>, locale: Locale): string {
  const fr = webinar.title_fr?.trim() ?? '';
  const en = webinar.title_en?.trim() ?? '';
  return (locale === 'en' ? en || fr : fr || en) || '';
}

/** The public page of a webinar (absolute URL). */
export function webinarUrl(slug: string | null | undefined): string {
  return `${siteUrl()}/webinars/${slug ?? ''}`;
}

/**
 * Queue the e-mail about `change` to one registered client, with its `.ics` (none for the reminder), inside the change's
 * transaction. A client without an e-mail address (erased) gets none.
 * @param refunded - a cancelled webinar's payment is being given back to this client
 * @param cancelledBy - who cancelled the webinar: its host (`consultant`) or the platform's team (`admin`)
 * @throws what the database throws (the caller's transaction then rolls back)
 */
export async function queueWebinarMail(webinar: NoticeWebinar, client: NoticeClient, change: WebinarChange, refunded = false, cancelledBy: 'consultant' | 'admin' = 'consultant'): Promise<void> {
  const email = client.user?.email;
  if (!email || !webinar.start || !webinar.end) return;
  const locale: Locale = client.correspondence_language === 'en' ? 'en' : 'fr';
  const start = instant(webinar.start);
  const end = instant(webinar.end);
  const title = webinarTitle(webinar, locale);
  const url = webinarUrl(webinar.slug);
  // A released seat leaves the client's calendar as a cancelled webinar does.
  const cancel = change === 'cancelled' || change === 'released';
  let attachments: MailAttachment[] | undefined;
  // The reminder adds nothing to the calendar: the invitation came with the confirmation.
  if (change !== 'reminder') {
    try {
      const content = bookingIcs({
        uid: `webinar-${webinar.documentId}@${new URL(siteUrl()).hostname}`,
        sequence: Number(webinar.ics_sequence ?? 0),
        method: cancel ? 'CANCEL' : 'REQUEST',
        start,
        end,
        title: t(locale, 'webinar.icsTitle', { title }),
        description: t(locale, 'webinar.icsPage', { url }),
        roomUrl: url,
        organizer: organizer(),
        attendees: [{ name: client.display_name ?? '', email }],
      });
      attachments = [{ filename: cancel ? 'cancellation.ics' : 'invitation.ics', content, contentType: `text/calendar; charset=utf-8; method=${cancel ? 'CANCEL' : 'REQUEST'}` }];
    } catch (error) {
      strapi.log.error(`webinar ${webinar.documentId}: the .ics could not be built: ${(error as Error).message}`);
    }
  }
  await enqueueMail(
    email,
    locale,
    {
      name: TEMPLATE[change],
      title,
      hostName: webinar.consultant?.display_name ?? '',
      when: formatBookingTime(start, end, client.time_zone || webinar.time_zone || 'UTC', locale),
      durationMinutes: Number(webinar.duration_minutes ?? 0),
      webinarUrl: url,
      refunded,
      cancelledBy,
    },
    { attachments, related: `webinar:${webinar.documentId}` },
  );
}
