/** Complaint types (spec §2 admin reference lists; §3 complaint type): the kinds of complaint a party picks. */
import { ReferenceInput, ReferenceRecord } from '../../../contracts/admin-reference';
import { referenceList } from './reference-list';

export default referenceList({
  name: 'complaint-types',
  noun: 'complaint type',
  uid: 'api::complaint-type.complaint-type',
  record: ReferenceRecord,
  input: ReferenceInput,
});
