import { beforeAll, describe, expect, it } from 'vitest';
import { seedOnce, unique } from '../helpers/strapi';
import { caller, sharedAdmin } from '../helpers/accounts';
import { expectFieldErrors, expectStatus } from '../helpers/onboarding';

/**
 * The back office's dialect (DESIGN §2, ra-data-simple-rest) on a reference list: ranges, sorting,
 * filters and search, getMany, localized names as `{ fr, en }`, the trash (list, restore, permanent
 * delete and its refusals), and what the public site sees of each step.
 */
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

beforeAll(async () => {
  await seedOnce();
}, 300_000);

describe('a reference list in the admin dialect (disorders)', () => {
  it('lists one range with Content-Range, sorted by any listed column including id', async () => {
    const admin = await sharedAdmin();
    const page = await admin.http.get(`/api/admin-panel/disorders?sort=${q(['id', 'ASC'])}&range=${q([0, 4])}`);
    expectStatus(page, 200);
    expect(Array.isArray(page.body)).toBe(true);
    expect(page.body).toHaveLength(5);
    const total = Number(/^disorders 0-4\/(\d+)$/.exec(page.headers['content-range'])?.[1]);
    expect(total).toBeGreaterThan(5);
    const next = await admin.http.get(`/api/admin-panel/disorders?sort=${q(['id', 'ASC'])}&range=${q([5, 9])}`);
    expect(next.headers['content-range']).toBe(`disorders 5-9/${total}`);
    expect(next.body.map((r: { id: string }) => r.id)).not.toContain(page.body[0].id);

    const byName = await admin.http.get(`/api/admin-panel/disorders?sort=${q(['name', 'DESC'])}&range=${q([0, 999])}`);
    const ascending = await admin.http.get(`/api/admin-panel/disorders?sort=${q(['name', 'ASC'])}&range=${q([0, 999])}`);
    const names = (response: { body: { name: { fr: string } }[] }) => response.body.map((r) => r.name.fr);
    // Both directions agree (the alphabetical order itself: the next test).
    expect(names(byName)).toEqual(names(ascending).reverse());
    expect(names(ascending)[0] < names(ascending)[names(ascending).length - 1]).toBe(true);
    expect(byName.body[0]).toMatchObject({ name: { fr: expect.any(String), en: expect.any(String) }, slug: expect.any(String), deletedAt: null });
  });

  it('sorts names alphabetically in the admin’s language, accents and case mattering last, page after page', async () => {
    const admin = await sharedAdmin();
    const marker = `tri${unique()}`;
    const typed = ['zoé', 'Emma', 'Élodie', 'Aline', 'émile', 'emma', 'Zacharie'];
    for (const [index, name] of typed.entries()) {
      expectStatus(await admin.http.post('/api/admin-panel/disorders', { name: { fr: `${name} ${marker}`, en: `${name} ${marker}` }, slug: `${marker}-${index}` }), 201);
    }
    // Byte order would give "Aline, Emma, Zacharie, emma, zoé, Élodie, émile".
    const alphabetical = ['Aline', 'Élodie', 'émile', 'emma', 'Emma', 'Zacharie', 'zoé'];
    const page = async (order: 'ASC' | 'DESC', range: [number, number], language: 'fr' | 'en' = 'fr') => {
      const response = await admin.http.in(language).get(`/api/admin-panel/disorders?filter=${q({ q: marker })}&sort=${q(['name', order])}&range=${q(range)}`);
      expectStatus(response, 200);
      expect(response.headers['content-range']).toBe(`disorders ${range[0]}-${Math.min(range[1], typed.length - 1)}/${typed.length}`);
      return (response.body as { name: { fr: string } }[]).map((record) => record.name.fr.replace(` ${marker}`, ''));
    };
    // The database sorts before it pages: each page continues the one before.
    expect([...(await page('ASC', [0, 2])), ...(await page('ASC', [3, 5])), ...(await page('ASC', [6, 8]))]).toEqual(alphabetical);
    expect([...(await page('DESC', [0, 3])), ...(await page('DESC', [4, 7]))]).toEqual([...alphabetical].reverse());
    expect(await page('ASC', [0, 9], 'en')).toEqual(alphabetical);
  });

  it('creates in French and English, searches, gets one and many, updates', async () => {
    const admin = await sharedAdmin();
    const word = `Vertige${unique()}`;
    const invalid = await admin.http.post('/api/admin-panel/disorders', { name: { fr: word } });
    expectFieldErrors(invalid, ['name.en']);
    const created = await admin.http.post('/api/admin-panel/disorders', { name: { fr: word, en: `Dizziness ${word}` } });
    expectStatus(created, 201);
    expect(created.body).toMatchObject({ name: { fr: word, en: `Dizziness ${word}` }, slug: `dizziness-${word.toLowerCase()}` });
    expectFieldErrors(await admin.http.post('/api/admin-panel/disorders', { name: { fr: 'Autre', en: 'Other' }, slug: created.body.slug }), ['slug']);

    const found = await admin.http.get(`/api/admin-panel/disorders?filter=${q({ q: word.toLowerCase() })}`);
    expect(found.headers['content-range']).toBe('disorders 0-0/1');
    expect(found.body[0].id).toBe(created.body.id);
    const inEnglish = await admin.http.get(`/api/admin-panel/disorders?filter=${q({ q: `dizziness ${word}` })}`);
    expect(inEnglish.body.map((r: { id: string }) => r.id)).toEqual([created.body.id]);

    const many = await admin.http.get(`/api/admin-panel/disorders?filter=${q({ id: [created.body.id, found.body[0].id] })}`);
    expect(many.body.map((r: { id: string }) => r.id)).toEqual([created.body.id]);

    // react-admin sends the whole record back: read-only fields are ignored.
    const updated = await admin.http.put(`/api/admin-panel/disorders/${created.body.id}`, { ...created.body, name: { fr: `${word} aigu`, en: `Acute ${word}` } });
    expectStatus(updated, 200);
    expect(updated.body.name).toEqual({ fr: `${word} aigu`, en: `Acute ${word}` });
    expect((await admin.http.get(`/api/admin-panel/disorders/${created.body.id}`)).body.name.en).toBe(`Acute ${word}`);
    expectStatus(await admin.http.put(`/api/admin-panel/disorders/${created.body.id}`, { name: { fr: 'x', en: 'y' }, color: 'red' }), 400);

    const publicList = await caller({ locale: 'en' }).get('/api/client/disorders?pageSize=100');
    expect(JSON.stringify(publicList.body)).toContain(`Acute ${word}`);
  });

  it('moves to the trash, lists the trash, restores, and deletes for good only from the trash', async () => {
    const admin = await sharedAdmin();
    const word = `Trash${unique()}`;
    const { body: record } = await admin.http.post('/api/admin-panel/disorders', { name: { fr: word, en: word } });
    expectStatus(await admin.http.delete(`/api/admin-panel/disorders/${record.id}/permanent`), 409);

    expectStatus(await admin.http.delete(`/api/admin-panel/disorders/${record.id}`), 200);
    expectStatus(await admin.http.delete(`/api/admin-panel/disorders/${record.id}`), 409);
    const live = await admin.http.get(`/api/admin-panel/disorders?filter=${q({ q: word })}`);
    expect(live.body).toEqual([]);
    const trash = await admin.http.get(`/api/admin-panel/disorders?filter=${q({ q: word, trashed: true })}`);
    expect(trash.body.map((r: { id: string }) => r.id)).toEqual([record.id]);
    expect(trash.body[0].deletedAt).toEqual(expect.any(String));
    expect(JSON.stringify((await caller().get('/api/client/disorders?pageSize=100')).body)).not.toContain(word);
    expectStatus(await admin.http.put(`/api/admin-panel/disorders/${record.id}`, { name: { fr: 'x', en: 'y' } }), 409);

    const restored = await admin.http.post(`/api/admin-panel/disorders/${record.id}/restore`);
    expectStatus(restored, 200);
    expect(restored.body.deletedAt).toBeNull();
    expectStatus(await admin.http.post(`/api/admin-panel/disorders/${record.id}/restore`), 409);
    expect(JSON.stringify((await caller().get('/api/client/disorders?pageSize=100')).body)).toContain(word);

    await admin.http.delete(`/api/admin-panel/disorders/${record.id}`);
    expectStatus(await admin.http.delete(`/api/admin-panel/disorders/${record.id}/permanent`), 200);
    expectStatus(await admin.http.get(`/api/admin-panel/disorders/${record.id}`), 404);
  });

  it('answers 400 for malformed sort, range or filter, and 404 for an unknown id, in the admin’s language', async () => {
    const admin = await sharedAdmin();
    for (const query of ['sort=[name', 'sort=["colour","ASC"]', 'range=[0', 'range=[9,0]', 'filter={x', 'filter={"colour":"red"}']) {
      const response = await admin.http.in('en').get(`/api/admin-panel/disorders?${query}`);
      expectStatus(response, 400);
      expect(response.body.error.message).toMatch(/Invalid query/);
    }
    const missing = await admin.http.get('/api/admin-panel/disorders/nope');
    expectStatus(missing, 404);
    expect(missing.body.error.message).toBe('Enregistrement introuvable.');
  });
});

describe('a reference value still used by consultants (specializations)', () => {
  it('may go to the trash and leave the public pickers, but is not deleted for good while profiles use it', async () => {
    const admin = await sharedAdmin();
    const visitor = caller({ locale: 'en' });
    const publicSlugs = async () => ((await visitor.get('/api/client/specializations?pageSize=100')).body.data as { slug: string }[]).map((s) => s.slug);
    const [slug] = await publicSlugs();
    const experts = await visitor.get(`/api/client/consultants?specialization=${slug}`);
    expect(experts.body.meta.pagination.total).toBeGreaterThan(0);
    const [record] = (await admin.http.get(`/api/admin-panel/specializations?filter=${q({ q: slug })}`)).body as { id: string; slug: string }[];
    expect(record.slug).toBe(slug);

    expectStatus(await admin.http.delete(`/api/admin-panel/specializations/${record.id}`), 200);
    try {
      expect(await publicSlugs()).not.toContain(slug);
      const refused = await admin.http.in('en').delete(`/api/admin-panel/specializations/${record.id}/permanent`);
      expectStatus(refused, 409);
      expect(refused.body.error.name).toBe('InUse');
      expect(refused.body.error.details.count).toBeGreaterThan(0);
      expect(refused.body.error.message).toContain(String(refused.body.error.details.count));
    } finally {
      expectStatus(await admin.http.post(`/api/admin-panel/specializations/${record.id}/restore`), 200);
    }
    expect(await publicSlugs()).toContain(slug);
  });
});
