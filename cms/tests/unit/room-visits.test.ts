/**
 * The visits of a consultation room shown on the booking views (docs/api-room.md "Attendance"): one
 * party's connections that overlap or follow each other within two minutes (a reload, a second window
 * taking over) are one visit; a longer absence starts a new one; a connection never closed is ongoing
 * while the room is open and ends with the room once it has closed.
 */
import { describe, expect, it } from 'vitest';
import { mergeVisits, type Presence } from '../../src/api/booking/services/room-attendance';

const at = (time: string) => new Date(`2026-12-01T${time}:00Z`);
const presence = (role: Presence['role'], joined: string, left: string | null): Presence => ({ role, joinedAt: at(joined), leftAt: left ? at(left) : null });
const visit = (role: string, joined: string, left: string | null) => ({ role, joined_at: at(joined).toISOString(), left_at: left ? at(left).toISOString() : null });

describe('room visits', () => {
  const closesAt = at('11:30');
  const after = at('12:00');

  it('merges a party’s reconnections and overlapping windows into one visit, earliest first', () => {
    const presences = [presence('client', '10:03', '10:20'), presence('consultant', '10:00', '10:55'), presence('client', '10:21', '10:40'), presence('client', '10:30', '10:51')];
    expect(mergeVisits(presences, closesAt, after)).toEqual([visit('consultant', '10:00', '10:55'), visit('client', '10:03', '10:51')]);
  });

  it('keeps visits apart when the party was away longer than two minutes', () => {
    const presences = [presence('client', '10:00', '10:10'), presence('client', '10:13', '10:50')];
    expect(mergeVisits(presences, closesAt, after)).toEqual([visit('client', '10:00', '10:10'), visit('client', '10:13', '10:50')]);
  });

  it('shows a party still in an open room without an end, and ends a connection left open with the room', () => {
    const presences = [presence('consultant', '10:00', null), presence('client', '10:05', '10:06')];
    expect(mergeVisits(presences, closesAt, at('10:30'))).toEqual([visit('consultant', '10:00', null), visit('client', '10:05', '10:06')]);
    expect(mergeVisits(presences, closesAt, after)).toEqual([visit('consultant', '10:00', '11:30'), visit('client', '10:05', '10:06')]);
  });

  it('has no visit without a presence', () => {
    expect(mergeVisits([], closesAt, after)).toEqual([]);
  });
});
