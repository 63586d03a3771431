/**
 * Test fixtures created through the Document Service of the booted Strapi (the same path the seed
 * and the back office use), each with unique slugs.
 */
import type { Core, UID } from '@strapi/strapi';
import type { DocumentInput, ServiceOf } from './strapi-types';
import type expertSearch from '../../src/api/consultant-profile/services/expert-search';

type Names = { fr?: string; en?: string };

/**
 * A reference item (disorder, keyword, …) with the given localized names; omit a locale to leave
 * the entry missing in it.
 * @returns its documentId
 */
export async function createReference<U extends UID.ContentType>(strapi: Core.Strapi, uid: U, slug: string, names: Names, extra: Record<string, unknown> = {}) {
  const [first, ...rest] = (['fr', 'en'] as const).filter((locale) => names[locale]);
  // Every reference type has `slug` and `name`, and the test gives the fields of its own in `extra`: not
  // something TypeScript can check across content types.
  const data = (locale: 'fr' | 'en') => ({ slug, name: names[locale], ...extra }) as unknown as DocumentInput<U>;
  const created = await strapi.documents(uid).create({ locale: first, data: data(first) });
  for (const locale of rest) {
    await strapi.documents(uid).update({ documentId: created.documentId, locale, data: data(locale) });
  }
  return created.documentId as string;
}

export interface ConsultantFixture {
  given_name: string;
  family_name: string;
  specializations?: string[];
  languages?: string[];
  disorders?: string[];
  objectives?: string[];
  keywords?: string[];
  country?: string | null;
  approval_status?: 'incomplete' | 'submitted' | 'approved' | 'rejected';
  active_status?: boolean;
  bio_fr?: string;
  bio_en?: string;
  fee?: number;
  currency?: string;
}

/** A consultant profile (approved and active unless said), search index refreshed. */
export async function createConsultant(strapi: Core.Strapi, fixture: ConsultantFixture) {
  const created = await strapi.documents('api::consultant-profile.consultant-profile').create({
    data: {
      slug: `consultant-${Math.random().toString(36).slice(2, 10)}`,
      given_name: fixture.given_name,
      family_name: fixture.family_name,
      display_name: `${fixture.given_name} ${fixture.family_name}`,
      specializations: fixture.specializations ?? [],
      languages: fixture.languages ?? [],
      disorders: fixture.disorders ?? [],
      objectives: fixture.objectives ?? [],
      keywords: fixture.keywords ?? [],
      country: fixture.country ?? null,
      approval_status: fixture.approval_status ?? 'approved',
      active_status: fixture.active_status ?? true,
      bio_fr: fixture.bio_fr ?? 'Praticienne expérimentée.',
      bio_en: fixture.bio_en ?? 'Experienced practitioner.',
      fee: fixture.fee ?? 5000,
      currency: fixture.currency ?? 'EUR',
      session_duration: 60,
    },
  });
  await (strapi.service('api::consultant-profile.expert-search') as unknown as ServiceOf<typeof expertSearch>).reindex();
  return created.documentId;
}
