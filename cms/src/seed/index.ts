/**
 * The seed (spec §3 entities): locales, reference lists, editorial content, consent forms,
 * approved consultants and the demo accounts with the demo client's forms, from
 * real data files. Idempotent: entries are matched by their stable keys and only missing ones are
 * created, so a second run changes nothing. Run by `npm run seed`, and by `npm start` when the
 * database is empty.
 */
import type { Core } from '@strapi/strapi';
import { seedReferenceData } from './reference-data';
import { seedContent } from './content';
import { seedConsultants } from './consultants';
import type { SeedLog } from './helpers';
import { ensureRoles, seedDemoAccounts } from './accounts';
import { seedConsentForms, seedDemoClientForms } from './client-forms';
import { clock } from '../contracts/clock';

/** fr (default) and en content locales. */
export async function ensureLocales(strapi: Core.Strapi) {
  const locales = strapi.plugin('i18n').service('locales');
  const existing: { code: string }[] = await locales.find();
  if (!existing.some((l) => l.code === 'fr')) await locales.create({ code: 'fr', name: 'French (fr)' });
  if (!existing.some((l) => l.code === 'en')) await locales.create({ code: 'en', name: 'English (en)' });
  if ((await locales.getDefaultLocale()) !== 'fr') await locales.setDefaultLocale({ code: 'fr' });
}

/** True when nothing has been seeded yet (no web settings). */
export async function isEmpty(strapi: Core.Strapi): Promise<boolean> {
  return (await strapi.db.query('api::web-setting.web-setting').count()) === 0;
}

/**
 * Run every seed step in order, printing progress through `log`.
 * @throws Error when a data file refers to an unknown reference (nothing half-linked is written for it)
 */
export async function runSeed(strapi: Core.Strapi, log: SeedLog = (m) => strapi.log.info(`[seed] ${m}`)) {
  const started = clock.ms();
  await ensureLocales(strapi);
  await seedReferenceData(log);
  await seedContent(log);
  await seedConsentForms(log);
  await seedConsultants(log);
  await ensureRoles(strapi);
  await seedDemoAccounts(strapi, log);
  await seedDemoClientForms(strapi, log);
  log(`done in ${((clock.ms() - started) / 1000).toFixed(1)} s`);
}
