/**
 * Sets the time zone of the signed-in person's profile through its person-fields API (client:
 * `PUT general-info`, consultant: `PUT profile/basic`), every other field sent back as stored.
 *
 * @module features/account/api/update-profile-time-zone
 */
import { apiClient } from '../../../lib/api-client';
import type { Answer } from '../../../lib/api-types';
import { personFromApi, personSchema } from '../../../lib/person-form';

/** The person-fields read/write of each role (the profile's time zone is one of them). */
const PROFILE_PATH = { client: 'general-info', consultant: 'profile/basic' } as const;

/** The person record as `GET general-info` / `GET profile/basic` answer it. */
type PersonRecord = Answer<'/api/client/general-info', 'get'> | Answer<'/api/consultant/profile/basic', 'get'>;

/**
 * Reads the profile, sets `zone` and writes it back.
 *
 * @param zone - IANA time zone (`Europe/Paris`).
 * @param language - language of correspondence when the profile has none.
 * @returns `incomplete` when the stored profile misses required fields (nothing written), else `updated`.
 * @throws ApiError as the API answers (e.g. 400 when the API refuses a field).
 */
export async function updateProfileTimeZone(role: 'client' | 'consultant', zone: string, language: 'fr' | 'en'): Promise<'updated' | 'incomplete'> {
  const path = PROFILE_PATH[role];
  const { data } = await apiClient.get<PersonRecord>(path, { role });
  const checked = personSchema(role).safeParse({ ...personFromApi(role, data, language), time_zone: zone });
  if (!checked.success) return 'incomplete';
  await apiClient.put(path, checked.data, { role });
  return 'updated';
}
