import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { routes } from './router';
import { renderRoutes } from '../test/render';
import { sessions } from '../lib/session';
import { createI18n, ensureLazyTranslations } from '../lib/i18n';
import { clock } from '../lib/clock';
import en from '../lib/i18n/locales/en.json';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const webSettings = { data: { site_title: 'Sérénité', domain_name: 'x', legal_name: 'Sérénité SAS', web_logo: null, fab_icon: null, social_links: [], locale: 'fr' } };
const clientUser = { id: 3, email: 'camille@example.org', role: 'client', display_name: 'Camille Martin' };

const expert = {
  id: 'c1',
  display_name: 'Jeanne Martin',
  title: 'Dr',
  photo: null,
  specializations: [{ slug: 'ayurveda', name: 'Ayurvéda' }],
  languages: [{ slug: 'french', name: 'Français', code: 'fr' }],
  country: { slug: 'france', name: 'France', code: 'FR' },
  city: 'Lyon',
  years_of_experience: 12,
  fee: { amount: 6000, currency: 'EUR' },
  session_duration: 60,
  free_first_consultation: true,
  next_available_at: null,
  bio_excerpt: 'Ayurvéda au quotidien.',
  locale: 'fr',
  bio: 'Ayurvéda au quotidien.',
  background: '',
  intro_video_url: null,
  time_zone: 'Europe/Paris',
  disorders: [],
  objectives: [],
  keywords: [],
};

/** Tomorrow 09:00–10:00 UTC. */
function tomorrowSlot() {
  const now = clock.now();
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 9));
  return { start: start.toISOString(), end: new Date(start.getTime() + 3_600_000).toISOString() };
}

const slotsMeta = {
  time_zone: 'Europe/Paris',
  duration_minutes: 60,
  min_notice_hours: 12,
  horizon_days: 60,
  change_notice_hours: 24,
  fee_minor: 6000,
  currency: 'EUR',
  free_first_consultation: true,
  payment_provider: 'direct',
};

/** The API of the expert's page: the expert, its slots, the signed-in client's own price and used offers. */
function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://test').pathname;
      if (path.endsWith('/web-setting/get-record')) return json(200, webSettings);
      if (path === '/api/client/consultants/c1') return json(200, { data: expert });
      if (path === '/api/client/consultants/c1/slots') return json(200, { data: [tomorrowSlot()], meta: slotsMeta });
      if (path === '/api/client/consultants/c1/quote') return json(200, { data: { list_fee_minor: 6000, discount_minor: 6000, fee_minor: 0, currency: 'EUR', free_first_consultation: true } });
      if (path === '/api/client/free-first-consultations') return json(200, { data: { used: [] } });
      return json(404, { error: { status: 404, name: 'NotFoundError', message: 'Introuvable' } });
    }),
  );
}

beforeAll(async () => {
  await ensureLazyTranslations();
});

afterEach(() => {
  sessions.signOut('client');
  vi.unstubAllGlobals();
});

describe('expert page (spec §2 /our-experts/details/:id)', () => {
  it('says once that the first consultation is free, in the booking panel, to a signed-in client who has not consulted the expert', async () => {
    sessions.signIn('client', 'client.jwt', clientUser as never);
    stubApi();
    renderRoutes(routes, '/our-experts/details/c1', createI18n('fr'));
    expect(await screen.findByTestId('booking-free-first-note')).toHaveTextContent('Votre première consultation avec cet expert est offerte.');
    await screen.findByTestId('expert-detail');
    expect(screen.getAllByText(/première consultation/i)).toHaveLength(1);
  });

  it('says it once to a visitor, in English too', async () => {
    stubApi();
    const i18n = createI18n('en');
    await ensureLazyTranslations(i18n);
    renderRoutes(routes, '/our-experts/details/c1', i18n);
    expect(await screen.findByTestId('booking-free-first-note')).toHaveTextContent(en.bookings.panel.freeFirstOffer);
    await screen.findByTestId('expert-detail');
    expect(screen.getAllByText(/first consultation/i)).toHaveLength(1);
  });
});
