/** Countries (spec §2 admin reference lists): ISO 3166 code, international dialling code, names. */
import { CountryInput, CountryRecord } from '../../../contracts/admin-reference';
import { countLive } from '../../../lib/admin-resource';
import { referenceList, usedByProfiles } from './reference-list';

const profiles = usedByProfiles({ consultant: ['country', 'country_of_birth'], client: ['country'] });

export default referenceList({
  name: 'countries',
  noun: 'country',
  uid: 'api::country.country',
  record: CountryRecord,
  input: CountryInput,
  sortable: ['code', 'isd_code'],
  search: ['code'],
  // Live cities of the country and the profiles that name it.
  inUse: async (row) => (await profiles(row)) + (await countLive('api::city.city', { country: { documentId: row.documentId } })),
});
