/** Disorders (spec §2 admin reference lists): what consultants treat; public expert filter. */
import { ReferenceInput, ReferenceRecord } from '../../../contracts/admin-reference';
import { referenceList, usedByProfiles } from './reference-list';

export default referenceList({
  name: 'disorders',
  noun: 'disorder',
  uid: 'api::disorder.disorder',
  record: ReferenceRecord,
  input: ReferenceInput,
  inUse: usedByProfiles({ consultant: ['disorders'] }),
});
