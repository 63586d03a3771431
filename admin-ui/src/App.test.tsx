import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';

import { stubFetch } from './test/fetchStub';
import { stubScreen } from './test/screen';

/** Full page navigations (window.location.assign) are recorded instead of performed. */
const leaveTo = vi.hoisted(() => vi.fn());
vi.mock('./lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./lib/navigation')>()),
  leaveTo,
}));

/** Fresh modules per test: the providers read localStorage when first imported. */
async function renderApp(path = '/admin/') {
  window.history.replaceState({}, '', path);
  const { App } = await import('./App');
  return render(<App />);
}

/** A desktop-sized screen for MUI's useMediaQuery: the user menu shows the name. */
const desktopScreen = () => stubScreen('desktop');

function storeAdminSession(session: object = { Token: 'jwt-old', status: true }) {
  window.localStorage.setItem('adminSession', JSON.stringify(session));
}

function storedAdminSession(): unknown {
  return JSON.parse(window.localStorage.getItem('adminSession') ?? 'null');
}

const LOGIN_URL = '/api/admin-panel/auth/login';
const CHANGE_PASSWORD_URL = '/api/admin-panel/auth/change-password';

beforeEach(() => {
  vi.resetModules();
  leaveTo.mockReset();
});

describe('signed-out visitor', () => {
  it('is sent to the public root with a full page load (spec §6)', async () => {
    const seen = stubFetch(() => undefined);
    await renderApp('/admin/');

    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/'));
    expect(leaveTo.mock.calls.every(([url]) => url === '/')).toBe(true);
    expect(screen.queryByText('Tableau de bord')).toBeNull();
    expect(seen).toHaveLength(0);
    // the default language is written where the public site reads it
    expect(window.localStorage.getItem('selectedLanguage')).toBe('fr');
  });

  it('is sent to the root from a deep admin page too, even with a session whose status is false', async () => {
    storeAdminSession({ Token: 'jwt-x', status: false });
    stubFetch(() => undefined);
    await renderApp('/admin/change-password');

    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/'));
    expect(screen.queryByLabelText(/Mot de passe actuel/)).toBeNull();
  });

  it('/admin/login forwards to the public admin sign-in page', async () => {
    stubFetch(() => undefined);
    await renderApp('/admin/login');

    expect(await screen.findByText('Redirection vers la page de connexion…')).toBeTruthy();
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/public/admin/sign-in'));
    expect(screen.queryByLabelText(/Adresse e-mail/)).toBeNull();
  });
});

describe('signed-in admin', () => {
  it('sees the dashboard and its name; the user menu offers change password and log out', async () => {
    storeAdminSession({
      Token: 'jwt-old',
      status: true,
      user: { email: 'admin@example.org', display_name: 'Alice Admin' },
    });
    desktopScreen();
    stubFetch(() => undefined);
    await renderApp('/admin/');

    expect(await screen.findByRole('heading', { name: 'Tableau de bord', level: 1 })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Ce que le back-office permet de gérer' })).getByText('Types de réclamation')).toBeTruthy();
    // The accessible name says what the button is and contains the name it shows (WCAG 2.5.3).
    const userButton = await screen.findByRole('button', { name: 'Profil Alice Admin' });
    await waitFor(() => expect(userButton.textContent).toBe('Alice Admin'));
    fireEvent.click(userButton);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Changer le mot de passe' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Déconnexion' })).toBeTruthy();

    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Changer le mot de passe' }));
    expect(await screen.findByLabelText(/Mot de passe actuel/)).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/change-password');
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('names the app bar’s spinner while a request is under way', async () => {
    storeAdminSession();
    desktopScreen();
    // Every call of the dashboard stays unanswered: the app bar shows that it is loading.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    await renderApp('/admin/');

    const appBar = await screen.findByRole('banner');
    expect(await within(appBar).findByRole('progressbar', { name: 'Chargement' })).toBeTruthy();
  });

  it('log out clears only the admin session and goes to the public root', async () => {
    storeAdminSession();
    window.localStorage.setItem('clientSession', JSON.stringify({ Token: 'c', status: true }));
    window.localStorage.setItem('consultantSession', JSON.stringify({ Token: 'k', status: true }));
    window.localStorage.setItem('selectedLanguage', 'en');
    desktopScreen();
    stubFetch(() => undefined);
    await renderApp('/admin/');

    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeTruthy();
    const userButton = await screen.findByRole('button', { name: 'Profile Administrator' });
    // no name stored: the generic label
    await waitFor(() => expect(userButton.textContent).toBe('Administrator'));
    fireEvent.click(userButton);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/'));
    expect(window.localStorage.getItem('adminSession')).toBeNull();
    expect(window.localStorage.getItem('clientSession')).not.toBeNull();
    expect(window.localStorage.getItem('consultantSession')).not.toBeNull();
    expect(window.localStorage.getItem('selectedLanguage')).toBe('en');
  });
});

describe('change password', () => {
  async function fillAndSubmit(current: string, password: string, confirmation = password) {
    fireEvent.change(await screen.findByLabelText(/Mot de passe actuel/), { target: { value: current } });
    fireEvent.change(screen.getByLabelText(/^Nouveau mot de passe/), { target: { value: password } });
    fireEvent.change(screen.getByLabelText(/Confirmer le nouveau mot de passe/), {
      target: { value: confirmation },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
  }

  it('sends both passwords with the bearer token and stores the new token', async () => {
    storeAdminSession({ Token: 'jwt-old', status: true, user: { email: 'admin@example.org' } });
    const seen = stubFetch((method, url) =>
      method === 'POST' && url === CHANGE_PASSWORD_URL
        ? {
            body: {
              jwt: 'jwt-new',
              user: { id: 1, email: 'admin@example.org', role: 'admin', display_name: 'Alice' },
            },
          }
        : undefined,
    );
    await renderApp('/admin/change-password');

    await fillAndSubmit('Old-password-1', 'New-password-2');

    expect(await screen.findByText('Votre mot de passe a été modifié.')).toBeTruthy();
    const call = seen.find((r) => r.url === CHANGE_PASSWORD_URL);
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ currentPassword: 'Old-password-1', password: 'New-password-2' });
    expect(call?.headers.get('Authorization')).toBe('Bearer jwt-old');
    expect(call?.headers.get('x-api-key')).toBe('dev-public-api-key');
    expect(storedAdminSession()).toEqual({
      Token: 'jwt-new',
      status: true,
      user: { email: 'admin@example.org', display_name: 'Alice' },
    });
    // the form is emptied
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/Mot de passe actuel/).value).toBe(''));
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('shows the field errors of a 400 under the fields and keeps the session', async () => {
    storeAdminSession();
    stubFetch((method, url) =>
      method === 'POST' && url === CHANGE_PASSWORD_URL
        ? {
            status: 400,
            body: {
              error: {
                status: 400,
                name: 'ValidationError',
                message: 'Données invalides',
                details: {
                  fieldErrors: {
                    currentPassword: ['Mot de passe actuel incorrect.'],
                    password: ['Mot de passe trop courant.'],
                  },
                },
              },
            },
          }
        : undefined,
    );
    await renderApp('/admin/change-password');

    await fillAndSubmit('Wrong-password-1', 'New-password-2');

    expect(await screen.findByText('Mot de passe actuel incorrect.')).toBeTruthy();
    expect(screen.getByText('Mot de passe trop courant.')).toBeTruthy();
    expect(screen.getByLabelText(/Mot de passe actuel/).getAttribute('aria-invalid')).toBe('true');
    expect(storedAdminSession()).toEqual({ Token: 'jwt-old', status: true });
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it("shows the server's message when a 400 has no field errors", async () => {
    storeAdminSession();
    stubFetch((method, url) => (method === 'POST' && url === CHANGE_PASSWORD_URL ? { status: 400, body: { error: { status: 400, name: 'BadRequest', message: 'Requête refusée' } } } : undefined));
    await renderApp('/admin/change-password');

    await fillAndSubmit('Old-password-1', 'New-password-2');

    expect(await screen.findByText('Requête refusée')).toBeTruthy();
    expect(storedAdminSession()).toEqual({ Token: 'jwt-old', status: true });
  });

  it('checks the passwords before sending (match, length, letter and digit)', async () => {
    storeAdminSession();
    const seen = stubFetch(() => undefined);
    await renderApp('/admin/change-password');

    await fillAndSubmit('Old-password-1', 'New-password-2', 'New-password-3');
    expect(await screen.findByText('Les deux mots de passe ne correspondent pas.')).toBeTruthy();

    await fillAndSubmit('Old-password-1', 'short1');
    expect(await screen.findByText('Le mot de passe doit compter de 10 à 128 caractères.')).toBeTruthy();

    await fillAndSubmit('Old-password-1', 'only-letters-here');
    expect(await screen.findByText('Le mot de passe doit contenir au moins une lettre et un chiffre.')).toBeTruthy();

    await fillAndSubmit('Old-password-1', 'x'.repeat(120) + '123456789');
    expect(await screen.findByText('Le mot de passe doit compter de 10 à 128 caractères.')).toBeTruthy();

    expect(seen.filter((r) => r.url === CHANGE_PASSWORD_URL)).toHaveLength(0);
  });

  it('a 401 (token refused) clears the admin session and goes to the public root', async () => {
    storeAdminSession();
    window.localStorage.setItem('clientSession', JSON.stringify({ Token: 'c', status: true }));
    stubFetch((method, url) =>
      method === 'POST' && url === CHANGE_PASSWORD_URL
        ? {
            status: 401,
            body: { error: { status: 401, name: 'UnauthorizedError', message: 'Session expirée' } },
          }
        : undefined,
    );
    await renderApp('/admin/change-password');

    await fillAndSubmit('Old-password-1', 'New-password-2');

    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/'));
    expect(window.localStorage.getItem('adminSession')).toBeNull();
    expect(window.localStorage.getItem('clientSession')).not.toBeNull();
  });
});

describe('authProvider', () => {
  it('login posts the credentials and stores the token with the e-mail and name', async () => {
    const seen = stubFetch((method, url) =>
      method === 'POST' && url === LOGIN_URL
        ? {
            body: {
              jwt: 'jwt-123',
              user: { id: 1, email: 'admin@example.org', role: 'admin', display_name: 'Alice Admin' },
            },
          }
        : undefined,
    );
    const { authProvider } = await import('./providers/authProvider');

    await authProvider.login({ email: ' admin@example.org ', password: 'secret-pass' });

    const login = seen.find((r) => r.url === LOGIN_URL);
    expect(login?.body).toEqual({ email: 'admin@example.org', password: 'secret-pass' });
    expect(login?.headers.get('Accept-Language')).toBe('fr');
    expect(login?.headers.has('Authorization')).toBe(false);
    expect(storedAdminSession()).toEqual({
      Token: 'jwt-123',
      status: true,
      user: { email: 'admin@example.org', display_name: 'Alice Admin' },
    });
    await expect(authProvider.getIdentity!()).resolves.toEqual({
      id: 'admin@example.org',
      fullName: 'Alice Admin',
    });
  });

  it("login rejects with the server's message and stores nothing", async () => {
    stubFetch((method, url) =>
      method === 'POST' && url === LOGIN_URL
        ? {
            status: 401,
            body: {
              error: { status: 401, name: 'UnauthorizedError', message: 'E-mail ou mot de passe incorrect.' },
            },
          }
        : undefined,
    );
    const { authProvider } = await import('./providers/authProvider');

    await expect(authProvider.login({ email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      status: 401,
      message: 'E-mail ou mot de passe incorrect.',
    });
    expect(window.localStorage.getItem('adminSession')).toBeNull();
  });

  it('getIdentity falls back to the e-mail, then to a generic label', async () => {
    const { authProvider } = await import('./providers/authProvider');

    await expect(authProvider.getIdentity!()).resolves.toEqual({ id: 'admin', fullName: 'Administrateur' });
    storeAdminSession({ Token: 'x', status: true, user: { email: 'admin@example.org' } });
    await expect(authProvider.getIdentity!()).resolves.toEqual({
      id: 'admin@example.org',
      fullName: 'admin@example.org',
    });
  });

  it('checkAuth rejects without a usable session and accepts {Token, status: true}', async () => {
    const { authProvider } = await import('./providers/authProvider');

    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
    storeAdminSession({ Token: '', status: true });
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
    storeAdminSession({ Token: 'x', status: false });
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
    storeAdminSession({ Token: 'x', status: true });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('checkError clears only the admin session on 401/403; logout clears it and goes to /', async () => {
    const { authProvider } = await import('./providers/authProvider');
    const session = JSON.stringify({ Token: 'x', status: true });

    window.localStorage.setItem('adminSession', session);
    window.localStorage.setItem('consultantSession', JSON.stringify({ Token: 'k', status: true }));
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
    expect(window.localStorage.getItem('adminSession')).toBe(session);
    await expect(authProvider.checkError({ status: 403 })).rejects.toBeDefined();
    expect(window.localStorage.getItem('adminSession')).toBeNull();
    window.localStorage.setItem('adminSession', session);
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
    expect(window.localStorage.getItem('adminSession')).toBeNull();
    expect(window.localStorage.getItem('consultantSession')).not.toBeNull();

    window.localStorage.setItem('adminSession', session);
    window.localStorage.setItem('clientSession', JSON.stringify({ Token: 'c', status: true }));
    window.localStorage.setItem('selectedLanguage', 'en');
    // false: react-admin must not redirect to its own login page
    await expect(authProvider.logout({})).resolves.toBe(false);
    expect(leaveTo).toHaveBeenCalledWith('/');
    expect(window.localStorage.getItem('adminSession')).toBeNull();
    expect(window.localStorage.getItem('clientSession')).not.toBeNull();
    expect(window.localStorage.getItem('consultantSession')).not.toBeNull();
    expect(window.localStorage.getItem('selectedLanguage')).toBe('en');
  });
});

describe('dataProvider', () => {
  it('calls /api/admin-panel with the server api key, the locale and the bearer token', async () => {
    window.__APP_CONFIG__ = { apiKey: 'key-from-server' };
    window.localStorage.setItem('selectedLanguage', 'en');
    storeAdminSession({ Token: 'jwt-9', status: true });
    const seen = stubFetch((method, url) =>
      method === 'GET' && url.startsWith('/api/admin-panel/countries?')
        ? {
            body: [{ id: 'abc', name: 'France' }],
            headers: { 'Content-Range': 'countries 0-0/1' },
          }
        : undefined,
    );
    const { dataProvider } = await import('./providers/dataProvider');

    const result = await dataProvider.getList('countries', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });

    expect(result).toEqual({ data: [{ id: 'abc', name: 'France' }], total: 1 });
    const headers = seen[0].headers;
    expect(headers.get('x-api-key')).toBe('key-from-server');
    expect(headers.get('Accept-Language')).toBe('en');
    expect(headers.get('Authorization')).toBe('Bearer jwt-9');
  });
});
