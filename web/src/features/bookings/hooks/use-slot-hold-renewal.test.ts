import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { clock } from '../../../lib/clock';
import { keepHold, keptHold, renewalDelay } from '../model/slot-hold';
import type { SlotHold } from '../api/hold-slot';
import { useSlotHoldRenewal } from './use-slot-hold-renewal';

const MINUTE = 60_000;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A hold taken now: ten minutes long, renewable for 45. */
function freshHold(): SlotHold {
  const now = clock.ms();
  return {
    token: 't'.repeat(43),
    consultant_id: 'consultant-1',
    start: '2026-12-03T09:00:00.000Z',
    end: '2026-12-03T10:00:00.000Z',
    expires_at: new Date(now + 10 * MINUTE).toISOString(),
    renewable_until: new Date(now + 45 * MINUTE).toISOString(),
  };
}

afterEach(() => {
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('renewing the slot held through sign-up', () => {
  it('renews four minutes before expiry, halfway through a short hold, and not at all once it cannot be renewed', () => {
    const hold = freshHold();
    const now = clock.ms();
    expect(renewalDelay(hold, now)).toBe(6 * MINUTE);
    expect(renewalDelay({ ...hold, expires_at: new Date(now + 2 * MINUTE).toISOString() }, now)).toBe(MINUTE);
    expect(renewalDelay({ ...hold, expires_at: hold.renewable_until }, now)).toBeNull();
    expect(renewalDelay(hold, now + 11 * MINUTE)).toBeNull();
  });

  it('keeps the slot while the visitor is on the way: the same slot and token are held again, and the new expiry kept', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const hold = freshHold();
    keepHold(hold);
    const renewedExpiry = new Date(clock.ms() + 16 * MINUTE).toISOString();
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => json(201, { data: { ...hold, expires_at: renewedExpiry } }));
    vi.stubGlobal('fetch', fetchMock);
    renderHook(() => useSlotHoldRenewal());
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(MINUTE + 1_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/client/slot-holds');
    expect(JSON.parse(String(init?.body))).toEqual({ consultantId: hold.consultant_id, start: hold.start, holdToken: hold.token });
    await vi.waitFor(() => expect(keptHold()?.expires_at).toBe(renewedExpiry));
  });

  it('forgets the hold when the server no longer grants it (the slot was taken)', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    keepHold(freshHold());
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(409, { error: { status: 409, name: 'SlotUnavailable', message: "Ce créneau n'est plus disponible." } })),
    );
    renderHook(() => useSlotHoldRenewal());
    await vi.advanceTimersByTimeAsync(6 * MINUTE + 1_000);
    await vi.waitFor(() => expect(keptHold()).toBeNull());
  });
});
