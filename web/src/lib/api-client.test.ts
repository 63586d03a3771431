import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiClient, buildUrl, createApiClient } from './api-client';
import { ensureLanguageLoaded, i18n } from './i18n';
import { isLoggedIn, sessions } from './session';
import { toast } from './toast';
import { getPublicApiKey } from '../config/env';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(async () => {
  delete window.__APP_CONFIG__;
  await i18n.changeLanguage('fr');
});

describe('api client headers (DESIGN §2)', () => {
  it('sends x-api-key, Accept-Language from the current language, and no Authorization without a token', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse(200, { data: [] }));
    const client = createApiClient({ fetchImpl, getApiKey: () => 'test-key' });

    await client.get('blogs', { query: { page: 2, tag: undefined, search: '' } });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/client/blogs?page=2');
    const headers = init.headers as Record<string, string>;
    expect(headers['x-api-key']).toBe('test-key');
    expect(headers['Accept-Language']).toBe('fr');
    expect(headers).not.toHaveProperty('Authorization');

    await ensureLanguageLoaded(i18n, 'en');
    await i18n.changeLanguage('en');
    await client.get('blogs');
    const second = fetchImpl.mock.calls[1] as unknown as [string, RequestInit];
    expect((second[1].headers as Record<string, string>)['Accept-Language']).toBe('en');
  });

  it('a per-call language wins over the current one (SWR keys carry it)', () => {
    const client = createApiClient({ getApiKey: () => 'k' });
    expect(client.headers({ language: 'en' })['Accept-Language']).toBe('en');
    expect(client.headers()['Accept-Language']).toBe('fr');
  });

  it('adds a bearer token when one is available', () => {
    const client = createApiClient({ getApiKey: () => 'k', getToken: () => 'jwt.token' });
    expect(client.headers().Authorization).toBe('Bearer jwt.token');
  });

  it('posts JSON', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse(201, { data: { id: 'abc' } }));
    const client = createApiClient({ fetchImpl, getApiKey: () => 'k' });
    await expect(client.post('contact-us', { name: 'A' })).resolves.toEqual({ data: { id: 'abc' } });
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"A"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });
});

describe('api client errors', () => {
  it('throws ApiError with the server message and field errors', async () => {
    const body = { error: { status: 400, name: 'ValidationError', message: 'Données invalides', details: { fieldErrors: { email: ['E-mail invalide'] } } } };
    const client = createApiClient({ fetchImpl: async () => jsonResponse(400, body), getApiKey: () => 'k' });
    const error = await client.post('contact-us', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.message).toBe('Données invalides');
    expect(apiError.fromServer).toBe(true);
    expect(apiError.fieldErrors).toEqual({ email: ['E-mail invalide'] });
  });

  it('maps a non-JSON failure and a network failure', async () => {
    const html = createApiClient({ fetchImpl: async () => new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }), getApiKey: () => 'k' });
    await expect(html.get('x')).rejects.toMatchObject({ status: 502, fromServer: false });
    const down = createApiClient({ fetchImpl: async () => { throw new TypeError('Failed to fetch'); }, getApiKey: () => 'k' });
    await expect(down.get('x')).rejects.toMatchObject({ status: 0, code: 'NetworkError' });
  });
});

describe('buildUrl and the API key source', () => {
  it('joins base and path and leaves empty query values out', () => {
    expect(buildUrl('/api/client/', 'consultants', { specialization: 'a,b', page: 1, search: '', x: null })).toBe(
      '/api/client/consultants?specialization=a%2Cb&page=1',
    );
    expect(buildUrl('/api/client/', '/api/consultant/web-setting/get-record')).toBe('/api/consultant/web-setting/get-record');
  });

  it('reads the key from window.__APP_CONFIG__ first, else the development default', () => {
    expect(getPublicApiKey()).toBe('dev-public-api-key');
    window.__APP_CONFIG__ = { apiKey: 'runtime-key' };
    expect(getPublicApiKey()).toBe('runtime-key');
  });
});

describe('role tokens and 401 (docs/api-auth.md)', () => {
  afterEach(() => {
    for (const role of ['client', 'consultant', 'admin'] as const) sessions.signOut(role);
    vi.unstubAllGlobals();
  });

  const user = (role: 'client' | 'consultant') => ({ id: 1, email: `${role}@example.org`, role, display_name: role });

  it('sends each surface the token of its role, and none for anonymous calls', async () => {
    sessions.signIn('client', 'client.jwt', user('client'));
    sessions.signIn('consultant', 'consultant.jwt', user('consultant'));
    const fetchMock = vi.fn(async () => jsonResponse(200, { data: {} }));
    vi.stubGlobal('fetch', fetchMock);

    await apiClient.get('profile');
    await apiClient.get('profile', { role: 'consultant' });
    await apiClient.post('auth/login', { email: 'x', password: 'y' }, { role: 'admin', anonymous: true });
    await apiClient.post('auth/login', { email: 'x', password: 'y' }, { role: 'client', anonymous: true });

    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    const auth = (i: number) => (calls[i][1].headers as Record<string, string>).Authorization;
    expect(calls.map(([url]) => url)).toEqual(['/api/client/profile', '/api/consultant/profile', '/api/admin-panel/auth/login', '/api/client/auth/login']);
    expect(auth(0)).toBe('Bearer client.jwt');
    expect(auth(1)).toBe('Bearer consultant.jwt');
    expect(auth(2)).toBeUndefined();
    expect(auth(3)).toBeUndefined();
  });

  it('a 401 signs out only the role the call was for, with a "session expired" toast', async () => {
    sessions.signIn('client', 'client.jwt', user('client'));
    sessions.signIn('consultant', 'consultant.jwt', user('consultant'));
    const warning = vi.spyOn(toast, 'warning').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(401, { error: { status: 401, name: 'UnauthorizedError', message: 'Session invalide' } })));

    await expect(apiClient.get('profile', { role: 'consultant' })).rejects.toMatchObject({ status: 401 });

    expect(isLoggedIn(sessions.get('consultant'))).toBe(false);
    expect(window.localStorage.getItem('consultantSession')).toBeNull();
    expect(isLoggedIn(sessions.get('client'))).toBe(true);
    expect(JSON.parse(window.localStorage.getItem('clientSession') ?? '{}')).toMatchObject({ Token: 'client.jwt', status: true });
    expect(warning).toHaveBeenCalledTimes(1);
    expect(warning).toHaveBeenCalledWith('Votre session a expiré. Veuillez vous reconnecter.');
  });

  it('a 401 without a token (failed sign-in) signs nobody out', async () => {
    sessions.signIn('client', 'client.jwt', user('client'));
    const warning = vi.spyOn(toast, 'warning').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(401, { error: { status: 401, name: 'UnauthorizedError', message: 'E-mail ou mot de passe incorrect.' } })));

    await expect(apiClient.post('auth/login', {}, { role: 'client', anonymous: true })).rejects.toMatchObject({ status: 401, message: 'E-mail ou mot de passe incorrect.' });
    expect(isLoggedIn(sessions.get('client'))).toBe(true);
    expect(warning).not.toHaveBeenCalled();
  });
});
