/**
 * `POST bookings/:id/notes` (contract `NoteRequest` in cms/src/contracts/bookings.ts), consultant only.
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/bookings/api/add-note
 */
import { NoteRequest } from '@contracts/bookings';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import type { Answer } from '../../../lib/api-types';
import type { Note } from '../model/types';

export { NoteRequest };

/** The checked request (text trimmed, 1–10000 characters). */
export type NewNote = z.output<typeof NoteRequest>;

/**
 * Adds a note to a booking.
 * @throws ApiError 400 with `fieldErrors.text`, 404 for another consultant's booking
 */
export async function addNote(bookingId: string, note: NewNote): Promise<Note> {
  return (await apiClient.post<Answer<'/api/consultant/bookings/{id}/notes', 'post'>>(`bookings/${encodeURIComponent(bookingId)}/notes`, note, { role: 'consultant' })).data;
}
