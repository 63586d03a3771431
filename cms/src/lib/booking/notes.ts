/** Post-meeting notes of a consultant on their bookings (spec §5 consultant bookings; docs/api-bookings.md). */
import { NOTE } from '../content-types';
import type { Locale } from '../messages';
import { consultantActor, iso, type ConsultantRow, type NoteRow } from './rows';
import { ownBooking } from './queries';

/** A note as the consultant sees it; instants UTC ISO. */
export interface NoteView {
  id: string;
  booking_id: string | null;
  client: { id: string; display_name: string } | null;
  text: string;
  created_at: string | null;
  updated_at: string | null;
}

/** What a note's view shows of its booking and client ({@link noteView}). */
const NOTE_POPULATE = { booking: { select: ['id', 'documentId'] }, client: { select: ['id', 'documentId', 'display_name'] } };

/** Note row (with `booking` and `client`, {@link NOTE_POPULATE}) → {@link NoteView}. */
function noteView(row: NoteRow): NoteView {
  return {
    id: row.documentId,
    booking_id: row.booking?.documentId ?? null,
    client: row.client ? { id: row.client.documentId, display_name: row.client.display_name ?? '' } : null,
    text: row.text ?? '',
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

/**
 * Notes of the consultant: of one booking, of one client, or all; newest first, at most `limit`.
 * @throws ApiError 404 when `bookingDocumentId` is not one of the consultant's bookings
 */
export async function consultantNotes(consultant: ConsultantRow, filter: { bookingDocumentId?: string; clientDocumentId?: string }, locale: Locale, limit = 100): Promise<NoteView[]> {
  if (filter.bookingDocumentId) await ownBooking(consultantActor(consultant), filter.bookingDocumentId, locale);
  const rows: NoteRow[] = await strapi.db.query(NOTE).findMany({
    where: {
      consultant: { id: consultant.id },
      ...(filter.bookingDocumentId ? { booking: { documentId: filter.bookingDocumentId } } : {}),
      ...(filter.clientDocumentId ? { client: { documentId: filter.clientDocumentId } } : {}),
    },
    populate: NOTE_POPULATE,
    orderBy: { createdAt: 'desc' },
    limit,
  });
  return rows.map(noteView);
}

/** Add a post-meeting note to one of the consultant's bookings. @throws ApiError 404 */
export async function addNote(consultant: ConsultantRow, bookingDocumentId: string, text: string, locale: Locale): Promise<NoteView> {
  const booking = await ownBooking(consultantActor(consultant), bookingDocumentId, locale);
  const note = await strapi.documents(NOTE).create({
    data: { booking: booking.documentId, consultant: consultant.documentId, client: booking.client?.documentId ?? null, text },
  });
  const row: NoteRow = await strapi.db.query(NOTE).findOne({ where: { documentId: note.documentId }, populate: NOTE_POPULATE });
  return noteView(row);
}
