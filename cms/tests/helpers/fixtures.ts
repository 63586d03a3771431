/**
 * Test fixtures created through the Document Service of the booted Strapi (the same path the seed
 * and the back office use), each with unique slugs.
 */
import type { Core } from '@strapi/strapi';

type Names = { fr?: string; en?: string };

/**
 * A reference item (disorder, keyword, …) with the given localized names; omit a locale to leave
 * the entry missing in it.
 * @returns its documentId
 */
export async function createReference(strapi: Core.Strapi, uid: string, slug: string, names: Names, extra: Record<string, unknown> = {}) {
  const [first, ...rest] = (['fr', 'en'] as const).filter((locale) => names[locale]);
  const created = await strapi.documents(uid as any).create({ locale: first, data: { slug, name: names[first], ...extra } as any });
  for (const locale of rest) {
    await strapi.documents(uid as any).update({ documentId: created.documentId, locale, data: { slug, name: names[locale], ...extra } as any });
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
    } as any,
  });
  await (strapi.service('api::consultant-profile.expert-search') as any).reindex();
  return created.documentId;
}
