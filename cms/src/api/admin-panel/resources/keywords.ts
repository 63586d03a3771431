/** Keywords (spec §2 admin reference lists): tags consultants choose for their profile. */
import { ReferenceInput, ReferenceRecord } from '../../../contracts/admin-reference';
import { referenceList, usedByProfiles } from './reference-list';

export default referenceList({
  name: 'keywords',
  noun: 'keyword',
  uid: 'api::keyword.keyword',
  record: ReferenceRecord,
  input: ReferenceInput,
  inUse: usedByProfiles({ consultant: ['keywords'] }),
});
