/**
 * Tokens die with the account's rights (docs/api-auth.md "Sessions"): when an account is blocked, its
 * role changes, or a consultant is deactivated or rejected, every access JWT and refresh session of the
 * account ends at once ({@link revokeSessions}), whoever made the change (our admin API, Strapi's /cms
 * panel, a service). One place: database lifecycles on the user and the consultant profile, which
 * compare the rows before and after each update.
 */
import type { Core } from '@strapi/strapi';
import { revokeSessions } from '../api/account/services/accounts';

const USER = 'plugin::users-permissions.user';
const CONSULTANT_PROFILE = 'api::consultant-profile.consultant-profile';

/** What a watched row looks like to the rule: the account it belongs to and the rights it carries. */
interface Rights {
  userId: number | null;
  blocked?: boolean;
  roleId?: number | null;
  active?: boolean;
  rejected?: boolean;
}

/** One watched model: the fields that matter, how to read them, and when a change loses rights. */
interface Watch {
  model: string;
  fields: string[];
  read: (strapi: Core.Strapi, where: Record<string, unknown>) => Promise<Map<number, Rights>>;
  lost: (was: Rights, now: Rights) => boolean;
}

const WATCHES: Watch[] = [
  {
    model: USER,
    fields: ['blocked', 'role'],
    async read(strapi, where) {
      const rows = await strapi.db.query(USER).findMany({ where, select: ['id', 'blocked'], populate: { role: { select: ['id'] } } });
      return new Map(
        rows.map((row: { id: number; blocked?: boolean | null; role?: { id: number } | null }) => [row.id, { userId: row.id, blocked: Boolean(row.blocked), roleId: row.role?.id ?? null }]),
      );
    },
    lost: (was, now) => (Boolean(now.blocked) && !was.blocked) || now.roleId !== was.roleId,
  },
  {
    model: CONSULTANT_PROFILE,
    fields: ['active_status', 'approval_status'],
    async read(strapi, where) {
      const rows = await strapi.db.query(CONSULTANT_PROFILE).findMany({ where, select: ['id', 'active_status', 'approval_status'], populate: { user: { select: ['id'] } } });
      return new Map(
        rows.map((row: { id: number; user?: { id: number } | null; active_status?: boolean | null; approval_status?: string | null }) => [
          row.id,
          { userId: row.user?.id ?? null, active: row.active_status !== false, rejected: row.approval_status === 'rejected' },
        ]),
      );
    },
    lost: (was, now) => (Boolean(was.active) && !now.active) || (!was.rejected && Boolean(now.rejected)),
  },
];

/** A database lifecycle hook, typed by Strapi's `strapi.db.lifecycles.subscribe`. */
type LifecycleHook = NonNullable<Extract<Parameters<Core.Strapi['db']['lifecycles']['subscribe']>[0], { models?: string[] }>['afterUpdate']>;

/** Subscribe the revocation lifecycles (called once at bootstrap). */
export function subscribeSessionRevocation(strapi: Core.Strapi): void {
  for (const watch of WATCHES) {
    const before: LifecycleHook = async (event) => {
      const data = event.params.data;
      if (data && watch.fields.some((field) => field in data)) event.state.rights = await watch.read(strapi, event.params.where ?? {});
    };
    const after: LifecycleHook = async (event) => {
      const was = event.state.rights as Map<number, Rights> | undefined;
      if (!was?.size) return;
      const now = await watch.read(strapi, { id: { $in: [...was.keys()] } });
      for (const [id, rights] of was) {
        const current = now.get(id);
        if (current?.userId && watch.lost(rights, current)) await revokeSessions(current.userId);
      }
    };
    strapi.db.lifecycles.subscribe({ models: [watch.model], beforeUpdate: before, beforeUpdateMany: before, afterUpdate: after, afterUpdateMany: after });
  }
}
