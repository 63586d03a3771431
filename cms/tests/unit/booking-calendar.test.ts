/**
 * A booking's time as each side reads it in its e-mails (docs/api-bookings.md "Notifications"): its own
 * language's clock, its own zone named, across daylight-saving changes and midnight.
 */
import { describe, expect, it } from 'vitest';
import { formatBookingTime } from '../../src/lib/booking-calendar';

const at = (iso: string) => new Date(iso);
/** The text with the no-break spaces of some ICU versions read as spaces (the reader sees a space either way). */
const when = (start: string, end: string, zone: string, locale: 'fr' | 'en') => formatBookingTime(at(start), at(end), zone, locale).replace(/[\u00a0\u202f]/g, ' ');

describe('the booking time in an e-mail', () => {
  it('reads in the recipient’s language and zone, the zone named', () => {
    expect(when('2031-03-04T09:00:00Z', '2031-03-04T10:00:00Z', 'Europe/Paris', 'fr')).toBe('mardi 4 mars 2031, 10:00–11:00 (Europe/Paris)');
    expect(when('2031-03-04T09:00:00Z', '2031-03-04T10:00:00Z', 'Asia/Kolkata', 'en')).toBe('Tuesday, March 4, 2031, 2:30 PM–3:30 PM (Asia/Kolkata)');
  });

  it('shows the wall clock across a daylight-saving change, and both dates when it ends the next day', () => {
    expect(when('2031-03-30T00:30:00Z', '2031-03-30T01:30:00Z', 'Europe/Paris', 'fr')).toBe('dimanche 30 mars 2031, 01:30–03:30 (Europe/Paris)');
    expect(when('2031-03-04T22:30:00Z', '2031-03-04T23:30:00Z', 'Europe/Paris', 'en')).toBe('Tuesday, March 4, 2031, 11:30 PM–Wednesday, March 5, 2031, 12:30 AM (Europe/Paris)');
  });

  it('falls back to UTC for a zone nobody knows, and reads UTC as such', () => {
    expect(when('2031-03-04T09:00:00Z', '2031-03-04T10:00:00Z', 'Mars/Olympus', 'fr')).toBe('mardi 4 mars 2031, 09:00–10:00 (UTC)');
    expect(when('2031-03-04T09:00:00Z', '2031-03-04T10:00:00Z', 'UTC', 'en')).toBe('Tuesday, March 4, 2031, 9:00 AM–10:00 AM (UTC)');
  });

  it('gives the same text on every call for a zone already formatted', () => {
    const first = when('2031-11-02T14:00:00Z', '2031-11-02T14:45:00Z', 'America/New_York', 'en');
    expect(first).toBe('Sunday, November 2, 2031, 9:00 AM–9:45 AM (America/New_York)');
    expect(when('2031-11-02T14:00:00Z', '2031-11-02T14:45:00Z', 'America/New_York', 'en')).toBe(first);
  });
});
