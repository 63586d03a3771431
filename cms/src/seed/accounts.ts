/**
 * Roles and demo accounts (spec §6 roles).
 * - users-permissions roles `client`, `consultant`, `admin` (created when missing, every start);
 * - the stock users-permissions auth routes are closed to the public: accounts go through the role
 *   surfaces only (OTP before registration, lock-out, token versions);
 * - demo accounts `admin@demo.local`, `client@demo.local`, `consultant@demo.local` (linked to an
 *   approved consultant profile) with the password from env `DEMO_PASSWORD` (default
 *   `Demo-Wellness-2026`), outside production only.
 */
import type { Core } from '@strapi/strapi';
import { seededTimings } from './consultants';
import { seedDemoBookings } from './bookings';
import type { SeedLog } from './helpers';
import { ROLES, type Role } from '../lib/roles';
import { clock } from '../contracts/clock';
import { services } from '../lib/services';

const ROLE = 'plugin::users-permissions.role';
const USER = 'plugin::users-permissions.user';

/** Default password of the demo accounts (documented in the README; `npm start` prints it). */
export const DEFAULT_DEMO_PASSWORD = 'Demo-Wellness-2026';

const ROLE_NAMES: Record<Role, [string, string]> = {
  client: ['Client', 'Clients of the platform (patients, wellness seekers)'],
  consultant: ['Consultant', 'Experts offering consultations'],
  admin: ['Admin', 'Platform administrators (back office)'],
};

/** Create the three roles when missing and close the stock public auth routes. */
export async function ensureRoles(strapi: Core.Strapi) {
  for (const type of ROLES) {
    if (!(await strapi.db.query(ROLE).findOne({ where: { type } }))) {
      await strapi.db.query(ROLE).create({ data: { type, name: ROLE_NAMES[type][0], description: ROLE_NAMES[type][1] } });
    }
  }
  const publicRole = await strapi.db.query(ROLE).findOne({ where: { type: 'public' } });
  if (publicRole) {
    await strapi.db.query('plugin::users-permissions.permission').deleteMany({
      where: { role: publicRole.id, action: { $startsWith: 'plugin::users-permissions.' } },
    });
  }
  const store = strapi.store({ type: 'plugin', name: 'users-permissions', key: 'advanced' });
  const advanced = ((await store.get()) as Record<string, unknown> | null) ?? {};
  if (advanced.allow_register !== false) await store.set({ value: { ...advanced, allow_register: false } });
}

/** Demo accounts (not in production). */
export async function seedDemoAccounts(strapi: Core.Strapi, log: SeedLog) {
  if (process.env.NODE_ENV === 'production') {
    log('Demo accounts: none in production');
    return;
  }
  const password = process.env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;
  const users = strapi.plugin('users-permissions').service('user');
  let created = 0;
  for (const role of ROLES) {
    const email = `${role}@demo.local`;
    if (await strapi.db.query(USER).findOne({ where: { email } })) continue;
    const roleRow = await strapi.db.query(ROLE).findOne({ where: { type: role } });
    const user = await users.add({ username: email, email, password, provider: 'local', confirmed: true, blocked: false, role: roleRow.id, token_version: 0 });
    if (role === 'client') {
      const [language] = await strapi.db.query('api::language.language').findMany({ where: { code: 'fr' }, limit: 1 });
      const [country] = await strapi.db.query('api::country.country').findMany({ where: { code: 'FR' }, limit: 1 });
      await strapi.documents('api::client-profile.client-profile').create({
        data: {
          title: 'Ms',
          gender: 'female',
          given_name: 'Camille',
          family_name: 'Demo',
          display_name: 'Camille Demo',
          date_of_birth: '1990-04-12',
          preferred_contact_type: 'email',
          isd_code: '+33',
          contact_number: '+33612345678',
          time_zone: 'Europe/Paris',
          correspondence_language: 'fr',
          languages: language ? [language.documentId] : [],
          country: country?.documentId ?? null,
          email_verified_at: clock.now(),
          user: user.id,
        },
      });
    }
    if (role === 'consultant') {
      // The demo consultant is the first seeded approved consultant without an account.
      const profile = await strapi.db
        .query('api::consultant-profile.consultant-profile')
        .findMany({ where: { approval_status: 'approved', user: { id: { $null: true } } }, orderBy: { id: 'asc' }, limit: 1 });
      if (profile[0]) {
        await strapi
          .documents('api::consultant-profile.consultant-profile')
          .update({ documentId: profile[0].documentId, data: { user: user.id, correspondence_language: 'fr', email_verified_at: clock.now() } });
        // Weekly timings in the consultant's zone (weekdays 09:00–12:00 and 14:00–18:00, Saturday morning),
        // unless the consultant seed gave it some already.
        const timings = 'api::consultant-timing.consultant-timing';
        if ((await strapi.db.query(timings).count({ where: { consultant: profile[0].id } })) === 0) {
          for (const [weekday, start, end] of seededTimings(0)) {
            await strapi.db.query(timings).create({ data: { consultant: profile[0].id, weekday, start_minute: start, end_minute: end } });
          }
        }
      }
    }
    // The demo client and consultant accepted the published terms and privacy policy, as a registration
    // records them (docs/privacy.md "Consent records").
    if (role !== 'admin') {
      const catalogue = services.catalogue();
      const [terms, privacy] = await Promise.all([catalogue.legal('terms-condition', 'fr'), catalogue.legal('privacy-policy', 'fr')]);
      await services.consents().recordRegistration(user.id, { terms: terms?.version ?? null, privacy: privacy?.version ?? null }, clock.now());
    }
    created += 1;
  }
  log(`Demo accounts: ${created} created (${ROLES.map((r) => `${r}@demo.local`).join(', ')}; password from DEMO_PASSWORD, default ${DEFAULT_DEMO_PASSWORD})`);
  await seedDemoBookings(strapi, log);
}
