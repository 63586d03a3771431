/**
 * Approved demonstration consultants (issue 2 §3): curated profiles in cms/data/consultants.json,
 * linked to the seeded reference lists by slug.
 */
import { existingKeys, readData, seedList, type Bilingual, type SeedLog } from './helpers';

interface ConsultantData {
  slug: string;
  title: 'Dr' | 'Mr' | 'Ms';
  gender: string;
  given_name: string;
  family_name: string;
  country: string;
  city: string;
  time_zone: string;
  specializations: string[];
  languages: string[];
  disorders: string[];
  objectives: string[];
  keywords: string[];
  years_of_experience: number;
  fee: number;
  currency: string;
  session_duration: number;
  free_first_consultation: boolean;
  bio: Bilingual<string>;
  background: Bilingual<string>;
}

/** documentIds of the given keys; unknown keys are reported, not silently dropped. */
function resolve(map: Map<string, string>, keys: string[], label: string, owner: string): string[] {
  return keys.map((key) => {
    const id = map.get(key);
    if (!id) throw new Error(`Seed data: consultant ${owner} refers to unknown ${label} "${key}"`);
    return id;
  });
}

/** Seeds the consultants; safe to run again. */
export async function seedConsultants(log: SeedLog) {
  const consultants = readData<ConsultantData[]>('consultants.json');
  const refs = {
    specializations: await existingKeys('api::specialization.specialization'),
    languages: await existingKeys('api::language.language', 'code'),
    disorders: await existingKeys('api::disorder.disorder'),
    objectives: await existingKeys('api::objective.objective'),
    keywords: await existingKeys('api::keyword.keyword'),
    countries: await existingKeys('api::country.country', 'code'),
  };
  const approvedAt = new Date('2026-01-01T09:00:00Z');
  await seedList(log, 'Consultants (approved)', 'api::consultant-profile.consultant-profile', consultants, (c) => c.slug, (c) =>
    strapi.documents('api::consultant-profile.consultant-profile').create({
      data: {
        slug: c.slug,
        title: c.title,
        gender: c.gender,
        given_name: c.given_name,
        family_name: c.family_name,
        display_name: `${c.given_name} ${c.family_name}`,
        country: resolve(refs.countries, [c.country], 'country', c.slug)[0],
        city: c.city,
        time_zone: c.time_zone,
        specializations: resolve(refs.specializations, c.specializations, 'specialization', c.slug),
        languages: resolve(refs.languages, c.languages, 'language', c.slug),
        disorders: resolve(refs.disorders, c.disorders, 'disorder', c.slug),
        objectives: resolve(refs.objectives, c.objectives, 'objective', c.slug),
        keywords: resolve(refs.keywords, c.keywords, 'keyword', c.slug),
        years_of_experience: c.years_of_experience,
        fee: c.fee,
        currency: c.currency,
        session_duration: c.session_duration,
        free_first_consultation: c.free_first_consultation,
        bio_fr: c.bio.fr,
        bio_en: c.bio.en,
        background_fr: c.background.fr,
        background_en: c.background.en,
        approval_status: 'approved',
        active_status: true,
        approved_at: approvedAt,
      } as any,
    }),
  );
  await (strapi.service('api::consultant-profile.expert-search') as any).reindex();
  log('Consultants: search index rebuilt');
}
