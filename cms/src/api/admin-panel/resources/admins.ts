/**
 * Platform admins in the back office (spec §6 roles; contracts/admin-people `AdminUserRecord`): the
 * users-permissions accounts of role `admin`. Inviting one and deactivating or reactivating one are
 * actions (controllers/admins.ts); accounts are never deleted (an admin's actions stay attributed).
 */
import type { z } from 'zod';
import { adminFilters, AdminUserRecord, PEOPLE_TAG } from '../../../contracts/admin-people';
import { defineAdminResource, type ResourceRow } from '../../../lib/admin-resource';
import { USER } from '../../../lib/content-types';
import { flagWhere, instantOrNull, textOrNull } from './people';

/** The record of an admin's user row (its password hash is only read to tell whether one is set). */
export function adminRecord(row: ResourceRow): z.input<typeof AdminUserRecord> {
  const email = textOrNull(row.email) ?? '';
  const username = textOrNull(row.username);
  return {
    id: row.documentId,
    email,
    name: username && username !== email ? username : null,
    active: row.blocked !== true,
    invitation_pending: !row.password,
    createdAt: instantOrNull(row.createdAt) ?? '',
  };
}

export default defineAdminResource({
  name: 'admins',
  noun: 'admin',
  tag: PEOPLE_TAG,
  uid: USER,
  record: AdminUserRecord,
  create: false,
  remove: false,
  trash: false,
  scope: { role: { type: 'admin' } },
  populate: {},
  search: ['email', 'username'],
  sortable: ['email', 'name', 'createdAt'],
  sortColumns: { name: 'username' },
  filters: adminFilters,
  filterWhere: { active: (value: boolean) => flagWhere('blocked', !value, false) },
  toRecord: ({ row }) => adminRecord(row),
});
