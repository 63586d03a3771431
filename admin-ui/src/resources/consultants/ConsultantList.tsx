import { BooleanField, NullableBooleanInput, TextField } from 'react-admin';

import { InstantField } from '../../common/dates';
import { ResourceList } from '../../common/list/ResourceList';
import { TextsField } from '../../common/people/fields';
import { ApprovalStatusField, ApprovalStatusTabs } from './status';

const filters = [<NullableBooleanInput key="active_status" source="active_status" />];

/**
 * Consultants (spec §2 admin "consultant"): tabs by review state, the active switch as a filter, search
 * by name or e-mail, sorted by the server, pages of 25, CSV export; a row opens the review record.
 */
export const ConsultantList = () => (
  <ResourceList header={<ApprovalStatusTabs />} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} rowClick="show">
    <TextField source="display_name" />
    <TextField source="email" />
    <TextsField source="specializations" sortable={false} />
    <ApprovalStatusField source="approval_status" />
    <BooleanField source="active_status" />
    <InstantField source="submitted_at" />
    <InstantField source="createdAt" />
  </ResourceList>
);
