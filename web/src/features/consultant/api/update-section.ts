/**
 * `PUT` of a profile section (`profile/basic`, `profile/address`, `profile/bank`, `profile/detail`,
 * `documents`, `timings`), answered as the generated API types say.
 * Throws the API client's `ApiError` on failure (400 with `fieldErrors` keyed like the body).
 *
 * @module features/consultant/api/update-section
 */
import { apiClient } from '../../../lib/api-client';
import type { Answer, RequestBody } from '../../../lib/api-types';

/** The sections written by `PUT`, relative to `/api/consultant/`, and their paths in the API document. */
interface SectionPaths {
  'profile/basic': '/api/consultant/profile/basic';
  'profile/address': '/api/consultant/profile/address';
  'profile/bank': '/api/consultant/profile/bank';
  'profile/detail': '/api/consultant/profile/detail';
  documents: '/api/consultant/documents';
  timings: '/api/consultant/timings';
}

/** A section written by `PUT`. */
export type SectionPath = keyof SectionPaths;

/** The answer of `PUT <path>` (`meta.review_required` when an approved profile went back to review). */
export type SectionAnswer<P extends SectionPath> = Answer<SectionPaths[P], 'put'>;

/** `PUT <path>` with its JSON body. */
export function putSection<P extends SectionPath>(path: P, body: RequestBody<SectionPaths[P], 'put'>): Promise<SectionAnswer<P>> {
  return apiClient.put<SectionAnswer<P>>(path, body, { role: 'consultant' });
}
