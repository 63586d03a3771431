import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedOnce, serverClock } from '../helpers/strapi';
import { expectStatus, type CompleteConsultant } from '../helpers/onboarding';
import { book, bookableConsultant, readyClient, slotStarts, type ReadyClient } from '../helpers/bookings';

/**
 * Holding a slot while a visitor signs up (docs/api-bookings.md "Holding a slot while signing up"): the
 * held slot leaves the free slots of everybody else, another client's booking of it answers 409, the
 * holder books it with the hold's token, and the hold lapses after `BOOKING_HOLD_MINUTES` (10) minutes.
 */
const MINUTE = 60_000;
/** The booted server's clock (the one the holds expire by). */
const clock = {
  ms: () => serverClock().ms(),
  set: (instant: number) => serverClock().set(instant),
  reset: () => serverClock().reset(),
};
const ahead = () => ({ from: new Date(clock.ms() + 25 * 3_600_000).toISOString() });

afterEach(() => {
  clock.reset();
});

describe('slot holds', () => {
  let consultant: CompleteConsultant;
  let holder: ReadyClient;
  let other: ReadyClient;

  beforeAll(async () => {
    await seedOnce();
    consultant = await bookableConsultant();
    [holder, other] = await Promise.all([readyClient(), readyClient({ locale: 'en' })]);
  }, 300_000);

  const hold = (body: Record<string, unknown>, locale: 'fr' | 'en' = 'fr') =>
    holder.http
      .in(locale)
      .anonymous()
      .post('/api/client/slot-holds', { consultantId: consultant.profileId, ...body });

  it('keeps the slot for the visitor: others no longer see it, cannot hold or book it, and the holder books it with the token', async () => {
    const [start, next] = await slotStarts(holder.http, consultant.profileId, ahead());
    const held = await hold({ start });
    expectStatus(held, 201);
    const expiresAt = Date.parse(held.body.data.expires_at);
    expect(expiresAt - clock.ms()).toBeGreaterThan(9 * MINUTE);
    expect(expiresAt - clock.ms()).toBeLessThanOrEqual(10 * MINUTE);
    expect(held.body.data).toMatchObject({ consultant_id: consultant.profileId, start, end: new Date(Date.parse(start) + 60 * MINUTE).toISOString() });
    const token: string = held.body.data.token;

    expect(await slotStarts(other.http, consultant.profileId, ahead())).not.toContain(start);
    const taken = await book(other, consultant.profileId, start);
    expectStatus(taken, 409);
    expect(taken.body.error.name).toBe('SlotUnavailable');
    expect(taken.body.error.message).toMatch(/slot/i);
    const heldAgain = await other.http.anonymous().post('/api/client/slot-holds', { consultantId: consultant.profileId, start });
    expectStatus(heldAgain, 409);

    const booked = await holder.http.post('/api/client/bookings', { consultantId: consultant.profileId, start, holdToken: token });
    expectStatus(booked, 201);
    expect(booked.body.data.start).toBe(start);
    // Booking released the hold: the token no longer keeps anything, and the next slot is free for others.
    expectStatus(await hold({ start, holdToken: token }), 409);
    expect(await slotStarts(other.http, consultant.profileId, ahead())).toContain(next);
  });

  it('moves the hold when the visitor chooses another slot with the same token', async () => {
    const starts = await slotStarts(holder.http, consultant.profileId, ahead());
    const [first, second] = starts;
    const held = await hold({ start: first });
    expectStatus(held, 201);
    const moved = await hold({ start: second, holdToken: held.body.data.token });
    expectStatus(moved, 201);
    expect(moved.body.data.token).toBe(held.body.data.token);
    const free = await slotStarts(other.http, consultant.profileId, ahead());
    expect(free).toContain(first);
    expect(free).not.toContain(second);
  });

  it('releases the slot when the hold expires, after ten minutes', async () => {
    const [start] = await slotStarts(holder.http, consultant.profileId, ahead());
    const held = await hold({ start });
    expectStatus(held, 201);
    clock.set(Date.parse(held.body.data.expires_at) - 30_000);
    expectStatus(await book(other, consultant.profileId, start), 409);
    clock.set(Date.parse(held.body.data.expires_at) + 1_000);
    expect(await slotStarts(other.http, consultant.profileId, { from: new Date(Date.parse(start) - MINUTE).toISOString() })).toContain(start);
    const booked = await book(other, consultant.profileId, start);
    expectStatus(booked, 201);
    // The late holder's token no longer keeps the slot.
    const late = await holder.http.post('/api/client/bookings', { consultantId: consultant.profileId, start, holdToken: held.body.data.token });
    expectStatus(late, 409);
  });

  it("answers bad input with a 400 in the visitor's language, a booked slot with 409 and an unknown consultant with 404", async () => {
    const bad = await hold({ start: 'tomorrow', holdToken: 'not a token' }, 'en');
    expectStatus(bad, 400);
    expect(Object.keys(bad.body.error.details.fieldErrors).sort()).toEqual(['holdToken', 'start']);
    expect(bad.body.error.details.fieldErrors.start[0]).toMatch(/ISO 8601/);
    const notASlot = await hold({ start: new Date(Date.parse((await slotStarts(holder.http, consultant.profileId, ahead()))[0]) + 7 * MINUTE).toISOString() }, 'en');
    expectStatus(notASlot, 409);
    expect(notASlot.body.error.message).toMatch(/slot/i);
    const unknown = await holder.http.anonymous().post('/api/client/slot-holds', { consultantId: 'x'.repeat(24), start: new Date(clock.ms() + 86_400_000).toISOString() });
    expectStatus(unknown, 404);
  });
});
