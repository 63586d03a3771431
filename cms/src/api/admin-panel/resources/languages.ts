/** Languages (spec §2 admin reference lists): spoken by consultants and clients. */
import { LanguageInput, LanguageRecord } from '../../../contracts/admin-reference';
import { referenceList, usedByProfiles } from './reference-list';

export default referenceList({
  name: 'languages',
  noun: 'language',
  uid: 'api::language.language',
  record: LanguageRecord,
  input: LanguageInput,
  sortable: ['code'],
  search: ['code'],
  inUse: usedByProfiles({ consultant: ['languages'], client: ['languages'] }),
});
