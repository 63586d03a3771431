import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from './router';
import { renderRoutes } from '../test/render';
import { isLoggedIn, sessions } from '../lib/session';
import { pageNavigation } from '../lib/page-navigation';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const webSettings = { data: { site_title: 'Sérénité', domain_name: 'x', legal_name: 'Sérénité SAS', web_logo: null, fab_icon: null, social_links: [], locale: 'fr' } };
const clientUser = { id: 3, email: 'client@demo.local', role: 'client', display_name: 'Camille Martin', correspondence_language: 'fr' };

type Handler = (url: string, init: RequestInit) => Response | undefined;

/** Stubs fetch at the HTTP boundary: the web settings always, the rest by `handler`. */
function stubApi(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    if (url.endsWith('/web-setting/get-record')) return json(200, webSettings);
    return handler(url, init) ?? json(404, { error: { status: 404, name: 'NotFoundError', message: 'Introuvable' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  for (const role of ['client', 'consultant', 'admin'] as const) sessions.signOut(role);
  vi.unstubAllGlobals();
});

describe('client guard (spec §2, §6)', () => {
  it('sends a signed-out client to the client sign-in keeping the path, and back there after signing in', async () => {
    const fetchMock = stubApi((url, init) => {
      if (url === '/api/client/auth/login') {
        const body = JSON.parse(String(init.body)) as { password: string };
        return body.password === 'Secret-2026'
          ? json(200, { jwt: 'client.jwt', user: clientUser })
          : json(401, { error: { status: 401, name: 'UnauthorizedError', message: 'E-mail ou mot de passe incorrect.' } });
      }
      if (url === '/api/client/profile') return json(200, { data: { user: clientUser, profile: {} } });
      return undefined;
    });
    const { router } = renderRoutes(routes, '/client/dashboard?tab=1');

    await screen.findByTestId('sign-in-form');
    expect(router.state.location.pathname).toBe('/public/client/sign-in');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/client/dashboard?tab=1');
    expect(router.state.location.state).toEqual({ from: '/client/dashboard?tab=1' });

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Adresse e-mail/), 'client@demo.local');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'wrong-password1');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByTestId('sign-in-error')).toHaveTextContent('E-mail ou mot de passe incorrect.');
    expect(isLoggedIn(sessions.get('client'))).toBe(false);

    await user.clear(screen.getByLabelText(/^Mot de passe/));
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Secret-2026');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByTestId('dashboard-welcome')).toHaveTextContent('Bienvenue, Camille Martin !');
    expect(router.state.location.pathname).toBe('/client/dashboard');
    expect(router.state.location.search).toBe('?tab=1');
    expect(JSON.parse(window.localStorage.getItem('clientSession') ?? '{}')).toMatchObject({ Token: 'client.jwt', status: true });
    const profileCall = fetchMock.mock.calls.find(([url]) => String(url) === '/api/client/profile') as unknown as [string, RequestInit];
    expect((profileCall[1].headers as Record<string, string>).Authorization).toBe('Bearer client.jwt');
  });

  it('also guards /booking/:token', async () => {
    stubApi(() => undefined);
    const { router } = renderRoutes(routes, '/booking/abc123');
    await screen.findByTestId('sign-in-form');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/booking/abc123');
  });

  it('shows a signed-in client the booking of the link, and the not-found view for anyone else’s', async () => {
    const fetchMock = stubApi(() => undefined);
    sessions.signIn('client', 'client.jwt', clientUser as never);
    renderRoutes(routes, '/booking/abc123');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/client/bookings/by-token/abc123') as unknown as [string, RequestInit];
    expect((call[1].headers as Record<string, string>).Authorization).toBe('Bearer client.jwt');
  });

  it('sends a signed-out consultant to the root', async () => {
    stubApi(() => undefined);
    const { router } = renderRoutes(routes, '/consultant/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('areas', () => {
  it('a consultant sees the approval status; log out clears only that role and goes home', async () => {
    const consultantUser = { id: 5, email: 'consultant@demo.local', role: 'consultant', display_name: 'Dev Rao', approval_status: 'submitted', active_status: true };
    const status = {
      approval_status: 'submitted',
      active_status: true,
      rejection_reason: null,
      submitted_at: '2026-01-05T10:00:00.000Z',
      approved_at: null,
      visible_in_search: false,
      sections: [],
      missing_sections: [],
      can_submit: false,
    };
    stubApi((url) => {
      if (url === '/api/consultant/profile') return json(200, { data: { user: consultantUser, profile: {} } });
      if (url === '/api/consultant/profile/status') return json(200, { data: status });
      if (url === '/api/consultant/timings') return json(200, { data: { time_zone: 'Europe/Paris', windows: [], exceptions: [] } });
      return undefined;
    });
    sessions.signIn('consultant', 'consultant.jwt', { ...consultantUser, approval_status: 'incomplete' } as never);
    sessions.signIn('client', 'client.jwt', clientUser as never);
    const { router } = renderRoutes(routes, '/consultant/dashboard');

    expect(await screen.findByTestId('dashboard-approval')).toHaveTextContent('En cours de validation');
    expect(sessions.get('consultant').verified_status).toBe(false);
    expect(sessions.get('consultant').user?.approval_status).toBe('submitted');

    const user = userEvent.setup();
    await user.click(screen.getByTestId('user-menu-button'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Accueil')).toBeInTheDocument();
    expect(within(menu).getByText('Changer le mot de passe')).toBeInTheDocument();
    await user.click(within(menu).getByText('Se déconnecter'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem('consultantSession')).toBeNull();
    expect(isLoggedIn(sessions.get('client'))).toBe(true);
  });

  it('change password stores the new token and shows a success toast; a wrong current password shows under its field', async () => {
    const calls: string[] = [];
    stubApi((url, init) => {
      if (url !== '/api/client/auth/change-password') return undefined;
      calls.push((init.headers as Record<string, string>).Authorization);
      const body = JSON.parse(String(init.body)) as { currentPassword: string; password: string };
      if (body.currentPassword !== 'Old-password-1') {
        return json(400, { error: { status: 400, name: 'ValidationError', message: 'Données invalides', details: { fieldErrors: { currentPassword: ['Mot de passe actuel incorrect.'] } } } });
      }
      return json(200, { jwt: 'fresh.jwt', user: clientUser });
    });
    sessions.signIn('client', 'client.jwt', clientUser as never);
    renderRoutes(routes, '/client/change-password');

    const user = userEvent.setup();
    const current = await screen.findByLabelText(/^Mot de passe actuel/);
    await user.type(current, 'Bad-password-1');
    await user.type(screen.getByLabelText(/^Nouveau mot de passe/), 'New-password-2');
    await user.type(screen.getByLabelText(/^Confirmer le nouveau mot de passe/), 'New-password-2');
    await user.click(screen.getByRole('button', { name: 'Modifier le mot de passe' }));
    expect(await screen.findByText('Mot de passe actuel incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Mot de passe actuel/)).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText(/^Mot de passe actuel/));
    await user.type(screen.getByLabelText(/^Mot de passe actuel/), 'Old-password-1');
    await user.click(screen.getByRole('button', { name: 'Modifier le mot de passe' }));
    expect(await screen.findByText('Votre mot de passe a été modifié.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(sessions.get('client').Token).toBe('fresh.jwt');
    expect(calls).toEqual(['Bearer client.jwt', 'Bearer client.jwt']);
  });

  it('an admin goes to the back office after signing in (full page load)', async () => {
    stubApi((url) => (url === '/api/admin-panel/auth/login' ? json(200, { jwt: 'admin.jwt', user: { id: 1, email: 'admin@demo.local', role: 'admin', display_name: 'Admin' } }) : undefined));
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    renderRoutes(routes, '/public/admin/sign-in');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Adresse e-mail/), 'admin@demo.local');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Secret-2026');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin/'));
    expect(JSON.parse(window.localStorage.getItem('adminSession') ?? '{}')).toMatchObject({ Token: 'admin.jwt', status: true });
  });

  it('shows the server message on too many attempts (429)', async () => {
    stubApi((url) =>
      url === '/api/consultant/auth/login'
        ? json(429, { error: { status: 429, name: 'TooManyRequestsError', message: 'Trop de tentatives. Réessayez dans 15 minutes.', details: { retry_after_seconds: 900 } } })
        : undefined,
    );
    renderRoutes(routes, '/public/consultant/sign-in');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Adresse e-mail/), 'consultant@demo.local');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'whatever-1');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByTestId('sign-in-error')).toHaveTextContent('Trop de tentatives. Réessayez dans 15 minutes.');
  });
});

describe('public header account links', () => {
  it('offers sign-in and sign-up when nobody is signed in, and the area once signed in', async () => {
    stubApi(() => undefined);
    renderRoutes(routes, '/public/page-404');
    const links = await screen.findByTestId('account-links');
    expect(within(links).getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/public/sign-in');
    expect(within(links).getByRole('link', { name: 'S’inscrire' })).toHaveAttribute('href', '/public/sign-up');

    sessions.signIn('client', 'client.jwt', clientUser as never);
    expect(await within(links).findByRole('link', { name: 'Mon espace' })).toHaveAttribute('href', '/client/dashboard');
    expect(within(links).queryByRole('link', { name: 'Se connecter' })).toBeNull();
  });
});
