import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';

import { stubFetch } from './test/fetchStub';

/** Fresh modules per test: the providers read localStorage when first imported. */
async function renderApp(path = '/admin/') {
  window.history.replaceState({}, '', path);
  const { App } = await import('./App');
  return render(<App />);
}

const LOGIN_URL = '/api/admin-panel/auth/login';

beforeEach(() => {
  vi.resetModules();
});

describe('admin login page', () => {
  it('shows in French by default and sends an unauthenticated visitor to /admin/login', async () => {
    stubFetch(() => undefined);
    await renderApp('/admin/');

    expect(await screen.findByRole('heading', { name: 'Back-office — Connexion' })).toBeTruthy();
    expect(screen.getByLabelText(/Adresse e-mail/)).toBeTruthy();
    expect(screen.getByLabelText(/Mot de passe/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connexion' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/login');
    // the default language is written where the public site reads it
    expect(window.localStorage.getItem('selectedLanguage')).toBe('fr');
  });

  it('follows the language stored by the public site', async () => {
    window.localStorage.setItem('selectedLanguage', 'en');
    stubFetch(() => undefined);
    await renderApp('/admin/');

    expect(await screen.findByRole('heading', { name: 'Back office — Sign in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it("posts the credentials with the app headers and shows the server's error message", async () => {
    const seen = stubFetch((method, url) =>
      method === 'POST' && url === LOGIN_URL
        ? {
            status: 401,
            body: { error: { status: 401, name: 'UnauthorizedError', message: 'Identifiants invalides' } },
          }
        : undefined,
    );
    await renderApp('/admin/login');

    fireEvent.change(await screen.findByLabelText(/Adresse e-mail/), {
      target: { value: 'admin@example.org' },
    });
    fireEvent.change(screen.getByLabelText(/Mot de passe/), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connexion' }));

    expect(await screen.findByText('Identifiants invalides')).toBeTruthy();
    const login = seen.find(r => r.url === LOGIN_URL);
    expect(login?.method).toBe('POST');
    expect(login?.body).toEqual({ email: 'admin@example.org', password: 'secret-pass' });
    expect(login?.headers.get('x-api-key')).toBe('dev-public-api-key');
    expect(login?.headers.get('Accept-Language')).toBe('fr');
    expect(login?.headers.has('Authorization')).toBe(false);
    expect(window.localStorage.getItem('adminSession')).toBeNull();
    expect(window.location.pathname).toBe('/admin/login');
  });

  it('stores the admin session on success and opens the French dashboard', async () => {
    stubFetch((method, url) =>
      method === 'POST' && url === LOGIN_URL
        ? { body: { jwt: 'jwt-123', user: { id: 1, email: 'admin@example.org' } } }
        : undefined,
    );
    await renderApp('/admin/login');

    fireEvent.change(await screen.findByLabelText(/Adresse e-mail/), {
      target: { value: 'admin@example.org' },
    });
    fireEvent.change(screen.getByLabelText(/Mot de passe/), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connexion' }));

    expect(await screen.findByRole('heading', { name: 'Tableau de bord', level: 1 })).toBeTruthy();
    expect(screen.getByText(/Bienvenue dans le back-office/)).toBeTruthy();
    expect(screen.getByText('Types de réclamation')).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/admin/'));
    expect(JSON.parse(window.localStorage.getItem('adminSession') ?? 'null')).toEqual({
      Token: 'jwt-123',
      status: true,
    });
  });
});

describe('authProvider', () => {
  it('checkAuth rejects without a usable session and accepts {Token, status: true}', async () => {
    const { authProvider } = await import('./providers/authProvider');

    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
    window.localStorage.setItem('adminSession', JSON.stringify({ Token: '', status: true }));
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
    window.localStorage.setItem('adminSession', JSON.stringify({ Token: 'x', status: false }));
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
    window.localStorage.setItem('adminSession', JSON.stringify({ Token: 'x', status: true }));
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('checkError signs out on 401/403 only; logout clears only the admin session', async () => {
    const { authProvider } = await import('./providers/authProvider');
    const session = JSON.stringify({ Token: 'x', status: true });

    window.localStorage.setItem('adminSession', session);
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
    expect(window.localStorage.getItem('adminSession')).toBe(session);
    await expect(authProvider.checkError({ status: 403 })).rejects.toBeDefined();
    expect(window.localStorage.getItem('adminSession')).toBeNull();
    window.localStorage.setItem('adminSession', session);
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();

    window.localStorage.setItem('adminSession', session);
    window.localStorage.setItem('clientSession', JSON.stringify({ Token: 'c', status: true }));
    window.localStorage.setItem('selectedLanguage', 'en');
    await authProvider.logout({});
    expect(window.localStorage.getItem('adminSession')).toBeNull();
    expect(window.localStorage.getItem('clientSession')).not.toBeNull();
    expect(window.localStorage.getItem('selectedLanguage')).toBe('en');
  });
});

describe('dataProvider', () => {
  it('calls /api/admin-panel with the server api key, the locale and the bearer token', async () => {
    window.__APP_CONFIG__ = { apiKey: 'key-from-server' };
    window.localStorage.setItem('selectedLanguage', 'en');
    window.localStorage.setItem('adminSession', JSON.stringify({ Token: 'jwt-9', status: true }));
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
