/**
 * The first super-administrator of Strapi's own admin panel (`/cms`, used by content editors).
 *
 * Strapi lets the first caller of `POST /admin/register-admin` become super-admin on a fresh
 * deployment; that route is refused for everyone (the `global::cms-admin-guard` middleware) and the
 * first super-admin is created here instead, at start:
 * - from `CMS_ADMIN_EMAIL` + `CMS_ADMIN_PASSWORD` when they are set;
 * - outside production, without them, `cms-admin@demo.local` with the demo password (printed);
 * - in production, without them and with no CMS administrator yet, the server refuses to start.
 * `npm run cms:admin -- --email … --password …` creates one by hand (scripts/cms-admin.mjs).
 */
import type { Core } from '@strapi/strapi';
import { DEFAULT_DEMO_PASSWORD } from '../seed/accounts';

/** The development CMS administrator created when no `CMS_ADMIN_EMAIL` is set. */
export const DEV_CMS_ADMIN_EMAIL = 'cms-admin@demo.local';

/** What to do at start. */
export type CmsAdminPlan = { action: 'none' } | { action: 'create'; email: string; password: string; fromEnv: boolean } | { action: 'refuse'; reason: string };

/** Strapi's admin password rule (8–72 characters with a lower-case letter, an upper-case letter and a digit). */
export function isStrongCmsPassword(password: string): boolean {
  return password.length >= 8 && Buffer.byteLength(password) <= 72 && /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password);
}

/**
 * Decide what start-up does about the first CMS super-administrator.
 *
 * @param env - the process environment (`NODE_ENV`, `CMS_ADMIN_EMAIL`, `CMS_ADMIN_PASSWORD`, `DEMO_PASSWORD`)
 * @param hasAdmin - whether a CMS administrator exists already
 * @returns `none` when one exists; `create` with the account to create; `refuse` (production without
 *   the variables, or a half or weak configuration) with the reason to print
 */
export function planCmsAdmin(env: NodeJS.ProcessEnv, hasAdmin: boolean): CmsAdminPlan {
  if (hasAdmin) return { action: 'none' };
  const email = env.CMS_ADMIN_EMAIL?.trim().toLowerCase();
  const password = env.CMS_ADMIN_PASSWORD ?? '';
  if (email || password) {
    if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) return { action: 'refuse', reason: 'CMS_ADMIN_EMAIL must be an e-mail address when CMS_ADMIN_PASSWORD is set.' };
    if (!isStrongCmsPassword(password)) {
      return { action: 'refuse', reason: 'CMS_ADMIN_PASSWORD must have 8 to 72 characters with a lower-case letter, an upper-case letter and a digit.' };
    }
    return { action: 'create', email, password, fromEnv: true };
  }
  if (env.NODE_ENV === 'production') {
    return {
      action: 'refuse',
      reason: 'No CMS administrator exists: set CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD, or run `npm run cms:admin -- --email … --password …` once.',
    };
  }
  return { action: 'create', email: DEV_CMS_ADMIN_EMAIL, password: env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD, fromEnv: false };
}

/**
 * Create the first CMS super-administrator when none exists (see the module comment).
 * @throws Error when the plan is `refuse`: Strapi then stops at start-up
 */
export async function ensureCmsAdmin(strapi: Core.Strapi): Promise<void> {
  const users = strapi.service('admin::user');
  const plan = planCmsAdmin(process.env, await users.exists());
  if (plan.action === 'none') return;
  if (plan.action === 'refuse') throw new Error(plan.reason);
  // createFirstAdmin locks the super-admin role row: two instances starting at once create one admin.
  await users.createFirstAdmin({ email: plan.email, password: plan.password, firstname: 'CMS', lastname: 'Administrator' }).catch((error: Error) => {
    if (!/cannot register a new super admin/i.test(error.message)) throw error;
  });
  strapi.log.info(
    plan.fromEnv
      ? `[cms] CMS super-administrator ${plan.email} created from CMS_ADMIN_EMAIL.`
      : `[cms] Development CMS administrator for /cms: ${plan.email}, password ${process.env.DEMO_PASSWORD ? '(DEMO_PASSWORD)' : plan.password}`,
  );
}
