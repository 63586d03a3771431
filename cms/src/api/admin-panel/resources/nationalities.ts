/** Nationalities (spec §2 admin reference lists), each with its country's ISO code. */
import { z } from 'zod';
import { NationalityInput, NationalityRecord } from '../../../contracts/admin-reference';
import { referenceList, usedByProfiles } from './reference-list';

export default referenceList({
  name: 'nationalities',
  noun: 'nationality',
  uid: 'api::nationality.nationality',
  record: NationalityRecord,
  input: NationalityInput,
  sortable: ['country_code'],
  filters: { country_code: { kind: 'equals', schema: z.string().max(2) } },
  inUse: usedByProfiles({ consultant: ['nationality'], client: ['nationality'] }),
});
