/**
 * The forms of the complaint pages, checked by the API's own schemas (`ComplaintRequest`,
 * `ComplaintResponseRequest` of cms/src/contracts/complaints.ts) with the attachment as a browser
 * `File` (the API takes it as the multipart part `attachment`), the browser's first check of that file
 * (type and size; the server decides), and the multipart bodies sent.
 *
 * @module features/complaints/model/complaint-form
 */
import { ComplaintRequest, ComplaintResponseRequest } from '@contracts/complaints';
import { z } from 'zod';
import { looksAccepted } from '../../../lib/files';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_RULE } from './constants';
import type { Counterparty } from './types';

/** An optional attachment: a browser `File`, or nothing (`null`). */
const Attachment = z
  .custom<File | null>((value) => value === null || value === undefined || (typeof File !== 'undefined' && value instanceof File))
  .optional()
  .transform((value) => value ?? null);

/**
 * The add-complaint form: `complaint_type` (a type's slug), `against` (a counterparty's id), `booking`
 * (one of their bookings together, `''` for none), `description` (10–5000 characters),
 * `additional_information` (0–5000) and an optional attachment.
 */
export const ComplaintFormSchema = ComplaintRequest.omit({ attachment: true }).extend({ attachment: Attachment });

/** The add-complaint form's values as edited (every text a string, no file at first). */
export type ComplaintFormValues = { complaint_type: string; against: string; booking: string; description: string; additional_information: string; attachment: File | null };

/** The checked add-complaint form. */
export type ComplaintSubmission = z.output<typeof ComplaintFormSchema>;

/** The response form: `text` (10–5000 characters) and an optional attachment. */
export const ResponseFormSchema = ComplaintResponseRequest.omit({ attachment: true }).extend({ attachment: Attachment });

/** The response form's values as edited. */
export type ResponseFormValues = { text: string; attachment: File | null };

/** The checked response form. */
export type ResponseSubmission = z.output<typeof ResponseFormSchema>;

/** The fields of the add-complaint form, as the API names them in `details.fieldErrors`. */
export const COMPLAINT_FIELDS = ['complaint_type', 'against', 'booking', 'description', 'additional_information', 'attachment'] as const;

/** The fields of the response form, as the API names them in `details.fieldErrors`. */
export const RESPONSE_FIELDS = ['text', 'attachment'] as const;

/** What is wrong with a chosen file before sending: its type (by the browser's idea of it) or its size. */
export type AttachmentProblem = 'type' | 'size' | null;

/**
 * The browser's first check of a chosen attachment: PDF, JPG or PNG by its declared type (a file the
 * browser cannot type passes: the server reads the content), at most {@link ATTACHMENT_MAX_BYTES}.
 *
 * @param file - the chosen file (`size` in bytes).
 */
export function attachmentProblem(file: Pick<File, 'type' | 'name' | 'size'>): AttachmentProblem {
  if (!looksAccepted(file, ATTACHMENT_RULE)) return 'type';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'size';
  return null;
}

/**
 * The multipart body of `POST complaints`: the text fields (empty optional ones left out) and the
 * attachment under `attachment`.
 */
export function complaintFormData(submission: ComplaintSubmission): FormData {
  const form = new FormData();
  form.append('complaint_type', submission.complaint_type);
  form.append('against', submission.against);
  if (submission.booking) form.append('booking', submission.booking);
  form.append('description', submission.description);
  if (submission.additional_information) form.append('additional_information', submission.additional_information);
  if (submission.attachment) form.append('attachment', submission.attachment, submission.attachment.name);
  return form;
}

/** The multipart body of `POST complaints/:id/response`: `text` and the attachment under `attachment`. */
export function responseFormData(submission: ResponseSubmission): FormData {
  const form = new FormData();
  form.append('text', submission.text);
  if (submission.attachment) form.append('attachment', submission.attachment, submission.attachment.name);
  return form;
}

/**
 * The counterparty and booking chosen beforehand by the add-complaint page's query
 * (`?against=<id>&booking=<id>`), kept only when the caller may use them: `against` one of its
 * counterparties, `booking` one of their bookings together.
 */
export function initialChoice(counterparties: readonly Counterparty[], against: string | null, booking: string | null): { against?: string; booking?: string } {
  const person = counterparties.find((c) => c.id === against);
  if (!person) return {};
  return { against: person.id, booking: booking && person.bookings.some((b) => b.id === booking) ? booking : undefined };
}
