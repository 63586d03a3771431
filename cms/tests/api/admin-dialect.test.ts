import { beforeAll, describe, expect, it } from 'vitest';
import { seedOnce } from '../helpers/strapi';
import { sharedAdmin } from '../helpers/accounts';
import { expectStatus } from '../helpers/onboarding';

/**
 * The back office's dialect (DESIGN §2, ra-data-simple-rest) is the same on every kind of resource: a
 * reference list, localized content, people and bookings answer ranges with `Content-Range`, sort by
 * `id` both ways, read many by id (react-admin's getMany), refuse malformed `sort`/`range`/`filter`
 * with 400 in the admin's language, and answer 404 for an unknown id.
 */
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const RESOURCES = ['disorders', 'blogs', 'consultants', 'bookings'] as const;

beforeAll(async () => {
  await seedOnce();
}, 300_000);

describe.each(RESOURCES)('the admin dialect on %s', (resource) => {
  it('answers one range with Content-Range, sorted by id both ways', async () => {
    const admin = await sharedAdmin();
    const first = await admin.http.get(`/api/admin-panel/${resource}?sort=${q(['id', 'ASC'])}&range=${q([0, 1])}`);
    expectStatus(first, 200);
    expect(first.body).toHaveLength(2);
    const match = new RegExp(`^${resource} 0-1/(\\d+)$`).exec(first.headers['content-range']);
    expect(match, first.headers['content-range']).not.toBeNull();
    const total = Number(match![1]);
    const last = await admin.http.get(`/api/admin-panel/${resource}?sort=${q(['id', 'DESC'])}&range=${q([total - 2, total - 1])}`);
    expect(last.headers['content-range']).toBe(`${resource} ${total - 2}-${total - 1}/${total}`);
    // the two ends of the list, read from either side, are the same records in reverse order
    expect(last.body.map((record: { id: string }) => record.id).reverse()).toEqual(first.body.map((record: { id: string }) => record.id));
    // the default: newest first, 25 at most
    const defaults = await admin.http.get(`/api/admin-panel/${resource}`);
    expect(defaults.body.length).toBe(Math.min(25, total));
  });

  it('reads many records by id (getMany), and one by id', async () => {
    const admin = await sharedAdmin();
    const some = (await admin.http.get(`/api/admin-panel/${resource}?range=${q([0, 2])}`)).body as { id: string }[];
    const ids = some.map((record) => record.id);
    const many = await admin.http.get(`/api/admin-panel/${resource}?filter=${q({ id: ids })}`);
    expectStatus(many, 200);
    expect(many.body.map((record: { id: string }) => record.id).sort()).toEqual([...ids].sort());
    const one = await admin.http.get(`/api/admin-panel/${resource}/${ids[0]}`);
    expectStatus(one, 200);
    expect(one.body.id).toBe(ids[0]);
  });

  it('refuses malformed list parameters with 400 in the admin’s language, and an unknown id with 404', async () => {
    const admin = await sharedAdmin();
    for (const query of ['sort=[id,ASC]', `sort=${q(['no_such_field', 'ASC'])}`, 'range=[0,', `range=${q([5, 1])}`, 'filter={q:1}', `filter=${q({ no_such_filter: 1 })}`]) {
      const response = await admin.http.get(`/api/admin-panel/${resource}?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.name).toBe('ValidationError');
    }
    const english = await admin.http.in('en').get(`/api/admin-panel/${resource}?filter={`);
    expect(english.body.error.details.fieldErrors.filter[0]).toBe('Invalid JSON.');
    const unknown = await admin.http.get(`/api/admin-panel/${resource}/no-such-record`);
    expectStatus(unknown, 404);
    expect(unknown.body.error.message).toBe('Enregistrement introuvable.');
  });
});
