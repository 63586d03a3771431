import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErasureConfirmPage } from './erasure-confirm-page';
import { createI18n, ensureLanguageLoaded, ensureLazyTranslations } from '../../../lib/i18n';
import { isLoggedIn, sessions } from '../../../lib/session';
import { renderRoutes } from '../../../test/render';
import fr from '../../../lib/i18n/locales/fr.json';
import en from '../../../lib/i18n/locales/en.json';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const apiError = (status: number, name: string, message: string, details?: unknown) => json(status, { error: { status, name, message, details } });
const pageRoutes = [{ path: '/public/:role/account/erasure', element: <ErasureConfirmPage /> }];

/** The translations of the account pages in `language` (the route loads them before the page). */
async function texts(language: 'fr' | 'en') {
  const i18n = createI18n(language);
  await ensureLanguageLoaded(i18n, language);
  await ensureLazyTranslations(i18n);
  return i18n;
}

afterEach(() => {
  sessions.signOut('client');
  vi.unstubAllGlobals();
});

describe('the erasure confirmation page of the e-mailed link', () => {
  it('deletes nothing on opening; its button posts the token without a session, then signs the client out here', async () => {
    sessions.signIn('client', 'client.jwt', { id: '3', email: 'camille@example.org', role: 'client', display_name: 'Camille Martin' });
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/auth/logout') ? json(200, { ok: true }) : json(200, { data: { status: 'completed', cancelled_bookings: 2 } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(pageRoutes, '/public/client/account/erasure?token=tok-0123456789abcdef', await texts('fr'));
    expect(await screen.findByRole('heading', { level: 1, name: fr.account.privacy.confirm.title })).toBeInTheDocument();
    expect(screen.getByText(/Ce que la comptabilité et les litiges exigent est conservé sans votre nom/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Supprimer définitivement mon compte' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Votre compte est supprimé.');
    expect(done).toHaveTextContent('2 réservations à venir ont été annulées.');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/client/account/erasure/confirm');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'tok-0123456789abcdef' });
    expect(new Headers(init.headers).get('Authorization')).toBeNull();
    await waitFor(() => expect(isLoggedIn(sessions.get('client'))).toBe(false));
    expect(screen.queryByRole('button', { name: 'Supprimer définitivement mon compte' })).not.toBeInTheDocument();
  });

  it('shows why a used or expired link fails, in English, and where to ask for a new one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => apiError(400, 'ErasureLinkInvalid', 'This link is not (or no longer) valid.')),
    );
    renderRoutes(pageRoutes, '/public/consultant/account/erasure?token=used-token-0123456789', await texts('en'));
    await userEvent.setup().click(await screen.findByRole('button', { name: en.account.privacy.confirm.action }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link is not (or no longer) valid.');
    expect(within(alert).getByRole('link', { name: en.account.privacy.confirm.requestAgain })).toHaveAttribute('href', '/consultant/my-data');
    expect(screen.getByRole('button', { name: en.account.privacy.confirm.action })).toBeEnabled();
  });

  it('lists what still blocks the erasure (409)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        apiError(409, 'ErasureBlocked', 'Votre compte ne peut pas encore être supprimé.', {
          reasons: [{ code: 'paid-upcoming-booking', message: 'Une séance payée du 3 décembre 2026 n’a pas encore eu lieu.', id: 'bk3' }],
        }),
      ),
    );
    renderRoutes(pageRoutes, '/public/client/account/erasure?token=tok-0123456789abcdef', await texts('fr'));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Supprimer définitivement mon compte' }));
    const blocked = await screen.findByTestId('erasure-blocked');
    expect(blocked).toHaveTextContent('Une séance payée du 3 décembre 2026 n’a pas encore eu lieu.');
    expect(within(blocked).getByRole('link', { name: 'Voir mes réservations' })).toHaveAttribute('href', '/client/my-booking');
  });

  it('says a link without its token is incomplete, and a link of another role is not a page', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const i18n = await texts('fr');
    const { unmount } = renderRoutes(pageRoutes, '/public/client/account/erasure', i18n);
    expect(await screen.findByRole('alert')).toHaveTextContent(fr.account.privacy.confirm.missingToken);
    expect(screen.queryByRole('button', { name: 'Supprimer définitivement mon compte' })).not.toBeInTheDocument();
    unmount();
    renderRoutes(pageRoutes, '/public/admin/account/erasure?token=tok-0123456789abcdef', i18n);
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});
