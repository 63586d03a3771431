import { describe, expect, it, beforeAll } from 'vitest';
import type { Core } from '@strapi/strapi';
import { seedOnce, unique } from '../helpers/strapi';
import { caller, signUpClient, signUpConsultant } from '../helpers/accounts';
import { createConsultant } from '../helpers/fixtures';
import { expectFieldErrors, expectStatus } from '../helpers/onboarding';
import type { Schemas } from '../helpers/api-types';

/**
 * The client's favourite consultants (docs/api-bookings.md): add, list with the cards of
 * the expert search, remove; only approved and active consultants can be favourites; each client has
 * their own list.
 */
describe('client favourites', () => {
  let strapi: Core.Strapi;
  const marker = unique();
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    strapi = await seedOnce();
    ids.anna = await createConsultant(strapi, { given_name: 'Anna', family_name: `Favori${marker}`, bio_fr: 'Sophrologue à Lyon.', bio_en: 'Sophrologist in Lyon.', fee: 7000 });
    ids.bruno = await createConsultant(strapi, { given_name: 'Bruno', family_name: `Favori${marker}` });
    ids.pending = await createConsultant(strapi, { given_name: 'Pending', family_name: `Favori${marker}`, approval_status: 'submitted' });
    ids.inactive = await createConsultant(strapi, { given_name: 'Inactive', family_name: `Favori${marker}`, active_status: false });
  }, 300_000);

  it('adds, lists with the expert cards, and removes favourites', async () => {
    const client = await signUpClient();
    const empty = await client.http.get('/api/client/favourites');
    expectStatus(empty, 200);
    expect(empty.body).toEqual({ data: [], meta: { pagination: { page: 1, pageSize: 50, pageCount: 0, total: 0 } } });

    const added = await client.http.post('/api/client/favourites', { consultantId: ids.anna });
    expectStatus(added, 201);
    // The same card as the public expert list.
    const search = await caller().get(`/api/client/consultants?search=Anna%20Favori${marker}`);
    expect(search.body.data).toHaveLength(1);
    expect(added.body.data).toEqual(search.body.data[0]);
    expect(added.body.data).toMatchObject({ id: ids.anna, display_name: `Anna Favori${marker}`, fee: { amount: 7000, currency: 'EUR' }, bio_excerpt: 'Sophrologue à Lyon.' });

    // Adding twice is harmless.
    const again = await client.http.post('/api/client/favourites', { consultantId: ids.anna });
    expectStatus(again, 200);
    expectStatus(await client.http.post('/api/client/favourites', { consultantId: ids.bruno }), 201);

    const list = await client.http.in('en').get('/api/client/favourites');
    expectStatus(list, 200);
    // Most recently added first, cards in the asked language.
    expect(list.body.data.map((card: Schemas['ExpertCard']) => card.id)).toEqual([ids.bruno, ids.anna]);
    expect(list.body.data[1].bio_excerpt).toBe('Sophrologist in Lyon.');
    expect(list.body.meta.pagination.total).toBe(2);
    const page2 = await client.http.get('/api/client/favourites?page=2&pageSize=1');
    expect(page2.body.data.map((card: Schemas['ExpertCard']) => card.id)).toEqual([ids.anna]);
    expect(page2.body.meta.pagination).toEqual({ page: 2, pageSize: 1, pageCount: 2, total: 2 });

    // Each client has their own list.
    const other = await signUpClient();
    expect((await other.http.get('/api/client/favourites')).body.data).toEqual([]);
    expectStatus(await other.http.delete(`/api/client/favourites/${ids.anna}`), 204);
    expect((await client.http.get('/api/client/favourites')).body.data).toHaveLength(2);

    const removed = await client.http.delete(`/api/client/favourites/${ids.anna}`);
    expectStatus(removed, 204);
    expect((await client.http.get('/api/client/favourites')).body.data.map((card: Schemas['ExpertCard']) => card.id)).toEqual([ids.bruno]);
  });

  it('answers 404 for a consultant that is not visible, and hides a favourite once it is no longer visible', async () => {
    const client = await signUpClient();
    const unapproved = await signUpConsultant();
    for (const [who, id] of Object.entries({ pending: ids.pending, inactive: ids.inactive, 'just signed up': unapproved.profileId, unknown: 'zzzzzzzzzzzzzzzzzzzzzzzz' })) {
      const response = await client.http.in('en').post('/api/client/favourites', { consultantId: id });
      expect(response.status, who).toBe(404);
      expect(response.body.error.message).toBe('Expert not found.');
    }
    expectFieldErrors(await client.http.post('/api/client/favourites', { consultantId: '../etc' }), ['consultantId']);
    expectFieldErrors(await client.http.post('/api/client/favourites', {}), ['consultantId']);
    expect((await client.http.get('/api/client/favourites')).body.data).toEqual([]);

    const hidden = await createConsultant(strapi, { given_name: 'Soon', family_name: `Hidden${marker}` });
    expectStatus(await client.http.post('/api/client/favourites', { consultantId: hidden }), 201);
    await strapi.documents('api::consultant-profile.consultant-profile').update({ documentId: hidden, data: { active_status: false } });
    expect((await client.http.get('/api/client/favourites')).body.data).toEqual([]);
  });

  it('needs a signed-in client', async () => {
    expectStatus(await caller().get('/api/client/favourites'), 401);
    expectStatus(await caller().post('/api/client/favourites', { consultantId: ids.anna }), 401);
    const consultant = await signUpConsultant();
    expectStatus(await caller({ token: consultant.jwt }).get('/api/client/favourites'), 401);
  });
});
