import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedOnce, serverClock } from '../helpers/strapi';
import { expectStatus, type CompleteConsultant } from '../helpers/onboarding';
import { book, bookableConsultant, readyClient, slotStarts, type ReadyClient } from '../helpers/bookings';

/**
 * Holding a slot while a visitor signs up (docs/api-bookings.md "Holding a slot while signing up"): the
 * held slot leaves the free slots of everybody else, another client's booking of it answers 409, the
 * holder books it with the hold's token, and the hold lapses after `BOOKING_HOLD_MINUTES` (10) minutes
 * unless renewed, never beyond `BOOKING_HOLD_MAX_MINUTES` (45) after the first hold. The expert search's
 * next free slot leaves a held slot out too.
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

  it('renews the hold while the visitor is still on the way (same slot, same token), but never beyond 45 minutes after the first hold', async () => {
    const [start] = await slotStarts(holder.http, consultant.profileId, ahead());
    const first = clock.ms();
    const held = await hold({ start });
    expectStatus(held, 201);
    const token: string = held.body.data.token;
    const limit = Date.parse(held.body.data.renewable_until);
    expect(limit - first).toBeGreaterThan(44 * MINUTE);
    expect(limit - first).toBeLessThanOrEqual(45 * MINUTE + 5_000);

    // Six minutes on, the visitor is filling the health assessment: the renewal keeps the slot ten more minutes.
    clock.set(first + 6 * MINUTE);
    const renewed = await hold({ start, holdToken: token });
    expectStatus(renewed, 201);
    expect(renewed.body.data.token).toBe(token);
    expect(Date.parse(renewed.body.data.expires_at) - (first + 6 * MINUTE)).toBeGreaterThan(9 * MINUTE);
    expect(renewed.body.data.renewable_until).toBe(held.body.data.renewable_until);
    // Past the first expiry, the slot is still held.
    clock.set(first + 12 * MINUTE);
    expect(await slotStarts(other.http, consultant.profileId, ahead())).not.toContain(start);
    expectStatus(await book(other, consultant.profileId, start), 409);

    // Renewals go on, but the last one ends at the limit, and then the slot is free again.
    for (const minutes of [14, 22, 30, 38, 44]) {
      clock.set(first + minutes * MINUTE);
      expectStatus(await hold({ start, holdToken: token }), 201);
    }
    const last = await hold({ start, holdToken: token });
    expect(Date.parse(last.body.data.expires_at)).toBe(limit);
    clock.set(limit + 1_000);
    expect(await slotStarts(other.http, consultant.profileId, { from: new Date(Date.parse(start) - MINUTE).toISOString() })).toContain(start);
    // Holding it again afterwards starts a new hold, like anybody's.
    const again = await hold({ start, holdToken: token });
    expectStatus(again, 201);
    expect(Date.parse(again.body.data.renewable_until)).toBeGreaterThan(limit + 44 * MINUTE);
    // Moving the hold to another slot keeps the first hold's limit.
    const [, second] = await slotStarts(holder.http, consultant.profileId, ahead());
    const moved = await hold({ start: second, holdToken: token });
    expectStatus(moved, 201);
    expect(moved.body.data.renewable_until).toBe(again.body.data.renewable_until);
  });

  it("leaves a held slot out of the expert's next free slot, as shown on search cards and the expert page", async () => {
    const [soonest, next] = await slotStarts(holder.http, consultant.profileId);
    const before = await other.http.anonymous().get(`/api/client/consultants/${consultant.profileId}`);
    expectStatus(before, 200);
    expect(before.body.data.next_available_at).toBe(soonest);
    const held = await hold({ start: soonest });
    expectStatus(held, 201);
    const during = await other.http.anonymous().get(`/api/client/consultants/${consultant.profileId}`);
    expect(during.body.data.next_available_at).toBe(next);
    // Once the hold expires, the slot is the next free one again (a cached answer included).
    clock.set(Date.parse(held.body.data.expires_at) + 1_000);
    const after = await other.http.anonymous().get(`/api/client/consultants/${consultant.profileId}`);
    expect(after.body.data.next_available_at).toBe(soonest);
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
