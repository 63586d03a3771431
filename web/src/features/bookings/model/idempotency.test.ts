import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { createAttemptKeys, newIdempotencyKey } from './idempotency';

describe('Idempotency-Key of booking attempts', () => {
  it('keeps the key of an attempt retried after a network failure or a 5xx, and starts a new one otherwise', () => {
    let n = 0;
    const keys = createAttemptKeys(() => `key-${++n}`);
    const attempt = JSON.stringify({ consultantId: 'c1', start: '2026-12-01T09:00:00.000Z' });

    expect(keys.keyFor(attempt)).toBe('key-1');
    keys.settle(new ApiError(0, 'NetworkError', 'offline'));
    expect(keys.keyFor(attempt)).toBe('key-1');
    keys.settle(new ApiError(503, 'ServiceUnavailable', 'busy'));
    expect(keys.keyFor(attempt)).toBe('key-1');

    // Another slot is another attempt.
    expect(keys.keyFor(JSON.stringify({ consultantId: 'c1', start: '2026-12-01T10:00:00.000Z' }))).toBe('key-2');
    // A settled answer (4xx) closes the attempt: trying the same slot again is a new attempt.
    keys.settle(new ApiError(409, 'SlotUnavailable', 'taken'));
    expect(keys.keyFor(JSON.stringify({ consultantId: 'c1', start: '2026-12-01T10:00:00.000Z' }))).toBe('key-3');
    keys.settle('success');
    expect(keys.keyFor(attempt)).toBe('key-4');
  });

  it('generates random UUIDs', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
