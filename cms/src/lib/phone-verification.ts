/**
 * A verified phone number is verified only while it is the profile's number (spec §3 "mobile
 * verification codes"; docs/api-auth.md "Mobile verification"): when the contact number of a client or
 * consultant profile changes, its `phone_verified_at` is cleared, whoever made the change (the person's
 * own forms, the back office, Strapi's /cms panel, a service), and the new number needs a new code. One
 * place: database lifecycles on the two profiles, which compare the number before and after each update.
 * An update that sets `phone_verified_at` itself is left as it is.
 */
import type { Core } from '@strapi/strapi';
import { CLIENT_PROFILE, CONSULTANT_PROFILE } from './content-types';

/** A database lifecycle hook, typed by Strapi's `strapi.db.lifecycles.subscribe`. */
type LifecycleHook = NonNullable<Extract<Parameters<Core.Strapi['db']['lifecycles']['subscribe']>[0], { models?: string[] }>['afterUpdate']>;

/** The contact number of each profile `where` matches, by row id. */
async function numbers(strapi: Core.Strapi, uid: string, where: Record<string, unknown>): Promise<Map<number, string | null>> {
  const rows = (await strapi.db.query(uid).findMany({ where, select: ['id', 'contact_number'] })) as { id: number; contact_number?: string | null }[];
  return new Map(rows.map((row) => [row.id, row.contact_number ?? null]));
}

/** Subscribe the lifecycles that clear the verified mark of a changed number (called once at bootstrap). */
export function subscribePhoneVerification(strapi: Core.Strapi): void {
  const before: LifecycleHook = async (event) => {
    const data = event.params.data as Record<string, unknown> | undefined;
    if (!data || !('contact_number' in data) || 'phone_verified_at' in data) return;
    event.state.numbersBefore = await numbers(strapi, event.model.uid, event.params.where ?? {});
  };
  const after: LifecycleHook = async (event) => {
    const was = event.state.numbersBefore as Map<number, string | null> | undefined;
    if (!was?.size) return;
    const now = await numbers(strapi, event.model.uid, { id: { $in: [...was.keys()] } });
    const changed = [...now].filter(([id, number]) => number !== was.get(id)).map(([id]) => id);
    if (changed.length) await strapi.db.query(event.model.uid).updateMany({ where: { id: { $in: changed } }, data: { phone_verified_at: null } });
  };
  strapi.db.lifecycles.subscribe({ models: [CLIENT_PROFILE, CONSULTANT_PROFILE], beforeUpdate: before, beforeUpdateMany: before, afterUpdate: after, afterUpdateMany: after });
}
