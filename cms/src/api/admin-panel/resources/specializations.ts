/** Specializations (spec §2 admin reference lists): the practices consultants offer; public expert filter. */
import { SpecializationInput, SpecializationRecord } from '../../../contracts/admin-reference';
import { referenceList, usedByProfiles } from './reference-list';

export default referenceList({
  name: 'specializations',
  noun: 'specialization',
  uid: 'api::specialization.specialization',
  record: SpecializationRecord,
  input: SpecializationInput,
  localized: ['description'],
  inUse: usedByProfiles({ consultant: ['specializations'] }),
});
