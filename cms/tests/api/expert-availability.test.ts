import { beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { DateTime } from 'luxon';
import type { Core } from '@strapi/strapi';
import { api, bootStrapi, unique } from '../helpers/strapi';
import { createConsultant, createReference } from '../helpers/fixtures';
import type { Answer, Schemas } from '../helpers/api-types';
import { clock } from '../../src/contracts/clock';

/**
 * The next free time slot on the expert cards, the "free this week" filter and the orders of the
 * expert list (docs/api.md "Expert search"): the card's `next_available_at` is the first slot the
 * booking engine offers (`GET consultants/:id/slots`), the filter and the orders combine with the
 * other filters and keep the pagination exact, and unknown values are refused in the user's language.
 */
const TIMING = 'api::consultant-timing.consultant-timing';
const DAY_OFF = 'api::consultant-day-off.consultant-day-off';
const PROFILE = 'api::consultant-profile.consultant-profile';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('expert availability: next free slot, "this week" filter, orders', () => {
  let strapi: Core.Strapi;
  const s = unique();
  const ids: Record<string, string> = {};
  const name = (first: string) => `${first} Avail${s}`;

  /** A visible consultant of the test's specialization with a zone, fee, experience and weekly timings. */
  async function consultant(first: string, options: { zone: string; fee: number; years: number; allDay: boolean }) {
    const documentId = await createConsultant(strapi, { given_name: first, family_name: `Avail${s}`, specializations: [ids.spec], fee: options.fee });
    const row = await strapi.db.query(PROFILE).findOne({ where: { documentId } });
    await strapi.db.query(PROFILE).update({ where: { id: row.id }, data: { time_zone: options.zone, years_of_experience: options.years } });
    if (options.allDay) {
      for (let weekday = 1; weekday <= 7; weekday += 1) {
        await strapi.db.query(TIMING).create({ data: { consultant: row.id, weekday, start_minute: 0, end_minute: 1440 } });
      }
    }
    return { documentId, rowId: row.id as number };
  }

  beforeAll(async () => {
    strapi = await bootStrapi();
    ids.spec = await createReference(strapi, 'api::specialization.specialization', `availability-${s}`, { fr: 'Disponibilité', en: 'Availability' });
    // Ana: free every hour of every day (UTC) → her first slot is 12 h (the minimum notice) from now.
    ids.ana = (await consultant('Ana', { zone: 'UTC', fee: 9000, years: 2, allDay: true })).documentId;
    // Bea: free every day in Paris, but on leave for the next 9 days → not this week.
    const bea = await consultant('Bea', { zone: 'Europe/Paris', fee: 3000, years: 20, allDay: true });
    ids.bea = bea.documentId;
    const today = DateTime.now().setZone('Europe/Paris').startOf('day');
    for (let day = -1; day <= 9; day += 1) {
      await strapi.db.query(DAY_OFF).create({ data: { consultant: bea.rowId, date: today.plus({ days: day }).toISODate(), reason: 'Congés' } });
    }
    // Cleo: free every day in Kolkata, but booked for the next 3 days → free this week after that.
    const cleo = await consultant('Cleo', { zone: 'Asia/Kolkata', fee: 5000, years: 10, allDay: true });
    ids.cleo = cleo.documentId;
    const start = new Date(clock.ms() - HOUR);
    await strapi.documents('api::booking.booking').create({
      data: {
        token: randomBytes(16).toString('hex'),
        room_id: randomBytes(12).toString('hex'),
        consultant: cleo.documentId,
        start: start.toISOString(),
        end: new Date(start.getTime() + 3 * DAY).toISOString(),
        duration_minutes: 480,
        consultant_time_zone: 'Asia/Kolkata',
        client_time_zone: 'Asia/Kolkata',
        status: 'confirmed',
        list_fee_minor: 5000,
        discount_minor: 0,
        fee_minor: 5000,
        currency: 'EUR',
        free_first_consultation: false,
        payment_status: 'pending',
        payment_provider: 'direct',
      },
    });
    // Dan: no weekly timings at all → never available.
    ids.dan = (await consultant('Dan', { zone: 'Europe/Paris', fee: 7000, years: 30, allDay: false })).documentId;
  }, 300_000);

  const list = async (query: string, locale = 'fr') => {
    const response = await (await api(locale)).get(`/api/client/consultants?specialization=availability-${s}&${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };
  const names = (body: Answer<'/api/client/consultants', 'get'>) => body.data.map((card) => card.display_name);
  const firstSlot = async (id: string): Promise<string | null> => {
    const response = await (await api('fr')).get(`/api/client/consultants/${id}/slots`);
    expect(response.status).toBe(200);
    return response.body.data[0]?.start ?? null;
  };

  it('each card carries its next free slot: the first slot the booking engine offers, or null', async () => {
    const body = await list('');
    expect(names(body)).toEqual([name('Ana'), name('Bea'), name('Cleo'), name('Dan')]);
    const next = Object.fromEntries(body.data.map((card: Schemas['ExpertCard']) => [card.id, card.next_available_at]));
    for (const key of ['ana', 'bea', 'cleo']) {
      expect(next[ids[key]]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/);
      expect(next[ids[key]]).toBe(await firstSlot(ids[key]));
    }
    expect(next[ids.dan]).toBeNull();
    const now = clock.ms();
    expect(Date.parse(next[ids.ana])).toBeGreaterThanOrEqual(now + 12 * HOUR - 60_000);
    expect(Date.parse(next[ids.ana])).toBeLessThanOrEqual(now + 13 * HOUR);
    expect(Date.parse(next[ids.cleo])).toBeGreaterThanOrEqual(now + 3 * DAY - HOUR);
    expect(Date.parse(next[ids.bea])).toBeGreaterThan(now + 7 * DAY);
    // The detail page carries it too.
    const detail = await (await api('en')).get(`/api/client/consultants/${ids.cleo}`);
    expect(detail.body.data.next_available_at).toBe(next[ids.cleo]);
  });

  it('available=week keeps the consultants free in the next 7 days, with exact pagination', async () => {
    const week = await list('available=week');
    expect(names(week)).toEqual([name('Ana'), name('Cleo')]);
    expect(week.meta.pagination).toEqual({ page: 1, pageSize: 12, pageCount: 1, total: 2, totalIsExact: true });
    const second = await list('available=week&pageSize=1&page=2');
    expect(names(second)).toEqual([name('Cleo')]);
    expect(second.meta.pagination).toEqual({ page: 2, pageSize: 1, pageCount: 2, total: 2, totalIsExact: true });
    expect((await list('available=week&pageSize=1&page=3')).data).toEqual([]);
  });

  it('sorts by next availability (none last), by fee (lowest first) and by experience (most first)', async () => {
    expect(names(await list('sort=next_available'))).toEqual([name('Ana'), name('Cleo'), name('Bea'), name('Dan')]);
    expect(names(await list('sort=fee'))).toEqual([name('Bea'), name('Cleo'), name('Dan'), name('Ana')]);
    expect(names(await list('sort=experience'))).toEqual([name('Dan'), name('Bea'), name('Cleo'), name('Ana')]);
    const paged = await list('sort=next_available&pageSize=3&page=2');
    expect(names(paged)).toEqual([name('Dan')]);
    expect(paged.meta.pagination).toEqual({ page: 2, pageSize: 3, pageCount: 2, total: 4, totalIsExact: true });
    const byFee = await list('sort=fee&pageSize=2&page=2');
    expect(names(byFee)).toEqual([name('Dan'), name('Ana')]);
    expect(byFee.meta.pagination.total).toBe(4);
  });

  it('combines the filter, an order and the other filters', async () => {
    expect(names(await list('available=week&sort=fee'))).toEqual([name('Cleo'), name('Ana')]);
    expect(names(await list('available=week&sort=next_available'))).toEqual([name('Ana'), name('Cleo')]);
    expect(names(await list(`available=week&search=cleo`))).toEqual([name('Cleo')]);
    expect(names(await list(`sort=experience&search=avail${s}`))).toEqual([name('Dan'), name('Bea'), name('Cleo'), name('Ana')]);
    expect((await list('available=week&languages=no-such-language')).meta.pagination.total).toBe(0);
  });

  it("refuses unknown filter or order values with a 400 in the user's language", async () => {
    const fr = await (await api('fr')).get('/api/client/consultants?available=month&sort=price');
    expect(fr.status).toBe(400);
    expect(fr.body.error).toMatchObject({ status: 400, name: 'ValidationError', message: 'Paramètres de recherche invalides.' });
    expect(Object.keys(fr.body.error.details.fieldErrors).sort()).toEqual(['available', 'sort']);
    const en = await (await api('en')).get('/api/client/consultants?sort=');
    expect(en.status).toBe(400);
    expect(en.body.error.message).toBe('Invalid query parameters.');
    expect(en.body.error.details.fieldErrors.sort[0]).toMatch(/[a-z]/i);
    expect(en.body.error.details.fieldErrors.sort[0]).not.toBe(fr.body.error.details.fieldErrors.sort[0]);
  });
});
