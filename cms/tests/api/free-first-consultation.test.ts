import { beforeAll, describe, expect, it } from 'vitest';
import { seedOnce } from '../helpers/strapi';
import { expectStatus, type CompleteConsultant } from '../helpers/onboarding';
import { book, bookableConsultant, readyClient, slotStarts, type ReadyClient } from '../helpers/bookings';
import { insertBooking } from '../helpers/booking-records';
import { clock } from '../../src/contracts/clock';

/**
 * The free first consultation (docs/api-bookings.md "Price"): a client who has never had a
 * non-cancelled booking with a consultant offering it gets its first booking free; the price the client
 * is shown (`GET consultants/:id/quote`) and the price of the booking follow that one rule.
 */
const DAY = 86_400_000;

/** A booking of `client` with `consultant` written straight into the database, `daysAgo` days back. */
function pastBooking(consultant: CompleteConsultant, client: ReadyClient, daysAgo: number, data: Record<string, unknown> = {}) {
  return insertBooking({ consultant, client, clientProfileId: client.profileId }, new Date(clock.ms() - daysAgo * DAY), data);
}

async function quoteOf(client: ReadyClient, consultant: CompleteConsultant) {
  const response = await client.http.get(`/api/client/consultants/${consultant.profileId}/quote`);
  expectStatus(response, 200);
  return response.body.data;
}

describe('free first consultation', () => {
  let consultant: CompleteConsultant;
  let starts: string[];

  beforeAll(async () => {
    await seedOnce();
    consultant = await bookableConsultant();
    starts = await slotStarts((await readyClient()).http, consultant.profileId);
  }, 300_000);

  it('a client with past paid bookings with the consultant is quoted and charged the fee', async () => {
    const regular = await readyClient();
    for (const daysAgo of [30, 20, 10]) await pastBooking(consultant, regular, daysAgo, { payment_status: 'paid', paid_at: new Date(clock.ms() - daysAgo * DAY) });

    expect(await quoteOf(regular, consultant)).toEqual({ list_fee_minor: 6000, discount_minor: 0, fee_minor: 6000, currency: 'EUR', free_first_consultation: false });
    const booked = await book(regular, consultant.profileId, starts[0]);
    expectStatus(booked, 201);
    expect(booked.body.data).toMatchObject({ fee_minor: 6000, free_first_consultation: false, payment_status: 'pending' });
  });

  it('a past booking that was free (the first one) also counts: the next one is paid', async () => {
    const returning = await readyClient();
    await pastBooking(consultant, returning, 5, { fee_minor: 0, discount_minor: 6000, free_first_consultation: true, payment_status: 'free' });
    expect(await quoteOf(returning, consultant)).toMatchObject({ fee_minor: 6000, free_first_consultation: false });
  });

  it('a client whose only bookings with the consultant were cancelled still has it free', async () => {
    const cancelled = await readyClient();
    await pastBooking(consultant, cancelled, 3, { status: 'cancelled', cancelled_at: clock.now(), cancelled_by: 'client', payment_status: 'refunded' });
    await pastBooking(consultant, cancelled, 2, { status: 'cancelled', cancelled_at: clock.now(), cancelled_by: 'consultant' });

    expect(await quoteOf(cancelled, consultant)).toEqual({ list_fee_minor: 6000, discount_minor: 6000, fee_minor: 0, currency: 'EUR', free_first_consultation: true });
    const booked = await book(cancelled, consultant.profileId, starts[1]);
    expectStatus(booked, 201);
    expect(booked.body.data).toMatchObject({ fee_minor: 0, free_first_consultation: true, payment_status: 'free' });
  });

  it('a new client has it free, then pays for the next one; bookings with another consultant do not count', async () => {
    const newcomer = await readyClient({ locale: 'en' });
    const other = await bookableConsultant();
    await pastBooking(other, newcomer, 7, { payment_status: 'paid' });

    expect(await quoteOf(newcomer, consultant)).toMatchObject({ fee_minor: 0, free_first_consultation: true });
    const first = await book(newcomer, consultant.profileId, starts[2]);
    expectStatus(first, 201);
    expect(first.body.data).toMatchObject({ fee_minor: 0, payment_status: 'free' });
    // The upcoming free booking uses it.
    expect(await quoteOf(newcomer, consultant)).toMatchObject({ fee_minor: 6000, free_first_consultation: false });
    const second = await book(newcomer, consultant.profileId, starts[3]);
    expect(second.body.data).toMatchObject({ fee_minor: 6000, payment_status: 'pending' });
  });

  it('the expert cards follow the same rule: the consultants whose free first consultation the client has used', async () => {
    const client = await readyClient();
    const other = await bookableConsultant();
    const usedOf = async () => {
      const response = await client.http.get('/api/client/free-first-consultations');
      expectStatus(response, 200);
      return [...(response.body.data.used as string[])].sort();
    };
    expect(await usedOf()).toEqual([]);
    // A cancelled booking gives it back; a past paid one uses it.
    await pastBooking(consultant, client, 4, { status: 'cancelled', cancelled_at: clock.now(), cancelled_by: 'client' });
    expect(await usedOf()).toEqual([]);
    await pastBooking(other, client, 3, { payment_status: 'paid' });
    await pastBooking(other, client, 2, { payment_status: 'paid' });
    expect(await usedOf()).toEqual([other.profileId]);
    expect(await quoteOf(client, other)).toMatchObject({ free_first_consultation: false });
    expect(await quoteOf(client, consultant)).toMatchObject({ free_first_consultation: true });
    expectStatus(await client.http.anonymous().get('/api/client/free-first-consultations'), 401);
  });

  it('a consultant who does not offer it is quoted at the fee, and the quote needs a signed-in client', async () => {
    const paying = await bookableConsultant({ freeFirst: false });
    const client = await readyClient();
    expect(await quoteOf(client, paying)).toMatchObject({ fee_minor: 6000, free_first_consultation: false });
    expectStatus(await client.http.anonymous().get(`/api/client/consultants/${consultant.profileId}/quote`), 401);
    const unknown = await client.http.get('/api/client/consultants/nosuchconsultant42/quote');
    expectStatus(unknown, 404);
    expect(unknown.body.error.message).toBeTruthy();
  });
});
