/** Objectives (spec §2 admin reference lists): what clients can come for; public expert filter. */
import { ReferenceInput, ReferenceRecord } from '../../../contracts/admin-reference';
import { referenceList, usedByProfiles } from './reference-list';

export default referenceList({
  name: 'objectives',
  noun: 'objective',
  uid: 'api::objective.objective',
  record: ReferenceRecord,
  input: ReferenceInput,
  inUse: usedByProfiles({ consultant: ['objectives'] }),
});
