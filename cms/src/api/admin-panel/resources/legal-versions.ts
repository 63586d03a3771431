/**
 * Versions of the legal texts (spec §2 admin routes "privacy-policy", "terms-condition",
 * "consent-form": add and view; contracts/admin-content `LegalVersionRecord`): version number,
 * effective date, title and Markdown body per locale, published or not. A version is never edited
 * once made (no update: a newer version replaces it, so what a client accepted stays as it was); a
 * version can go to the trash. The newest published version is the one the public site shows.
 */
import type { UID } from '@strapi/strapi';
import { LEGAL_TAG, LegalVersionInput, LegalVersionRecord, legalFilters } from '../../../contracts/admin-content';
import type { AdminResource } from '../../../lib/admin-resource';
import { contentResource } from './content-resource';

/** The resource of one legal text's versions. */
export function legalVersions(name: string, noun: string, uid: UID.ContentType, inUse?: AdminResource['inUse']): AdminResource {
  return contentResource({
    name,
    noun,
    tag: LEGAL_TAG,
    uid,
    record: LegalVersionRecord,
    input: LegalVersionInput,
    update: false,
    localized: ['title', 'body'],
    search: ['title', 'version'],
    sortable: ['version', 'effective_date', 'title', 'createdAt'],
    filters: legalFilters,
    unique: ['version'],
    inUse,
  });
}
