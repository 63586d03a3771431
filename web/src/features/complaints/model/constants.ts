/**
 * Constants of the complaint pages (cms/src/contracts/complaints.ts).
 *
 * @module features/complaints/model/constants
 */
import { COMPLAINT_TEXT, ComplaintStatus as ComplaintStatusSchema } from '@contracts/complaints';
import { FILE_RULES } from '../../../lib/files';
import type { ComplaintStatus } from './types';

/** Complaints per page of a list (the API allows up to 100). */
export const COMPLAINTS_PAGE_SIZE = 10;

/** The statuses, in the order of the workflow (`open → in_review → resolved | rejected`). */
export const COMPLAINT_STATUSES: readonly ComplaintStatus[] = ComplaintStatusSchema.options;

/** Statuses in which the party complained against may still answer. */
export const ANSWERABLE_STATUSES: readonly ComplaintStatus[] = ['open', 'in_review'];

/** Lengths of a complaint's texts and of a response, in characters (10–5000; additional information 0–5000). */
export const TEXT_LIMITS = COMPLAINT_TEXT;

/** The files a complaint or a response may carry: PDF, JPG or PNG (the API checks the content). */
export const ATTACHMENT_RULE = FILE_RULES.document;

/**
 * Largest attachment the browser lets through, in bytes: the server's default upload limit
 * (`UPLOAD_MAX_FILE_SIZE_MB`, 10 MiB). Only a first check to spare a useless upload: the server
 * decides (413 with its own message when its limit is lower).
 */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
