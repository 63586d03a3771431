/**
 * Complaint types (spec §2 admin reference lists; §3 complaint type): the kinds of complaint a party
 * picks. A complaint names its type by slug, so a type is not deleted for good while complaints use it
 * (409 `InUse`); in the trash, it is no longer offered for new complaints.
 */
import { ReferenceInput, ReferenceRecord } from '../../../contracts/admin-reference';
import { COMPLAINT_TYPE } from '../../../lib/content-types';
import { services } from '../../../lib/services';
import { referenceList } from './reference-list';

export default referenceList({
  name: 'complaint-types',
  noun: 'complaint type',
  uid: COMPLAINT_TYPE,
  record: ReferenceRecord,
  input: ReferenceInput,
  inUse: (row) => services.complaints().countOfType(String(row.slug ?? '')),
});
