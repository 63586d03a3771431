/**
 * Private files (DESIGN §3 "sensitive files are private"; docs/api-consultant.md "Files"): ID
 * documents, criminal records, contracts, bank statements, degrees, certificates, consent forms and
 * health-assessment documents, served only by `GET /api/files/:id` to those allowed, every read audited.
 *
 * @module contracts/files
 */
import { route } from './route';

/** The types an upload may have (checked by its content, lib/uploads): extension → media type. */
export const UPLOAD_TYPES = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/** Media types a private file can have: those of {@link UPLOAD_TYPES}. */
export const PRIVATE_FILE_TYPES = Object.values(UPLOAD_TYPES);

/** The private-file route, action of `api::private-file.files`. */
export const fileRoutes = {
  download: route({
    method: 'GET',
    path: '/files/:id',
    summary: 'Download a private file',
    description:
      "Sent with the bearer token of any role. Served to its owner, to admins, and (for a client's `consent-form` and `health-assessment` files) " +
      'to a consultant with a confirmed booking with that client, as an attachment (`Content-Disposition: attachment`, `X-Content-Type-Options: nosniff`, ' +
      '`Cache-Control: private, no-store`). Anyone else, a missing or invalid token included, gets 404 as for an unknown id.',
    tag: 'Files',
    access: 'public',
    responses: { 200: { description: 'The file, in its own media type', contentType: PRIVATE_FILE_TYPES } },
  }),
};
