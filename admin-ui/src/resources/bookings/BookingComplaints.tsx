import { Typography } from '@mui/material';
import { Datagrid, FunctionField, Link, ReferenceManyField, TextField, useCreatePath, useTranslate, type RaRecord } from 'react-admin';

import { ComplaintStatusField } from '../../common/complaints/status';
import { InstantField } from '../../common/dates';
import type { Schemas } from '../../lib/api-types';

/** A complaint as the `complaints` resource lists it (the fields this section shows). */
type ComplaintRow = Pick<Schemas['AdminComplaintDetail'], 'id' | 'reference' | 'raised_by_role' | 'client_name' | 'consultant_name'> & RaRecord;

/** Complaints read for one booking (a booking has few). */
const COMPLAINTS_PAGE = 100;

/** A complaint's reference, linking to its page. */
const ReferenceLink = ({ record }: { record: ComplaintRow }) => {
  const createPath = useCreatePath();
  return <Link to={createPath({ resource: 'complaints', id: record.id, type: 'show' })}>{record.reference}</Link>;
};

/** What the section says when nobody complained about the booking. */
const NoComplaints = () => {
  const translate = useTranslate();
  return <Typography variant="body2">{translate('resources.bookings.complaints.empty')}</Typography>;
};

/**
 * The complaints about the shown booking (`GET /complaints?filter={"booking":<id>}`), newest first:
 * reference (linking to the complaint), status in words, type, who raised it (role and name) and when;
 * a row opens the complaint.
 */
export const BookingComplaints = (_props: { label?: string | false }) => {
  const translate = useTranslate();
  return (
    <ReferenceManyField reference="complaints" target="booking" sort={{ field: 'createdAt', order: 'DESC' }} perPage={COMPLAINTS_PAGE}>
      <Datagrid bulkActionButtons={false} rowClick="show" empty={<NoComplaints />}>
        <FunctionField<ComplaintRow> source="reference" render={(record) => <ReferenceLink record={record} />} sortable={false} />
        <ComplaintStatusField source="status" sortable={false} />
        <TextField source="complaint_type_name" sortable={false} />
        <FunctionField<ComplaintRow>
          label="resources.complaints.fields.raised_by"
          render={(record) => `${translate(`resources.complaints.roles.${record.raised_by_role}`)} · ${record.raised_by_role === 'client' ? record.client_name : record.consultant_name}`}
        />
        <InstantField source="createdAt" sortable={false} />
      </Datagrid>
    </ReferenceManyField>
  );
};
