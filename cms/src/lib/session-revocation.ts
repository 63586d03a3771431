/**
 * Tokens die with the account's rights (docs/api-auth.md "Sessions"): when an account is blocked, its
 * role changes, or a consultant is deactivated or rejected, every access JWT and refresh session of the
 * account ends at once ({@link revokeSessions}), whoever made the change (our admin API, Strapi's /cms
 * panel, a service). One place: database lifecycles on the user and the consultant profile.
 */
import type { Core } from '@strapi/strapi';
import { revokeSessions } from '../api/account/services/accounts';

const USER = 'plugin::users-permissions.user';
const CONSULTANT_PROFILE = 'api::consultant-profile.consultant-profile';

/** Rights of a user that a session depends on. */
interface UserRights {
  blocked: boolean;
  roleId: number | null;
}

async function userRights(strapi: Core.Strapi, where: Record<string, unknown>): Promise<Map<number, UserRights>> {
  const rows = await strapi.db.query(USER).findMany({ where, select: ['id', 'blocked'], populate: { role: { select: ['id'] } } });
  return new Map(rows.map((row: any) => [row.id, { blocked: Boolean(row.blocked), roleId: row.role?.id ?? null }]));
}

/** Consultant states a session depends on, per profile id: `{ userId, active, rejected }`. */
async function consultantStates(strapi: Core.Strapi, where: Record<string, unknown>) {
  const rows = await strapi.db.query(CONSULTANT_PROFILE).findMany({ where, select: ['id', 'active_status', 'approval_status'], populate: { user: { select: ['id'] } } });
  return new Map<number, { userId: number | null; active: boolean; rejected: boolean }>(
    rows.map((row: any) => [row.id, { userId: row.user?.id ?? null, active: row.active_status !== false, rejected: row.approval_status === 'rejected' }]),
  );
}

const touches = (data: Record<string, unknown> | undefined, fields: string[]) => Boolean(data) && fields.some((field) => field in (data as object));

/** Subscribe the revocation lifecycles (called once at bootstrap). */
export function subscribeSessionRevocation(strapi: Core.Strapi): void {
  strapi.db.lifecycles.subscribe({
    models: [USER],
    async beforeUpdate(event: any) {
      if (touches(event.params.data, ['blocked', 'role'])) event.state.rights = await userRights(strapi, event.params.where ?? {});
    },
    async beforeUpdateMany(event: any) {
      if (touches(event.params.data, ['blocked', 'role'])) event.state.rights = await userRights(strapi, event.params.where ?? {});
    },
    async afterUpdate(event: any) {
      await revokeLostUserRights(strapi, event.state.rights);
    },
    async afterUpdateMany(event: any) {
      await revokeLostUserRights(strapi, event.state.rights);
    },
  });
  strapi.db.lifecycles.subscribe({
    models: [CONSULTANT_PROFILE],
    async beforeUpdate(event: any) {
      if (touches(event.params.data, ['active_status', 'approval_status'])) event.state.before = await consultantStates(strapi, event.params.where ?? {});
    },
    async beforeUpdateMany(event: any) {
      if (touches(event.params.data, ['active_status', 'approval_status'])) event.state.before = await consultantStates(strapi, event.params.where ?? {});
    },
    async afterUpdate(event: any) {
      await revokeLostConsultantRights(strapi, event.state.before);
    },
    async afterUpdateMany(event: any) {
      await revokeLostConsultantRights(strapi, event.state.before);
    },
  });
}

async function revokeLostUserRights(strapi: Core.Strapi, before: Map<number, UserRights> | undefined): Promise<void> {
  if (!before?.size) return;
  const after = await userRights(strapi, { id: { $in: [...before.keys()] } });
  for (const [id, was] of before) {
    const now = after.get(id);
    if (!now) continue;
    if ((now.blocked && !was.blocked) || now.roleId !== was.roleId) await revokeSessions(id);
  }
}

async function revokeLostConsultantRights(strapi: Core.Strapi, before: Map<number, { userId: number | null; active: boolean; rejected: boolean }> | undefined): Promise<void> {
  if (!before?.size) return;
  const after = await consultantStates(strapi, { id: { $in: [...before.keys()] } });
  for (const [id, was] of before) {
    const now = after.get(id);
    if (!now?.userId) continue;
    if ((was.active && !now.active) || (!was.rejected && now.rejected)) await revokeSessions(now.userId);
  }
}
