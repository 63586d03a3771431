/**
 * Webinars of the tests of web pages (heads, first paint, sitemap): one published by a bookable
 * consultant, through the consultant's API (docs/api-webinars.md).
 */
import { clock } from '../../src/contracts/clock';
import { unique } from './strapi';
import { expectStatus } from './onboarding';
import { bookableConsultant } from './bookings';
import type { Schemas } from './api-types';

/** 12:00 UTC, `days` days from the server's today (ISO 8601). */
export function noonIn(days: number): string {
  const now = clock.now();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, 12)).toISOString();
}

/**
 * A webinar written and published by a new bookable consultant: French and English title and
 * description, Ayurveda in French, ten days from now at noon UTC, 60 minutes, 20 seats, free unless
 * `extra` says otherwise.
 * @returns the webinar as its consultant sees it, and its signed-in host
 */
export async function publishedWebinar(extra: Record<string, unknown> = {}) {
  const host = await bookableConsultant();
  const s = unique();
  const created = await host.http.post('/api/consultant/webinars', {
    title_fr: `Respirer en conscience ${s}`,
    title_en: `Mindful breathing ${s}`,
    description_fr: 'Une heure de pratique guidée de la respiration.',
    description_en: 'One hour of guided breathing practice.',
    specialization: 'ayurveda',
    language: 'fr',
    start: noonIn(10),
    duration_minutes: 60,
    capacity: 20,
    fee_minor: 0,
    ...extra,
  });
  expectStatus(created, 201);
  const published = await host.http.post(`/api/consultant/webinars/${created.body.data.id}/publish`, {});
  expectStatus(published, 200);
  return { webinar: published.body.data as Schemas['ConsultantWebinar'], host };
}
