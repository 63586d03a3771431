import { describe, expect, it, beforeAll } from 'vitest';
import type { Core } from '@strapi/strapi';
import { api, bootStrapi, unique } from '../helpers/strapi';
import { createConsultant, createReference } from '../helpers/fixtures';
import type { Answer, Schemas } from '../helpers/api-types';
import type { ServiceOf } from '../helpers/strapi-types';
import type expertSearch from '../../src/api/consultant-profile/services/expert-search';
import { clock } from '../../src/contracts/clock';

/**
 * Expert search (spec §7 consultant filter): each filter, their AND combination, OR within one filter, free-text
 * search, pagination, visibility (approved + active + not trashed) and the detail page.
 * All fixtures share a unique marker so other tests' data never interferes.
 */
describe('GET /api/client/consultants', () => {
  let strapi: Core.Strapi;
  const s = unique();
  const ids: Record<string, string> = {};
  const ref: Record<string, string> = {};

  beforeAll(async () => {
    strapi = await bootStrapi();
    ref.ayurveda = await createReference(strapi, 'api::specialization.specialization', `ayurveda-${s}`, { fr: 'Ayurvéda', en: 'Ayurveda' });
    ref.hypnosis = await createReference(strapi, 'api::specialization.specialization', `hypnosis-${s}`, { fr: 'Hypnothérapie', en: 'Hypnotherapy' });
    ref.french = await createReference(strapi, 'api::language.language', `french-${s}`, { fr: 'Français', en: 'French' }, { code: 'fr' });
    ref.english = await createReference(strapi, 'api::language.language', `english-${s}`, { fr: 'Anglais', en: 'English' }, { code: 'en' });
    ref.insomnia = await createReference(strapi, 'api::disorder.disorder', `insomnia-${s}`, { fr: 'Insomnie', en: 'Insomnia' });
    ref.anxiety = await createReference(strapi, 'api::disorder.disorder', `anxiety-${s}`, { fr: 'Anxiété', en: 'Anxiety' });
    ref.sleep = await createReference(strapi, 'api::objective.objective', `better-sleep-${s}`, { fr: 'Mieux dormir', en: 'Better sleep' });
    ref.dosha = await createReference(strapi, 'api::keyword.keyword', `dosha-${s}`, { fr: 'Dosha', en: 'Dosha' });
    ref.trashedKeyword = await createReference(strapi, 'api::keyword.keyword', `retired-${s}`, { fr: 'Retiré', en: 'Retired' }, { deletedAt: clock.now() });

    ids.amelie = await createConsultant(strapi, {
      given_name: 'Amélie',
      family_name: `Durand${s}`,
      specializations: [ref.ayurveda],
      languages: [ref.french],
      disorders: [ref.insomnia],
      objectives: [ref.sleep],
      keywords: [ref.dosha],
      bio_fr: 'Spécialiste du sommeil et des rituels du soir.',
      bio_en: 'Sleep specialist.',
    });
    ids.brian = await createConsultant(strapi, {
      given_name: 'Brian',
      family_name: `Miller${s}`,
      specializations: [ref.hypnosis],
      languages: [ref.english],
      disorders: [ref.anxiety],
      keywords: [ref.trashedKeyword],
    });
    ids.chloe = await createConsultant(strapi, {
      given_name: 'Chloé',
      family_name: `Martin${s}`,
      specializations: [ref.ayurveda, ref.hypnosis],
      languages: [ref.french, ref.english],
      disorders: [ref.insomnia, ref.anxiety],
    });
    ids.pending = await createConsultant(strapi, { given_name: 'Pending', family_name: `Person${s}`, specializations: [ref.ayurveda], approval_status: 'submitted' });
    ids.inactive = await createConsultant(strapi, { given_name: 'Inactive', family_name: `Person${s}`, specializations: [ref.ayurveda], active_status: false });
  });

  const names = (body: Answer<'/api/client/consultants', 'get'>) => body.data.map((card) => card.display_name).sort();
  const search = async (query: string, locale = 'fr') => {
    const response = await (await api(locale)).get(`/api/client/consultants?${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };

  it('filters by specialization, and only approved, active consultants are listed', async () => {
    const body = await search(`specialization=ayurveda-${s}`);
    expect(names(body)).toEqual([`Amélie Durand${s}`, `Chloé Martin${s}`]);
    expect(body.meta.pagination).toEqual({ page: 1, pageSize: 12, pageCount: 1, total: 2, totalIsExact: true });
  });

  it('filters by each reference list', async () => {
    expect(names(await search(`languages=english-${s}`))).toEqual([`Brian Miller${s}`, `Chloé Martin${s}`]);
    expect(names(await search(`disorders=insomnia-${s}`))).toEqual([`Amélie Durand${s}`, `Chloé Martin${s}`]);
    expect(names(await search(`objectives=better-sleep-${s}`))).toEqual([`Amélie Durand${s}`]);
    expect(names(await search(`keywords=dosha-${s}`))).toEqual([`Amélie Durand${s}`]);
  });

  it('combines values of one filter with OR and filters with AND', async () => {
    expect(names(await search(`specialization=ayurveda-${s},hypnosis-${s}`))).toEqual([`Amélie Durand${s}`, `Brian Miller${s}`, `Chloé Martin${s}`]);
    expect(names(await search(`specialization=ayurveda-${s}&languages=english-${s}`))).toEqual([`Chloé Martin${s}`]);
    expect(names(await search(`specialization=hypnosis-${s}&disorders=insomnia-${s}&languages=french-${s},english-${s}`))).toEqual([`Chloé Martin${s}`]);
    expect((await search(`objectives=better-sleep-${s}&languages=english-${s}`)).data).toEqual([]);
  });

  it('a trashed reference item matches nothing and is not shown on cards', async () => {
    const body = await search(`keywords=retired-${s}`);
    expect(body.data).toEqual([]);
    expect(body.meta.pagination).toMatchObject({ total: 0, pageCount: 0 });
    const detail = await (await api('en')).get(`/api/client/consultants/${ids.brian}`);
    expect(detail.body.data.keywords).toEqual([]);
  });

  it('search matches name, bio and specialization text, ignoring case and accents', async () => {
    expect(names(await search(`search=amelie durand${s}`))).toEqual([`Amélie Durand${s}`]);
    expect(names(await search(`search=RITUELS&specialization=ayurveda-${s},hypnosis-${s}`))).toEqual([`Amélie Durand${s}`]);
    expect(names(await search(`search=hypnotherapie&languages=english-${s}`))).toEqual([`Brian Miller${s}`, `Chloé Martin${s}`]);
  });

  it('paginates from page 1', async () => {
    const first = await search(`specialization=ayurveda-${s},hypnosis-${s}&pageSize=2`);
    const second = await search(`specialization=ayurveda-${s},hypnosis-${s}&pageSize=2&page=2`);
    expect(first.meta.pagination).toEqual({ page: 1, pageSize: 2, pageCount: 2, total: 3, totalIsExact: true });
    expect(names(first)).toEqual([`Amélie Durand${s}`, `Brian Miller${s}`]);
    expect(names(second)).toEqual([`Chloé Martin${s}`]);
    expect((await search(`specialization=ayurveda-${s}&page=9`)).data).toEqual([]);
  });

  it('cards name the reference items in the asked locale', async () => {
    const fr = await search(`specialization=hypnosis-${s}&languages=english-${s}`, 'fr');
    const en = await search(`specialization=hypnosis-${s}&languages=english-${s}`, 'en');
    const brianFr = fr.data.find((card: Schemas['ExpertCard']) => card.id === ids.brian);
    const brianEn = en.data.find((card: Schemas['ExpertCard']) => card.id === ids.brian);
    expect(brianFr.specializations).toEqual([{ slug: `hypnosis-${s}`, name: 'Hypnothérapie' }]);
    expect(brianEn.specializations).toEqual([{ slug: `hypnosis-${s}`, name: 'Hypnotherapy' }]);
    expect(brianEn.languages).toEqual([{ slug: `english-${s}`, name: 'English', code: 'en' }]);
    expect(brianEn.fee).toEqual({ amount: 5000, currency: 'EUR' });
  });

  it('rejects malformed filters with a localized 400', async () => {
    const response = await (await api('en')).get('/api/client/consultants?page=0&disorders=DROP TABLE');
    expect(response.status).toBe(400);
    expect(response.body.error.name).toBe('ValidationError');
    expect(Object.keys(response.body.error.details.fieldErrors).sort()).toEqual(['disorders', 'page']);
    const unknown = await (await api('fr')).get('/api/client/consultants?populate=*');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('Paramètres de recherche invalides.');
  });

  it('opens the detail of a visible consultant, and 404s for pending, inactive or unknown ones', async () => {
    const detail = await (await api('en')).get(`/api/client/consultants/${ids.amelie}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ id: ids.amelie, display_name: `Amélie Durand${s}`, bio: 'Sleep specialist.' });
    expect(detail.body.data.disorders).toEqual([{ slug: `insomnia-${s}`, name: 'Insomnia' }]);
    for (const id of [ids.pending, ids.inactive, 'abcdefghijklmnopqrstuvwx']) {
      const response = await (await api('fr')).get(`/api/client/consultants/${id}`);
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe('Expert introuvable.');
    }
  });

  it('hides a trashed consultant from search and detail', async () => {
    const id = await createConsultant(strapi, { given_name: 'Trashed', family_name: `Person${s}`, specializations: [ref.hypnosis] });
    expect(names(await search(`specialization=hypnosis-${s}`))).toContain(`Trashed Person${s}`);
    await strapi.documents('api::consultant-profile.consultant-profile').update({ documentId: id, data: { deletedAt: clock.now() } });
    expect(names(await search(`specialization=hypnosis-${s}`))).not.toContain(`Trashed Person${s}`);
    expect((await (await api('fr')).get(`/api/client/consultants/${id}`)).status).toBe(404);
  });
});

/**
 * A search with many matches stops counting at a round number ("more than 100 experts") so that it
 * stays fast at 100,000 consultants, yet every page stays reachable and in name order.
 */
describe('GET /api/client/consultants with many matches', () => {
  let strapi: Core.Strapi;
  const s = unique();
  const CROWD = 110;
  /** Display names of the crowd in name order: "Crowd 001 <s>" … */
  const crowd = Array.from({ length: CROWD }, (_, i) => `Crowd ${String(i + 1).padStart(3, '0')} ${s}`);
  let specialization = '';

  beforeAll(async () => {
    strapi = await bootStrapi();
    const crowded = await createReference(strapi, 'api::specialization.specialization', `crowded-${s}`, { fr: 'Foule', en: 'Crowd' });
    const german = await createReference(strapi, 'api::language.language', `german-${s}`, { fr: 'Allemand', en: 'German' }, { code: 'de' });
    specialization = `crowded-${s}`;
    const profiles = strapi.documents('api::consultant-profile.consultant-profile');
    for (const [i, name] of crowd.entries()) {
      await profiles.create({
        data: {
          slug: `crowd-${i}-${s}`.toLowerCase(),
          given_name: 'Crowd',
          family_name: name.slice('Crowd '.length),
          display_name: name,
          specializations: [crowded],
          // Every other one speaks German.
          languages: i % 2 === 0 ? [german] : [],
          approval_status: 'approved',
          active_status: true,
          bio_fr: 'Praticienne.',
          bio_en: 'Practitioner.',
          fee: 10_000 - i,
          currency: 'EUR',
          session_duration: 60,
        },
      });
    }
    // One more that matches but is not visible: it is never counted.
    await createConsultant(strapi, { given_name: 'Crowd', family_name: `000 hidden ${s}`, specializations: [crowded], active_status: false });
    await (strapi.service('api::consultant-profile.expert-search') as unknown as ServiceOf<typeof expertSearch>).reindex();
  });

  const search = async (query: string, locale = 'fr') => {
    const response = await (await api(locale)).get(`/api/client/consultants?specialization=${specialization}&${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };
  const names = (body: Answer<'/api/client/consultants', 'get'>) => body.data.map((card) => card.display_name);

  it('says "more than 100" past 100 matches, with the first pages in name order', async () => {
    const first = await search('page=1');
    expect(first.meta.pagination).toEqual({ page: 1, pageSize: 12, pageCount: 9, total: 100, totalIsExact: false });
    expect(names(first)).toEqual(crowd.slice(0, 12));
    const second = await search('page=2');
    expect(second.meta.pagination.totalIsExact).toBe(false);
    expect(names(second)).toEqual(crowd.slice(12, 24));
  });

  it('counts exactly once the asked page leaves room under a higher ceiling, so the last pages are reachable', async () => {
    const ninth = await search('page=9');
    expect(ninth.meta.pagination).toEqual({ page: 9, pageSize: 12, pageCount: 10, total: CROWD, totalIsExact: true });
    expect(names(ninth)).toEqual(crowd.slice(96, 108));
    const last = await search('page=10');
    expect(names(last)).toEqual(crowd.slice(108));
    const large = await search('pageSize=50');
    expect(large.meta.pagination).toEqual({ page: 1, pageSize: 50, pageCount: 3, total: CROWD, totalIsExact: true });
  });

  it('counts exactly under the ceiling with another filter, and in another order', async () => {
    const german = await search(`languages=german-${s}`);
    expect(german.meta.pagination).toEqual({ page: 1, pageSize: 12, pageCount: 5, total: CROWD / 2, totalIsExact: true });
    expect(names(german)).toEqual(crowd.filter((_, i) => i % 2 === 0).slice(0, 12));
    const byFee = await search('sort=fee');
    expect(byFee.meta.pagination).toEqual({ page: 1, pageSize: 12, pageCount: 10, total: CROWD, totalIsExact: true });
    expect(names(byFee)).toEqual([...crowd].reverse().slice(0, 12));
  });
});
