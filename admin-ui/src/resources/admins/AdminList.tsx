import PersonAddIcon from '@mui/icons-material/PersonAddOutlined';
import PauseIcon from '@mui/icons-material/PauseCircleOutlined';
import PlayIcon from '@mui/icons-material/PlayCircleOutlined';
import { BooleanField, CreateButton, ExportButton, FilterButton, FunctionField, NullableBooleanInput, TextField, TopToolbar, useRecordContext } from 'react-admin';

import { ConfirmActionButton } from '../../common/actions/ConfirmActionButton';
import { InstantField } from '../../common/dates';
import { ResourceList } from '../../common/list/ResourceList';
import { EMPTY, StateChip } from '../../common/people/fields';
import type { Schemas } from '../../lib/api-types';

/** A platform admin (contracts/admin-people `AdminUserRecord`). */
export type AdminUser = Schemas['AdminUser'];

const filters = [<NullableBooleanInput key="active" source="active" />];

/**
 * Deactivates or reactivates an admin once confirmed (`PUT /admins/:id/active` `{ active }`); a
 * deactivated admin cannot sign in and loses its sessions at once. The server refuses to deactivate
 * the last admin able to sign in (409 `LastAdmin`), and its message is shown.
 */
const ActiveButton = () => {
  const record = useRecordContext<AdminUser>();
  if (!record) return null;
  const next = !record.active;
  const key = next ? 'activate' : 'deactivate';
  return (
    <ConfirmActionButton
      label={`resources.admins.actions.${key}`}
      icon={next ? <PlayIcon /> : <PauseIcon />}
      color={next ? 'primary' : 'warning'}
      action={{ action: 'active', method: 'PUT', data: { active: next } }}
      title={`resources.admins.${key}.title`}
      content={`resources.admins.${key}.content`}
      translateOptions={{ name: record.email }}
      success={{ message: `resources.admins.notifications.${next ? 'activated' : 'deactivated'}`, messageArgs: { name: record.email } }}
    />
  );
};

/** Filters, invite and export. */
const AdminListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton label="resources.admins.actions.invite" icon={<PersonAddIcon />} />
    <ExportButton />
  </TopToolbar>
);

/**
 * The platform admins: e-mail, name, whether they can sign in, invitations waiting for a password;
 * search by e-mail or name, filter on active accounts; invite one, deactivate or reactivate one.
 */
export const AdminList = () => (
  <ResourceList filters={filters} sort={{ field: 'email', order: 'ASC' }} rowClick={false} actions={<AdminListActions />}>
    <TextField source="email" />
    <TextField source="name" emptyText={EMPTY} />
    <BooleanField source="active" sortable={false} />
    <FunctionField<AdminUser>
      source="invitation_pending"
      sortable={false}
      render={(admin) => (admin.invitation_pending ? <StateChip label="resources.admins.states.invitation_pending" color="info" /> : <StateChip label="resources.admins.states.password_set" />)}
    />
    <InstantField source="createdAt" />
    <ActiveButton />
  </ResourceList>
);
