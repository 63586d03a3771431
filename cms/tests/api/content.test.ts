import { describe, expect, it, beforeAll } from 'vitest';
import type { Core } from '@strapi/strapi';
import { api, bootStrapi, seedOnce, unique } from '../helpers/strapi';
import { createReference } from '../helpers/fixtures';
import type { Answer, Schemas } from '../helpers/api-types';
import type { DocumentInput } from '../helpers/strapi-types';
import { clock } from '../../src/contracts/clock';

/** Editorial reads: blogs (list, by slug, tag, pagination), trashed rows hidden, newest legal version, pages. */
describe('public content of the client surface', () => {
  let strapi: Core.Strapi;
  const s = unique();
  let author = '';
  const blog = async (slug: string, date: string, extra: Partial<DocumentInput<'api::blog.blog'>> = {}, locales: ('fr' | 'en')[] = ['fr', 'en']) => {
    const [first, ...rest] = locales;
    const data = (locale: string) => ({
      slug,
      title: `${locale} title ${slug}`,
      excerpt: `${locale} excerpt`,
      body: `## ${locale} body`,
      author,
      published_date: date,
      tags: ['tests', s],
      ...extra,
    });
    const created = await strapi.documents('api::blog.blog').create({ locale: first, data: data(first), status: 'published' });
    for (const locale of rest) await strapi.documents('api::blog.blog').update({ documentId: created.documentId, locale, data: data(locale), status: 'published' });
    return created.documentId;
  };

  beforeAll(async () => {
    strapi = await bootStrapi();
    author = (await strapi.documents('api::author.author').create({ data: { name: `Dr Test ${s}` } })).documentId;
    await blog(`older-${s}`, '2026-01-10');
    await blog(`newer-${s}`, '2026-05-10');
    await blog(`english-only-${s}`, '2026-03-10', {}, ['en']);
    await blog(`trashed-${s}`, '2026-06-10', { deletedAt: clock.now() });
    const draft = await strapi.documents('api::blog.blog').create({ locale: 'fr', data: { slug: `draft-${s}`, title: 'Brouillon', body: 'x', author, published_date: '2026-07-01', tags: [s] } });
    expect(draft.documentId).toBeTruthy();
  });

  const mine = (body: Answer<'/api/client/blogs', 'get'>) => body.data.filter((post) => post.tags.includes(s)).map((post) => post.slug);

  it('lists published posts newest first, in the asked locale with fallback, without trashed or draft ones', async () => {
    const response = await (await api('fr')).get(`/api/client/blogs?tag=${s}`);
    expect(response.status).toBe(200);
    expect(mine(response.body)).toEqual([`newer-${s}`, `english-only-${s}`, `older-${s}`]);
    expect(response.body.data[0]).toMatchObject({ title: `fr title newer-${s}`, locale: 'fr' });
    expect(response.body.data[1]).toMatchObject({ title: `en title english-only-${s}`, locale: 'en' });
    expect(response.body.meta.pagination).toEqual({ page: 1, pageSize: 12, pageCount: 1, total: 3 });
  });

  it('paginates blog posts', async () => {
    const response = await (await api('en')).get(`/api/client/blogs?tag=${s}&pageSize=2&page=2`);
    expect(mine(response.body)).toEqual([`older-${s}`]);
    expect(response.body.meta.pagination).toEqual({ page: 2, pageSize: 2, pageCount: 2, total: 3 });
  });

  it('reads a post by slug with its body; trashed, draft and unknown slugs are 404', async () => {
    const post = await (await api('en')).get(`/api/client/blogs/newer-${s}`);
    expect(post.status).toBe(200);
    expect(post.body.data).toMatchObject({ slug: `newer-${s}`, title: `en title newer-${s}`, body: '## en body', published_date: '2026-05-10' });
    for (const slug of [`trashed-${s}`, `draft-${s}`, 'no-such-post', 'Bad Slug!']) {
      const response = await (await api('en')).get(`/api/client/blogs/${encodeURIComponent(slug)}`);
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe('Blog post not found.');
    }
  });

  it("shows a post's author, and its tags in the asked language, and filters on the tag words of that language", async () => {
    const slug = `localized-${s}`;
    const team = (await strapi.documents('api::author.author').create({ data: { name: `The editorial team ${s}`, bio: { fr: 'Bio', en: 'Bio' } } })).documentId;
    const fr = { slug, title: 'Le sommeil', body: 'x', author: team, published_date: '2026-02-01', tags: [`sommeil-${s}`, 'hygiène de vie'] };
    const created = await strapi.documents('api::blog.blog').create({ locale: 'fr', data: fr, status: 'published' });
    await strapi.documents('api::blog.blog').update({
      documentId: created.documentId,
      locale: 'en',
      data: { ...fr, title: 'Sleep', tags: [`sleep-${s}`, 'lifestyle'] },
      status: 'published',
    });
    const inFrench = await (await api('fr')).get(`/api/client/blogs/${slug}`);
    expect(inFrench.body.data).toMatchObject({ author: `The editorial team ${s}`, tags: [`sommeil-${s}`, 'hygiène de vie'] });
    const inEnglish = await (await api('en')).get(`/api/client/blogs/${slug}`);
    expect(inEnglish.body.data).toMatchObject({ author: `The editorial team ${s}`, tags: [`sleep-${s}`, 'lifestyle'] });
    const listed = await (await api('en')).get(`/api/client/blogs?tag=sleep-${s}`);
    expect(listed.body.data.map((post: Schemas['BlogCard']) => [post.slug, post.author, post.tags[0]])).toEqual([[slug, `The editorial team ${s}`, `sleep-${s}`]]);
    expect((await (await api('fr')).get(`/api/client/blogs?tag=sommeil-${s}`)).body.data.map((post: Schemas['BlogCard']) => post.slug)).toEqual([slug]);
    // an author moved to the trash is no longer named on the public site
    await strapi.db.query('api::author.author').updateMany({ where: { documentId: team }, data: { deletedAt: clock.now() } });
    expect((await (await api('en')).get(`/api/client/blogs/${slug}`)).body.data.author).toBe('');
  });

  it('seeds the blog with its author, and tags in French and in English', async () => {
    await seedOnce();
    const fr = (await (await api('fr')).get('/api/client/blogs/sleep-hygiene-essentials')).body.data;
    const en = (await (await api('en')).get('/api/client/blogs/sleep-hygiene-essentials')).body.data;
    expect(fr).toMatchObject({ author: 'Ayuvie Editorial Team', tags: ['sommeil', 'hygiène de vie', 'Ayurveda'] });
    expect(en).toMatchObject({ author: 'Ayuvie Editorial Team', tags: ['sleep', 'lifestyle', 'Ayurveda'] });
  }, 300_000);

  it('never returns trashed reference rows', async () => {
    await createReference(strapi, 'api::country.country', `atlantis-${s}`, { fr: `Atlantide ${s}`, en: `Atlantis ${s}` }, { code: 'QQ', isd_code: '+999', deletedAt: clock.now() });
    await createReference(strapi, 'api::country.country', `utopia-${s}`, { fr: `Utopie ${s}`, en: `Utopia ${s}` }, { code: 'QZ', isd_code: '+998' });
    const response = await (await api('fr')).get(`/api/client/countries?search=${s}`);
    expect(response.body.data.map((c: Schemas['ReferenceItem']) => c.slug)).toEqual([`utopia-${s}`]);
    expect(response.body.data[0]).toMatchObject({ code: 'QZ', isd_code: '+998', name: `Utopie ${s}` });
  });

  it('filters cities by country code', async () => {
    const country = await createReference(strapi, 'api::country.country', `freedonia-${s}`, { fr: 'Freedonie', en: 'Freedonia' }, { code: 'QX' });
    await createReference(strapi, 'api::city.city', `qx-capital-${s}`, { fr: 'Capitale', en: 'Capital' }, { country_code: 'QX', country });
    const response = await (await api('en')).get('/api/client/cities?country=qx');
    expect(response.body.data.map((c: Schemas['ReferenceItem']) => c.slug)).toEqual([`qx-capital-${s}`]);
    expect((await (await api('en')).get('/api/client/cities?country=France')).status).toBe(400);
  });

  it('shows the newest published version of the terms', async () => {
    const create = async (version: string, date: string, status?: 'published') => {
      const doc = await strapi
        .documents('api::terms-condition.terms-condition')
        .create({ locale: 'fr', data: { version, effective_date: date, title: `Conditions v${version}`, body: `Version ${version}` }, ...(status ? { status } : {}) });
      await strapi
        .documents('api::terms-condition.terms-condition')
        .update({ documentId: doc.documentId, locale: 'en', data: { version, effective_date: date, title: `Terms v${version}`, body: `Version ${version}` }, ...(status ? { status } : {}) });
    };
    // Versions far beyond the seeded ones, so the answer does not depend on which test files ran first.
    await create('90.0', '2090-01-15', 'published');
    await create('90.1', '2090-09-01', 'published');
    await create('91.0', '2090-12-01');
    const en = await (await api('en')).get('/api/client/terms-condition');
    expect(en.body.data).toMatchObject({ version: '90.1', title: 'Terms v90.1', effective_date: '2090-09-01' });
    const fr = await (await api('fr')).get('/api/client/terms-condition');
    expect(fr.body.data.title).toBe('Conditions v90.1');
  });

  it('serves a page with its sections, 404 for an unknown page', async () => {
    const page = await strapi.documents('api::page.page').create({
      locale: 'fr',
      data: { slug: `sdg-${s}`, title: 'ODD', subtitle: 'Objectifs', sections: [{ key: 'sdg-3', title: 'Objectif 3', body: 'Santé' }] },
      status: 'published',
    });
    expect(page.documentId).toBeTruthy();
    const response = await (await api('en')).get(`/api/client/pages/sdg-${s}`);
    expect(response.body.data).toMatchObject({ slug: `sdg-${s}`, title: 'ODD', locale: 'fr', sections: [{ key: 'sdg-3', title: 'Objectif 3', body: 'Santé', image: null }] });
    expect((await (await api('en')).get('/api/client/pages/nope')).status).toBe(404);
  });
});
