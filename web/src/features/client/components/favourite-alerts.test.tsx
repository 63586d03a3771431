import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FavouriteAlertsToggle } from './favourite-alerts-toggle';
import { FavouriteAlertsStopPage } from './favourite-alerts-stop-page';
import { createI18n, ensureLazyTranslations } from '../../../lib/i18n';
import { sessions } from '../../../lib/session';
import { renderRoutes } from '../../../test/render';
import fr from '../../../lib/i18n/locales/fr.json';
import en from '../../../lib/i18n/locales/en.json';

afterEach(() => {
  sessions.signOut('client');
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** An instance in `language` with the account pages' texts (the lazy part, as the route loads it). */
async function inLanguage(language: 'fr' | 'en') {
  const instance = createI18n(language);
  await ensureLazyTranslations(instance);
  return instance;
}

describe('favourite experts alerts switch', () => {
  it('shows the saved setting and turns the alerts on', async () => {
    sessions.signIn('client', 'client.jwt', { id: 3, email: 'camille@example.org', role: 'client' } as never);
    const fetchMock = vi.fn(async (_url: string, init: RequestInit = {}) => json(200, { data: { enabled: (init.method ?? 'GET') === 'PUT' } }));
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes([{ path: '/', element: <FavouriteAlertsToggle /> }], '/', await inLanguage('fr'));
    const toggle = await screen.findByRole('switch', { name: fr.client.favourites.alertsLabel });
    expect(toggle).not.toBeChecked();
    await userEvent.setup().click(toggle);
    await vi.waitFor(() => expect(screen.getByRole('switch', { name: fr.client.favourites.alertsLabel })).toBeChecked());
    const put = (fetchMock.mock.calls as unknown as [string, RequestInit][]).find(([, init]) => init.method === 'PUT')!;
    expect(put[0]).toBe('/api/client/favourites/alerts');
    expect(JSON.parse(put[1].body as string)).toEqual({ enabled: true });
  });
});

describe('favourite experts alerts stop page', () => {
  it('stops the alerts with one button, without signing in', async () => {
    const fetchMock = vi.fn(async () => json(200, { data: { enabled: false } }));
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes([{ path: '/favourites/alerts/stop', element: <FavouriteAlertsStopPage /> }], '/favourites/alerts/stop?token=abc.def', await inLanguage('en'));
    expect(await screen.findByRole('heading', { level: 1, name: en.client.favourites.stop.title })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: en.client.favourites.stop.action }));
    expect(await screen.findByRole('status')).toHaveTextContent(en.client.favourites.stop.done);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/client/favourites/alerts/stop');
    expect(JSON.parse(init.body as string)).toEqual({ token: 'abc.def' });
  });
});
