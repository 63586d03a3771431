/**
 * Webinars of the API tests, written through the consultant's API (docs/api-webinars.md): a complete
 * body, a webinar written (and published) by a given consultant, or one published by a new bookable
 * consultant.
 */
import { clock } from '../../src/contracts/clock';
import { unique } from './strapi';
import { expectStatus } from './onboarding';
import { bookableConsultant } from './bookings';
import type { SignedIn } from './accounts';
import type { Schemas } from './api-types';

/** 12:00 UTC, `days` days from the server's today (ISO 8601). */
export function noonIn(days: number): string {
  const now = clock.now();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, 12)).toISOString();
}

/**
 * A complete webinar body: a French title made unique, "Mindful breathing" in English, a description in
 * both, Ayurveda in French, ten days from now at noon UTC, 60 minutes, 20 seats, free (`extra` overrides).
 */
export function webinarBody(extra: Record<string, unknown> = {}) {
  return {
    title_fr: `Respirer en conscience ${unique()}`,
    title_en: 'Mindful breathing',
    description_fr: 'Une heure de pratique guidée.',
    description_en: 'One hour of guided practice.',
    specialization: 'ayurveda',
    language: 'fr',
    start: noonIn(10),
    duration_minutes: 60,
    capacity: 20,
    fee_minor: 0,
    ...extra,
  };
}

/**
 * A webinar written by `consultant` ({@link webinarBody} with `extra`), published unless `draft`.
 * @returns the webinar as its consultant sees it
 */
export async function writeWebinar(consultant: SignedIn, extra: Record<string, unknown> = {}, { draft = false } = {}): Promise<Schemas['ConsultantWebinar']> {
  const created = await consultant.http.post('/api/consultant/webinars', webinarBody(extra));
  expectStatus(created, 201);
  if (draft) return created.body.data as Schemas['ConsultantWebinar'];
  const published = await consultant.http.post(`/api/consultant/webinars/${created.body.data.id}/publish`, {});
  expectStatus(published, 200);
  return published.body.data as Schemas['ConsultantWebinar'];
}

/**
 * A webinar written and published by a new bookable consultant, titled in both languages with the same
 * unique word.
 * @returns the webinar as its consultant sees it, and its signed-in host
 */
export async function publishedWebinar(extra: Record<string, unknown> = {}) {
  const host = await bookableConsultant();
  const s = unique();
  const webinar = await writeWebinar(host, {
    title_fr: `Respirer en conscience ${s}`,
    title_en: `Mindful breathing ${s}`,
    description_fr: 'Une heure de pratique guidée de la respiration.',
    description_en: 'One hour of guided breathing practice.',
    ...extra,
  });
  return { webinar, host };
}
