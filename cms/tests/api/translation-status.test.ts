/**
 * The translation status of the back office's localized lists (docs/api.md "Translation status";
 * contracts/admin-dialect `TranslationStatus`): each record of the editorial content and of the
 * reference lists says whether its English side is `complete`, `missing` or `outdated`; the lists filter
 * by it with the right totals; the dashboard counts them per list; a page of a list reads it with the
 * rows it loads anyway.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { booted, seedOnce, unique } from '../helpers/strapi';
import { caller, sharedAdmin, type SignedIn } from '../helpers/accounts';
import { expectStatus } from '../helpers/onboarding';

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
/** The admin list's default page: records 0 to 24. */
const PAGE = 25;
/** Queries of a 25-row page of a list of its own (tests/api/admin-list-queries). */
const MAX_QUERIES = 5;

let admin: SignedIn;
let authorId: string;

beforeAll(async () => {
  await seedOnce();
  admin = await sharedAdmin();
  const author = await admin.http.post('/api/admin-panel/authors', { name: `Traduction ${unique()}` });
  expectStatus(author, 201);
  authorId = author.body.id;
}, 300_000);

/** The total of `Content-Range: <resource> <first>-<last>/<total>`. */
const totalOf = (response: { headers: Record<string, string> }) => Number(/\/(\d+)$/.exec(response.headers['content-range'])?.[1]);

/** A blog post's input, French only unless `en` is given. */
function blogInput(s: string, en?: { title: string; body: string }) {
  return {
    title: { fr: `Respirer ${s}`, en: en?.title ?? '' },
    body: { fr: 'Respirer lentement.', en: en?.body ?? '' },
    author: authorId,
    published_date: '2026-11-01',
    published: true,
  };
}

/** The record `id` of `resource` as the list shows it (found by its id) and as its own page shows it. */
async function statusOf(resource: string, id: string): Promise<string> {
  const one = await admin.http.get(`/api/admin-panel/${resource}/${id}`);
  expectStatus(one, 200);
  const list = await admin.http.get(`/api/admin-panel/${resource}?filter=${q({ id: [id] })}`);
  expectStatus(list, 200);
  expect(list.body).toHaveLength(1);
  expect(list.body[0].translation).toBe(one.body.translation);
  return one.body.translation;
}

/** The dashboard's counts of one list. */
async function dashboardCounts(resource: string): Promise<{ missing: number; outdated: number }> {
  const dashboard = await admin.http.get('/api/admin-panel/dashboard');
  expectStatus(dashboard, 200);
  const line = (dashboard.body.translations as { resource: string; missing: number; outdated: number }[]).find((entry) => entry.resource === resource);
  expect(line, `${resource} on the dashboard`).toBeDefined();
  return { missing: line!.missing, outdated: line!.outdated };
}

describe('a blog post (editorial content)', () => {
  it('is missing without English, complete once translated, outdated after a French edit, complete again once the English follows', async () => {
    const s = unique();
    const created = await admin.http.post('/api/admin-panel/blogs', blogInput(s));
    expectStatus(created, 201);
    expect(created.body.translation).toBe('missing');
    const id = created.body.id as string;
    expect(await statusOf('blogs', id)).toBe('missing');

    // the English added as the back office's form saves it: the whole record sent back
    const translated = await admin.http.put(`/api/admin-panel/blogs/${id}`, { ...created.body, ...blogInput(s, { title: `Breathe ${s}`, body: 'Breathe slowly.' }) });
    expectStatus(translated, 200);
    expect(translated.body.translation).toBe('complete');
    expect(await statusOf('blogs', id)).toBe('complete');

    // a change of what is not text (the date, the publication) leaves it complete
    const redated = await admin.http.put(`/api/admin-panel/blogs/${id}`, { ...translated.body, published_date: '2026-11-02', published: false, author: authorId });
    expectStatus(redated, 200);
    expect(redated.body.translation).toBe('complete');

    // the French body edited, the English sent back unchanged
    const edited = await admin.http.put(`/api/admin-panel/blogs/${id}`, {
      ...redated.body,
      body: { fr: 'Respirer lentement, par le ventre.', en: 'Breathe slowly.' },
      author: authorId,
      published_date: '2026-11-02',
    });
    expectStatus(edited, 200);
    expect(edited.body.translation).toBe('outdated');
    expect(await statusOf('blogs', id)).toBe('outdated');

    // a save that changes no text keeps it outdated
    const resaved = await admin.http.put(`/api/admin-panel/blogs/${id}`, { ...edited.body, published: true, author: authorId, published_date: '2026-11-02' });
    expect(resaved.body.translation).toBe('outdated');

    const followed = await admin.http.put(`/api/admin-panel/blogs/${id}`, {
      ...resaved.body,
      body: { fr: 'Respirer lentement, par le ventre.', en: 'Breathe slowly, from the belly.' },
      author: authorId,
      published_date: '2026-11-02',
    });
    expectStatus(followed, 200);
    expect(followed.body.translation).toBe('complete');
    expect(await statusOf('blogs', id)).toBe('complete');
  });

  it('is missing while a field filled in French is empty in English', async () => {
    const s = unique();
    const created = await admin.http.post('/api/admin-panel/blogs', {
      ...blogInput(s, { title: `Breathe ${s}`, body: 'Breathe.' }),
      excerpt: { fr: 'Un résumé.', en: '' },
    });
    expectStatus(created, 201);
    expect(created.body.translation).toBe('missing');
  });

  it('the public site shows the French where the English is missing, and marks nothing', async () => {
    const s = unique();
    const created = await admin.http.post('/api/admin-panel/blogs', blogInput(s));
    expectStatus(created, 201);
    const inEnglish = await caller({ locale: 'en' }).get(`/api/client/blogs/respirer-${s}`);
    expectStatus(inEnglish, 200);
    expect(inEnglish.body.data).toMatchObject({ title: `Respirer ${s}`, body: 'Respirer lentement.' });
    expect(inEnglish.body.data).not.toHaveProperty('translation');
  });
});

describe('pages, FAQ, quotes, products and legal texts', () => {
  it('a page whose French sections have no English ones is missing', async () => {
    const s = unique();
    const page = await admin.http.post('/api/admin-panel/pages', {
      slug: `traduction-${s}`,
      title: { fr: `Page ${s}`, en: `Page ${s}` },
      sections: { fr: [{ key: 'intro', title: 'Introduction', body: 'Texte.' }], en: [] },
    });
    expectStatus(page, 201);
    expect(page.body.translation).toBe('missing');
    const complete = await admin.http.put(`/api/admin-panel/pages/${page.body.id}`, {
      ...page.body,
      sections: { fr: [{ key: 'intro', title: 'Introduction', body: 'Texte.' }], en: [{ key: 'intro', title: 'Introduction', body: 'Text.' }] },
    });
    expectStatus(complete, 200);
    expect(complete.body.translation).toBe('complete');
    // the same sections sent back (with their ids, as the form does): nothing changed, still complete
    const again = await admin.http.put(`/api/admin-panel/pages/${page.body.id}`, { ...complete.body, subtitle: { fr: null, en: null } });
    expect(again.body.translation).toBe('complete');
  });

  it('a FAQ entry, a product and a legal version without English are missing; with it, complete', async () => {
    const s = unique();
    const faq = await admin.http.post('/api/admin-panel/faqs', { question: { fr: `Pourquoi ${s} ?` }, answer: { fr: 'Parce que.' }, category: 'booking', order: 1 });
    expectStatus(faq, 201);
    expect(faq.body.translation).toBe('missing');
    const product = await admin.http.post('/api/admin-panel/digital-products', {
      name: { fr: `Tisane ${s}`, en: `Tea ${s}` },
      description: { fr: 'Une tisane.', en: 'A tea.' },
      category: 'herbal-teas',
      price: 1200,
      currency: 'EUR',
    });
    expectStatus(product, 201);
    expect(product.body.translation).toBe('complete');
    const version = await admin.http.post('/api/admin-panel/terms-conditions', {
      version: `8.${parseInt(s, 36)}`,
      effective_date: '2026-12-01',
      title: { fr: 'Conditions' },
      body: { fr: 'Texte des conditions.' },
      published: false,
    });
    expectStatus(version, 201);
    expect(version.body.translation).toBe('missing');
  });
});

describe('a reference list', () => {
  it('a specialization: missing without its English description, outdated after a French edit, complete once followed', async () => {
    const s = unique();
    const created = await admin.http.post('/api/admin-panel/specializations', {
      name: { fr: `Réflexologie ${s}`, en: `Reflexology ${s}` },
      description: { fr: 'Les pieds.', en: '' },
    });
    expectStatus(created, 201);
    expect(created.body.translation).toBe('missing');
    const id = created.body.id as string;
    const complete = await admin.http.put(`/api/admin-panel/specializations/${id}`, { ...created.body, description: { fr: 'Les pieds.', en: 'The feet.' } });
    expect(complete.body.translation).toBe('complete');
    const renamed = await admin.http.put(`/api/admin-panel/specializations/${id}`, { ...complete.body, name: { fr: `Réflexologie plantaire ${s}`, en: `Reflexology ${s}` } });
    expect(renamed.body.translation).toBe('outdated');
    expect(await statusOf('specializations', id)).toBe('outdated');
    const followed = await admin.http.put(`/api/admin-panel/specializations/${id}`, { ...renamed.body, name: { fr: `Réflexologie plantaire ${s}`, en: `Foot reflexology ${s}` } });
    expect(followed.body.translation).toBe('complete');
  });

  it('a country made elsewhere in French only is missing', async () => {
    const s = unique();
    const country = await booted()
      .documents('api::country.country')
      .create({ locale: 'fr', data: { name: `Pays ${s}`, slug: `pays-${s}`, code: 'XQ' } as never });
    expect(await statusOf('countries', country.documentId)).toBe('missing');
    // Gone again: other files treat unknown country codes as unknown.
    await booted().documents('api::country.country').delete({ documentId: country.documentId });
  });
});

describe('the filter "English missing or outdated"', () => {
  it('lists the quotes lacking English, pages them and counts them right; the dashboard counts the same', async () => {
    const s = unique();
    const quote = (n: number, english: boolean) => ({
      quote_title: { fr: `Citation ${s} ${n}`, en: english ? `Quote ${s} ${n}` : '' },
      author_name: { fr: 'Anonyme', en: english ? 'Anonymous' : '' },
      text: { fr: 'Le calme.', en: english ? 'Calm.' : '' },
    });
    const before = await dashboardCounts('quotes');
    const ids: string[] = [];
    for (const [n, english] of [
      [1, false],
      [2, false],
      [3, true],
      [4, true],
      [5, false],
    ] as const) {
      const created = await admin.http.post('/api/admin-panel/quotes', quote(n, english));
      expectStatus(created, 201);
      ids.push(created.body.id);
    }
    // the fourth one's French edited after its English
    const fourth = await admin.http.get(`/api/admin-panel/quotes/${ids[3]}`);
    const edited = await admin.http.put(`/api/admin-panel/quotes/${ids[3]}`, { ...fourth.body, text: { fr: 'Le grand calme.', en: 'Calm.' } });
    expect(edited.body.translation).toBe('outdated');

    const incomplete = { q: `Citation ${s}`, translation: 'incomplete' };
    const first = await admin.http.get(`/api/admin-panel/quotes?filter=${q(incomplete)}&range=${q([0, 1])}&sort=${q(['id', 'ASC'])}`);
    expectStatus(first, 200);
    expect(first.body.map((record: { id: string }) => record.id)).toEqual([ids[0], ids[1]]);
    expect(totalOf(first)).toBe(4);
    expect(first.headers['content-range']).toBe('quotes 0-1/4');
    const second = await admin.http.get(`/api/admin-panel/quotes?filter=${q(incomplete)}&range=${q([2, 3])}&sort=${q(['id', 'ASC'])}`);
    expect(second.body.map((record: { id: string; translation: string }) => [record.id, record.translation])).toEqual([
      [ids[3], 'outdated'],
      [ids[4], 'missing'],
    ]);
    expect(second.headers['content-range']).toBe('quotes 2-3/4');
    const complete = await admin.http.get(`/api/admin-panel/quotes?filter=${q({ q: `Citation ${s}`, translation: 'complete' })}`);
    expect(complete.body.map((record: { id: string }) => record.id)).toEqual([ids[2]]);
    const missing = await admin.http.get(`/api/admin-panel/quotes?filter=${q({ q: `Citation ${s}`, translation: 'missing' })}`);
    expect(totalOf(missing)).toBe(3);

    // the dashboard: three more missing, one more outdated; its figures are the filtered lists' totals
    const after = await dashboardCounts('quotes');
    expect(after).toEqual({ missing: before.missing + 3, outdated: before.outdated + 1 });
    const allIncomplete = await admin.http.get(`/api/admin-panel/quotes?filter=${q({ translation: 'incomplete' })}`);
    expect(totalOf(allIncomplete)).toBe(after.missing + after.outdated);

    // a quote in the trash leaves the figures
    expectStatus(await admin.http.delete(`/api/admin-panel/quotes/${ids[0]}`), 200);
    expect(await dashboardCounts('quotes')).toEqual({ missing: before.missing + 2, outdated: before.outdated + 1 });

    // the English followed: complete, out of the filtered list and of the figures
    const followed = await admin.http.put(`/api/admin-panel/quotes/${ids[3]}`, { ...edited.body, text: { fr: 'Le grand calme.', en: 'Great calm.' } });
    expect(followed.body.translation).toBe('complete');
    const left = await admin.http.get(`/api/admin-panel/quotes?filter=${q(incomplete)}`);
    expect(left.body.map((record: { id: string }) => record.id).sort()).toEqual([ids[1], ids[4]].sort());
    expect(await dashboardCounts('quotes')).toEqual({ missing: before.missing + 2, outdated: before.outdated });
  });

  it('refuses an unknown status with a 400 in the admin’s language', async () => {
    const response = await admin.http.get(`/api/admin-panel/quotes?filter=${q({ translation: 'someday' })}`);
    expectStatus(response, 400);
  });

  it('the dashboard lists every localized list, and no other', async () => {
    const dashboard = await admin.http.get('/api/admin-panel/dashboard');
    const names = (dashboard.body.translations as { resource: string }[]).map((entry) => entry.resource);
    expect(names).toEqual(
      expect.arrayContaining(['countries', 'cities', 'specializations', 'complaint-types', 'blogs', 'quotes', 'faqs', 'digital-products', 'pages', 'privacy-policies', 'terms-conditions']),
    );
    expect(names).not.toContain('authors');
    expect(names).not.toContain('clients');
  });
});

describe('the cost of a list page', () => {
  /** The queries of a list page of its own: the answer's count less the sign-in check's. */
  async function pageQueries(url: string): Promise<{ rows: number; queries: number }> {
    const page = await admin.http.get(url);
    expectStatus(page, 200);
    return { rows: page.body.length, queries: Number(page.headers['x-query-count']) - Number(page.headers['x-query-count-sign-in']) };
  }

  it('a 25-row page of countries and of cities shows each status in at most 5 queries of its own', async () => {
    for (const list of ['countries', 'cities']) {
      const { rows, queries } = await pageQueries(`/api/admin-panel/${list}?range=${q([0, PAGE - 1])}`);
      expect(rows).toBe(PAGE);
      expect(queries).toBeLessThanOrEqual(MAX_QUERIES);
    }
  });

  it('filtered by status, a page costs one query more, whatever its length', async () => {
    const { queries } = await pageQueries(`/api/admin-panel/blogs?range=${q([0, PAGE - 1])}&filter=${q({ translation: 'incomplete' })}`);
    const unfiltered = await pageQueries(`/api/admin-panel/blogs?range=${q([0, PAGE - 1])}`);
    expect(queries).toBeLessThanOrEqual(unfiltered.queries + 1);
  });
});
