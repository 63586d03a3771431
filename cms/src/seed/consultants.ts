/**
 * Approved demonstration consultants: curated profiles in cms/data/consultants.json, linked to the
 * seeded reference lists by slug, each with weekly timings ({@link seededTimings}).
 */
import { existingKeys, readData, seedList, type Bilingual, type SeedLog } from './helpers';
import { services } from '../lib/services';

interface ConsultantData {
  slug: string;
  title: 'Dr' | 'Mr' | 'Ms';
  gender: 'male' | 'female' | 'other' | 'not_disclosing';
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

/** A weekly window in the consultant's own zone: ISO weekday (1 = Monday), minutes from midnight. */
type Window = [weekday: number, startMinute: number, endMinute: number];

/**
 * Weekly timings of the seeded consultants, so that the demonstration shows real next free slots and
 * the "available this week" filter has something to filter: a few realistic schedules in turn, the
 * first being the demo consultant's (weekdays 09:00–12:00 and 14:00–18:00, Saturday morning), and every
 * fifth consultant without timings (on leave).
 * @param index - position of the consultant in cms/data/consultants.json
 */
export function seededTimings(index: number): Window[] {
  const days = (list: number[], start: number, end: number): Window[] => list.map((weekday) => [weekday, start, end]);
  const schedules: Window[][] = [
    [...days([1, 2, 3, 4, 5], 540, 720), ...days([1, 2, 3, 4, 5], 840, 1080), [6, 600, 780]],
    [...days([1, 3, 5], 480, 720), ...days([2, 4], 780, 1140)],
    [...days([2, 3, 4, 5, 6], 600, 780), ...days([2, 3, 4, 5, 6], 900, 1140)],
    [...days([1, 2, 3, 4], 1020, 1260), [6, 540, 720]],
    [],
  ];
  return schedules[index % schedules.length];
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
  const position = new Map(consultants.map((c, index) => [c.slug, index]));
  await seedList(
    log,
    'Consultants (approved)',
    'api::consultant-profile.consultant-profile',
    consultants,
    (c) => c.slug,
    async (c) => {
      const profile = await strapi.documents('api::consultant-profile.consultant-profile').create({
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
        },
      });
      const row = await strapi.db.query('api::consultant-profile.consultant-profile').findOne({ where: { documentId: profile.documentId }, select: ['id'] });
      for (const [weekday, start_minute, end_minute] of seededTimings(position.get(c.slug) ?? 0)) {
        await strapi.db.query('api::consultant-timing.consultant-timing').create({ data: { consultant: row.id, weekday, start_minute, end_minute } });
      }
    },
  );
  await services.expertSearch().reindex();
  log('Consultants: search index rebuilt');
}
