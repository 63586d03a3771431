/**
 * A page of a back-office list costs a few SQL queries whatever its length (docs/performance.md
 * "Uncached reads under load"): the clients, coupons, waiting list and complaints read the names of
 * their related entries (countries, specializations, complaint types, a webinar's host and
 * specialization) and their counts (a client's
 * confirmed bookings, a coupon's uses) for the whole page at once, not once per row. The count is the
 * answer's `X-Query-Count` (lib/query-count, on in the API tests); the figures shown stay right.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { booted, seedOnce, unique } from '../helpers/strapi';
import { sharedAdmin, type SignedIn } from '../helpers/accounts';
import { clock } from '../../src/contracts/clock';

const CLIENT_PROFILE = 'api::client-profile.client-profile';
const BOOKING = 'api::booking.booking';
const COUPON = 'api::coupon.coupon';
const WAITING = 'api::waiting-list-entry.waiting-list-entry';
const COMPLAINT = 'api::complaint.complaint';
const WEBINAR = 'api::webinar.webinar';
/** The admin list's default page: records 0 to 24. */
const PAGE = 25;
const MAX_QUERIES = 5;
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

let admin: SignedIn;
/** A client with two confirmed bookings and a cancelled one, the confirmed ones with {@link coupon}. */
let client: { documentId: string; id: number };
let coupon: { documentId: string; id: number };

/** A new client account with its profile in `country`, straight into the database. */
async function newClient(country: number, index: number) {
  const strapi = booted();
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'client' } });
  const email = `list-client-${index}-${unique()}@example.org`;
  const user = await strapi.db
    .query('plugin::users-permissions.user')
    .create({ data: { username: email, email, provider: 'local', confirmed: true, blocked: false, role: role.id, token_version: 0 } });
  return strapi.db.query(CLIENT_PROFILE).create({ data: { given_name: 'Lina', family_name: `Liste${index}`, display_name: `Lina Liste${index}`, country, user: user.id } });
}

/** Add rows to the list of `uid` until it holds `count` live rows. */
async function fill(uid: Parameters<ReturnType<typeof booted>['db']['query']>[0], count: number, where: Record<string, unknown>, create: (index: number) => Promise<unknown>) {
  const present = await booted().db.query(uid).count({ where });
  for (let index = present; index < count; index += 1) await create(index);
}

beforeAll(async () => {
  await seedOnce();
  admin = await sharedAdmin();
  const strapi = booted();
  const countries = await strapi.db.query('api::country.country').findMany({ select: ['id', 'code'], where: { locale: 'fr' }, limit: 5 });
  const specializations = await strapi.db.query('api::specialization.specialization').findMany({ select: ['slug'], where: { locale: 'fr' }, limit: 5 });
  const types = await strapi.db.query('api::complaint-type.complaint-type').findMany({ select: ['slug'], limit: 5 });
  const [consultant] = await strapi.db.query('api::consultant-profile.consultant-profile').findMany({ select: ['id', 'documentId'], where: { approval_status: 'approved' }, limit: 1 });

  client = await newClient(countries[0].id, 0);
  coupon = await strapi.db.query(COUPON).create({ data: { code: `LIST${unique().toUpperCase()}`, kind: 'percent', percent_off: 10, once_per_client: false, active: true } });
  for (const [days, status] of [
    [3, 'confirmed'],
    [5, 'confirmed'],
    [7, 'cancelled'],
  ] as const) {
    const start = new Date(clock.ms() + days * 86_400_000);
    await strapi.documents(BOOKING).create({
      data: {
        token: randomBytes(16).toString('hex'),
        room_id: randomBytes(12).toString('hex'),
        consultant: consultant.documentId,
        client: client.documentId,
        coupon: coupon.documentId,
        start: start.toISOString(),
        end: new Date(start.getTime() + 3_600_000).toISOString(),
        duration_minutes: 60,
        consultant_time_zone: 'Europe/Paris',
        client_time_zone: 'Europe/Paris',
        status,
        reschedule_count: 0,
        list_fee_minor: 6000,
        discount_minor: 600,
        fee_minor: 5400,
        currency: 'EUR',
        free_first_consultation: false,
        payment_status: 'pending',
        payment_provider: 'direct',
        ics_sequence: 0,
      } as never,
    });
  }

  await fill(CLIENT_PROFILE, PAGE + 2, { deletedAt: { $null: true } }, (index) => newClient(countries[index % countries.length].id, index));
  await fill(COUPON, PAGE + 2, { deletedAt: { $null: true } }, (index) =>
    strapi.db.query(COUPON).create({ data: { code: `LIST${index}${unique().toUpperCase()}`, kind: 'fixed', amount_off_minor: 500, currency: 'EUR', active: true } }),
  );
  await fill(WAITING, PAGE + 2, { deletedAt: { $null: true } }, (index) =>
    strapi.db.query(WAITING).create({
      data: {
        role: 'client',
        email: `waiting-${index}-${unique()}@example.org`,
        name: `Attente ${index}`,
        country_code: countries[index % countries.length].code,
        specialization_slug: specializations[index % specializations.length].slug,
        mail_locale: 'fr',
      },
    }),
  );
  await fill(COMPLAINT, PAGE + 2, {}, (index) =>
    strapi.db.query(COMPLAINT).create({
      data: {
        reference: `RC-L${index}${unique().toUpperCase()}`,
        raised_by_role: 'client',
        client: client.id,
        consultant: consultant.id,
        complaint_type: types[index % types.length].slug,
        description: `Complaint ${index} of the list test.`,
        status: 'open',
      },
    }),
  );
  await fill(WEBINAR, PAGE + 2, { deletedAt: { $null: true } }, (index) => {
    const start = new Date(clock.ms() + (index + 1) * 86_400_000);
    return strapi.db.query(WEBINAR).create({
      data: {
        slug: `liste-${index}-${unique()}`,
        title_fr: `Webinaire ${index}`,
        consultant: consultant.id,
        specialization_slug: specializations[index % specializations.length].slug,
        language_slug: 'fr',
        start,
        end: new Date(start.getTime() + 3_600_000),
        duration_minutes: 60,
        capacity: 10,
        currency: 'EUR',
        status: 'published',
      },
    });
  });
});

/** The queries of a list page of its own: the answer's count less the sign-in check's (the same on every signed-in route). */
async function pageQueries(url: string): Promise<{ rows: number; queries: number }> {
  const page = await admin.http.get(url);
  expect(page.status).toBe(200);
  const all = Number(page.headers['x-query-count']);
  const signIn = Number(page.headers['x-query-count-sign-in']);
  expect(all).toBeGreaterThan(signIn);
  return { rows: page.body.length, queries: all - signIn };
}

describe('a 25-row page of a back-office list', () => {
  it.each(['clients', 'coupons', 'waiting-list', 'complaints', 'webinars'])('%s: 25 records in at most 5 queries of its own', async (list) => {
    const url = `/api/admin-panel/${list}?range=${q([0, PAGE - 1])}`;
    // The first asking may read a reference list's names (kept in memory until the list changes): one more.
    const first = await pageQueries(url);
    const again = await pageQueries(url);
    expect(first.rows).toBe(PAGE);
    expect(again.rows).toBe(PAGE);
    expect(first.queries).toBeLessThanOrEqual(MAX_QUERIES + 2);
    expect(again.queries).toBeLessThanOrEqual(MAX_QUERIES);
  });

  it('sorted by name, the clients page reads its ids in alphabetical order first: one query more', async () => {
    const url = `/api/admin-panel/clients?range=${q([0, PAGE - 1])}&sort=${q(['display_name', 'ASC'])}`;
    await pageQueries(url);
    const again = await pageQueries(url);
    expect(again.rows).toBe(PAGE);
    expect(again.queries).toBeLessThanOrEqual(MAX_QUERIES + 1);
  });

  it('shows each row its own figures: the client’s confirmed bookings, the coupon’s uses, the names', async () => {
    const clients = await admin.http.get(`/api/admin-panel/clients?filter=${q({ q: 'Liste0' })}`);
    const mine = clients.body.find((record: { id: string }) => record.id === client.documentId);
    expect(mine).toMatchObject({ display_name: 'Lina Liste0', bookings: 2 });
    expect(mine.country.name).toBeTruthy();
    const others = clients.body.filter((record: { id: string }) => record.id !== client.documentId);
    for (const other of others) expect(other.bookings).toBe(0);

    const coupons = await admin.http.get(`/api/admin-panel/coupons?filter=${q({ id: [coupon.documentId] })}`);
    expect(coupons.body).toEqual([expect.objectContaining({ id: coupon.documentId, uses: 2 })]);

    const waiting = await admin.http.get(`/api/admin-panel/waiting-list?range=${q([0, PAGE - 1])}`);
    for (const entry of waiting.body) expect(entry.specialization_name).toEqual(expect.any(String));
    const complaints = await admin.http.get(`/api/admin-panel/complaints?range=${q([0, PAGE - 1])}`);
    for (const complaint of complaints.body) expect(complaint.complaint_type_name).not.toBe('');
    const webinars = await admin.http.get(`/api/admin-panel/webinars?range=${q([0, PAGE - 1])}`);
    for (const webinar of webinars.body) {
      // Other tests' drafts may have no specialization yet.
      expect(webinar.specialization_name).toEqual(webinar.specialization ? expect.any(String) : null);
      expect(webinar.consultant_name).not.toBe('');
    }
  });
});
