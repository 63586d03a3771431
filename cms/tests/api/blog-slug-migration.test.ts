import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { booted, seedOnce, unique } from '../helpers/strapi';
import { caller, sharedAdmin } from '../helpers/accounts';
import { expectStatus } from '../helpers/onboarding';

/**
 * The database migration that gives French blog posts their own slug
 * (database/migrations/2026.11.29T01.00.00.blog-french-slugs.js), run on a database made to look like
 * one created while a post's languages shared its slug: French versions whose slug is the English one.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const migration = require(path.resolve(__dirname, '..', '..', 'database', 'migrations', '2026.11.29T01.00.00.blog-french-slugs.js')) as {
  up(knex: Knex): Promise<void>;
};

interface SlugRow {
  id: number;
  document_id: string;
  locale: string;
  slug: string;
  published_at: string | null;
}

const knex = () => booted().db.connection;
/** Every blog row's slug, by row id. */
const allSlugs = async () => Object.fromEntries((await knex()<SlugRow>('blogs').select('id', 'slug')).map((row) => [row.id, row.slug]));
/** The rows (draft and published) of a post in one locale. */
const rowsOf = async (documentId: string, locale: 'fr' | 'en') =>
  (await knex()('blogs').select('id', 'document_id', 'locale', 'slug', 'published_at').where({ document_id: documentId, locale })) as SlugRow[];
/** Runs the migration as Strapi's runner does: inside a transaction. */
const runMigration = () => knex().transaction((trx) => migration.up(trx));

beforeAll(async () => {
  await seedOnce();
}, 300_000);

/** A published bilingual post made through the back office; answers its id. */
async function publishedPost(title: { fr: string; en: string }, slug?: { fr?: string; en?: string }): Promise<string> {
  const admin = await sharedAdmin();
  const authors = await admin.http.get(`/api/admin-panel/authors?range=${encodeURIComponent('[0,0]')}`);
  const created = await admin.http.post('/api/admin-panel/blogs', {
    title,
    ...(slug ? { slug } : {}),
    body: { fr: 'Texte.', en: 'Text.' },
    author: authors.body[0].id,
    published_date: '2026-10-01',
    published: true,
  });
  expectStatus(created, 201);
  return created.body.id as string;
}

/** Makes a post's French versions look as they did before slugs were per language: the English slug. */
async function withEnglishSlugInFrench(documentId: string): Promise<string> {
  const [english] = await rowsOf(documentId, 'en');
  await knex()('blogs').where({ document_id: documentId, locale: 'fr' }).update({ slug: english.slug });
  return english.slug;
}

describe('French blog slugs migration', () => {
  it('gives each French post that copies another locale’s slug the slug of its French title, unique among all posts, and is idempotent', async () => {
    const s = unique();
    // Old posts: French versions carrying the English slug.
    const yoga = await publishedPost({ fr: `Le yoga du matin ${s}`, en: `Morning yoga ${s}` });
    const sleep = await publishedPost({ fr: `Bien dormir ${s}`, en: `Sleeping well ${s}` });
    const yogaEnglish = await withEnglishSlugInFrench(yoga);
    const sleepEnglish = await withEnglishSlugInFrench(sleep);
    // Other posts already hold the slug of the second one's French title (in English) and the next one (in French).
    await publishedPost({ fr: `Autre ${s}`, en: `Bien dormir ${s}` });
    await publishedPost({ fr: `Bien dormir ${s} 2`, en: `Another ${s}` });
    // A post whose French title gives the same slug as its English one, and a post already right.
    const same = await publishedPost({ fr: `Ayurveda ${s}`, en: `Ayurveda ${s}` });
    const right = await publishedPost({ fr: `Méditer ${s}`, en: `Meditating ${s}` });
    const before = await allSlugs();
    const rowsBefore = await knex()<SlugRow>('blogs').select('id', 'document_id', 'locale', 'slug');
    /** French rows that carry another locale's slug of their post: what the migration may change. */
    const copiesBefore = rowsBefore.filter((row) => row.locale === 'fr' && rowsBefore.some((other) => other.document_id === row.document_id && other.locale !== 'fr' && other.slug === row.slug));
    // Either slug names a post: the old French one is its English slug.
    expectStatus(await caller({ locale: 'fr' }).get(`/api/client/blogs/le-yoga-du-matin-${s}`), 404);

    await runMigration();

    // Every French version (draft and published) has its own slug, made from its French title.
    const yogaFrench = await rowsOf(yoga, 'fr');
    expect(yogaFrench.length).toBe(2);
    expect(yogaFrench.map((row) => row.slug)).toEqual([`le-yoga-du-matin-${s}`, `le-yoga-du-matin-${s}`]);
    // `bien-dormir-<s>` is another post's English slug and `bien-dormir-<s>-2` another's French one.
    expect((await rowsOf(sleep, 'fr')).map((row) => row.slug)).toEqual([`bien-dormir-${s}-3`, `bien-dormir-${s}-3`]);
    // Nothing else changed: English slugs, posts already right, a French title giving the English slug.
    // (Other test files' posts in this database may look old too: the migration's rule may change those.)
    const after = await allSlugs();
    const changed = new Set([...yogaFrench, ...(await rowsOf(sleep, 'fr'))].map((row) => String(row.id)));
    for (const row of copiesBefore) changed.add(String(row.id));
    expect(Object.fromEntries(Object.entries(after).filter(([id]) => !changed.has(id)))).toEqual(Object.fromEntries(Object.entries(before).filter(([id]) => !changed.has(id))));
    expect((await rowsOf(yoga, 'en')).map((row) => row.slug)).toEqual([yogaEnglish, yogaEnglish]);
    expect((await rowsOf(same, 'fr')).map((row) => row.slug)).toEqual([`ayurveda-${s}`, `ayurveda-${s}`]);
    expect((await rowsOf(right, 'fr')).map((row) => row.slug)).toEqual([`mediter-${s}`, `mediter-${s}`]);

    // The public site: the French slug names the post, and each language's URL has its own slug.
    const french = await caller({ locale: 'fr' }).get(`/api/client/blogs/le-yoga-du-matin-${s}`);
    expectStatus(french, 200);
    expect(french.body.data).toMatchObject({ title: `Le yoga du matin ${s}`, slug: `le-yoga-du-matin-${s}`, slugs: { fr: `le-yoga-du-matin-${s}`, en: yogaEnglish } });
    const english = await caller({ locale: 'en' }).get(`/api/client/blogs/${sleepEnglish}`);
    expect(english.body.data.slugs).toEqual({ fr: `bien-dormir-${s}-3`, en: sleepEnglish });

    // A second run changes nothing.
    await runMigration();
    expect(await allSlugs()).toEqual(after);
  });

  it('leaves a fresh database alone: it has no blog table yet when migrations run', async () => {
    const queried: string[] = [];
    const fresh = Object.assign((table: string) => queried.push(table), { schema: { hasTable: async () => false } }) as unknown as Knex;
    await migration.up(fresh);
    expect(queried).toEqual([]);
  });
});
