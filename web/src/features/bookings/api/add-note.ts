/**
 * Adds a consultant's note to a booking.
 * Instants are UTC ISO 8601 strings, money minor units of `currency`. Throws the API client's `ApiError` on failure.
 *
 * @module features/bookings/api/add-note
 */
import { apiClient } from '../../../lib/api-client';
import type { Note } from '../model/types';

/**
 * `POST bookings/:id/notes`.
 *
 * @param text - 1–10000 characters.
 * @throws ApiError 400 with `fieldErrors.text`.
 */
export async function addNote(bookingId: string, text: string): Promise<Note> {
  return (await apiClient.post<{ data: Note }>(`bookings/${encodeURIComponent(bookingId)}/notes`, { text }, { role: 'consultant' })).data;
}
