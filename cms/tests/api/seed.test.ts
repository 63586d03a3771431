import path from 'node:path';
import { describe, expect, it, beforeAll } from 'vitest';
import type { Core } from '@strapi/strapi';
import { api, bootStrapi } from '../helpers/strapi';
import type { Schemas } from '../helpers/api-types';

/** The seed (spec §3 entities): real data in both locales, at least the promised amounts, and idempotent. */
describe('seed', () => {
  let strapi: Core.Strapi;
  const TABLES = [
    'countries',
    'cities',
    'nationalities',
    'languages',
    'disorders',
    'keywords',
    'objectives',
    'specializations',
    'complaint_types',
    'blogs',
    'faqs',
    'quotes',
    'digital_products',
    'pages',
    'privacy_policies',
    'terms_conditions',
    'consent_forms',
    'client_consents',
    'health_assessments',
    'private_files',
    'web_settings',
    'consultant_profiles',
    'files',
    'consultant_profiles_specializations_lnk',
    'cities_country_lnk',
  ];
  const counts = async () => {
    const knex = strapi.db.connection;
    const result: Record<string, number> = {};
    for (const table of TABLES) result[table] = Number((await knex(table).count({ n: '*' }))[0].n);
    return result;
  };

  beforeAll(async () => {
    strapi = await bootStrapi();
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { runSeed } = require(path.resolve(__dirname, '..', '..', 'dist', 'src', 'seed', 'index.js'));
    await runSeed(strapi, () => {});
  }, 300_000);

  it('a second run changes nothing', async () => {
    const before = await counts();
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { runSeed } = require(path.resolve(__dirname, '..', '..', 'dist', 'src', 'seed', 'index.js'));
    const lines: string[] = [];
    await runSeed(strapi, (line: string) => lines.push(line));
    expect(await counts()).toEqual(before);
    expect(lines.some((line) => line.startsWith('Countries: 0 created'))).toBe(true);
  }, 300_000);

  it('serves every country with French and English names and ISD codes', async () => {
    const fr = (await (await api('fr')).get('/api/client/countries')).body;
    const en = (await (await api('en')).get('/api/client/countries')).body;
    expect(fr.meta.pagination.total).toBeGreaterThanOrEqual(249);
    const franceFr = fr.data.find((c: Schemas['ReferenceItem']) => c.code === 'DE');
    const franceEn = en.data.find((c: Schemas['ReferenceItem']) => c.code === 'DE');
    expect([franceFr.name, franceEn.name, franceFr.isd_code]).toEqual(['Allemagne', 'Germany', '+49']);
  });

  it('serves cities of the first markets, languages and nationalities in both locales', async () => {
    for (const code of ['FR', 'IN', 'CA', 'BE', 'CH', 'MA', 'SN', 'TN', 'GB', 'US']) {
      const cities = (await (await api('fr')).get(`/api/client/cities?country=${code}`)).body;
      expect(cities.meta.pagination.total, code).toBeGreaterThanOrEqual(10);
    }
    const languages = (await (await api('fr')).get('/api/client/languages')).body.data;
    expect(languages.find((l: Schemas['ReferenceItem']) => l.code === 'de').name).toBe('Allemand');
    const nationalities = (await (await api('en')).get('/api/client/nationalities')).body.data;
    expect(nationalities.find((n: Schemas['ReferenceItem']) => n.country_code === 'FR').name).toBe('French');
  });

  it('has the curated lists, content and approved consultants in both languages', async () => {
    const total = async (url: string, locale = 'fr') => (await (await api(locale)).get(url)).body.meta.pagination.total;
    expect(await total('/api/client/disorders')).toBeGreaterThanOrEqual(25);
    expect(await total('/api/client/specializations')).toBeGreaterThanOrEqual(10);
    expect(await total('/api/client/objectives')).toBeGreaterThanOrEqual(15);
    expect(await total('/api/client/keywords')).toBeGreaterThanOrEqual(30);
    expect(await total('/api/client/consultants')).toBeGreaterThanOrEqual(60);
    expect(await total('/api/client/blogs')).toBeGreaterThanOrEqual(8);
    expect(await total('/api/client/faqs')).toBeGreaterThanOrEqual(10);
    expect(await total('/api/client/quotes')).toBeGreaterThanOrEqual(10);
    expect(await total('/api/client/digital-products')).toBeGreaterThanOrEqual(10);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const posts: { slug: string; fr: { slug: string } }[] = require(path.resolve(__dirname, '..', '..', 'data', 'content', 'blogs.json'));
    // the French versions have their own slugs, the English ones the data's top-level slug
    const seeded = new Set(posts.flatMap((b) => [b.slug, b.fr.slug]));
    const blogsFr = (await (await api('fr')).get('/api/client/blogs?pageSize=50')).body.data.filter((b: Schemas['BlogCard']) => seeded.has(b.slug));
    const blogsEn = (await (await api('en')).get('/api/client/blogs?pageSize=50')).body.data.filter((b: Schemas['BlogCard']) => seeded.has(b.slug));
    expect(blogsFr.length).toBe(posts.length);
    expect(blogsFr.every((b: Schemas['BlogCard']) => b.locale === 'fr' && b.cover?.url)).toBe(true);
    expect(blogsEn.every((b: Schemas['BlogCard']) => b.locale === 'en')).toBe(true);
    expect(blogsFr[0].title).not.toBe(blogsEn[0].title);
    expect(blogsFr.map((b: Schemas['BlogCard']) => b.slug).sort()).toEqual(posts.map((b) => b.fr.slug).sort());
    expect(blogsEn.map((b: Schemas['BlogCard']) => b.slug).sort()).toEqual(posts.map((b) => b.slug).sort());
  });

  it('has the legal pages and web settings with a logo and favicon', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const legal: { kind: string; version: string }[] = require(path.resolve(__dirname, '..', '..', 'data', 'content', 'legal.json'));
    for (const doc of legal) {
      const uid = doc.kind === 'privacy-policy' ? 'api::privacy-policy.privacy-policy' : 'api::terms-condition.terms-condition';
      const published = await strapi.db.query(uid).count({ where: { version: doc.version, publishedAt: { $notNull: true } } });
      expect(published, `${doc.kind} ${doc.version}`).toBe(2);
    }
    expect((await (await api('en')).get('/api/client/terms-condition')).status).toBe(200);
    expect((await (await api('fr')).get('/api/client/privacy-policy')).status).toBe(200);
    const settings = (await (await api('fr')).get('/api/client/web-setting/get-record')).body.data;
    expect(settings.web_logo.mime).toBe('image/png');
    expect(settings.fab_icon.url).toMatch(/^\/uploads\//);
    for (const slug of ['home', 'about-us', 'alternative-medicine', 'sdg-media']) {
      expect((await (await api('en')).get(`/api/client/pages/${slug}`)).body.data.locale).toBe('en');
    }
  });
});
