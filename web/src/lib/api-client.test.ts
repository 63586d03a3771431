import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiClient, buildUrl, createApiClient, filenameOf } from './api-client';
import { FakeXhr } from '../test/fake-xhr';
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

  it('sends the extra headers of a call (Idempotency-Key) without letting them replace the fixed ones', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse(201, { data: { id: 'b1' } }));
    const client = createApiClient({ fetchImpl, getApiKey: () => 'k', getToken: () => 'jwt' });
    await client.post('bookings', { start: 'x' }, { headers: { 'Idempotency-Key': 'key-1', 'x-api-key': 'forged', Authorization: 'Bearer other' } });
    const headers = (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toBe('key-1');
    expect(headers['x-api-key']).toBe('k');
    expect(headers.Authorization).toBe('Bearer jwt');
    await client.get('bookings');
    expect((fetchImpl.mock.calls[1] as unknown as [string, RequestInit])[1].headers).not.toHaveProperty('Idempotency-Key');
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
    const down = createApiClient({
      fetchImpl: async () => {
        throw new TypeError('Failed to fetch');
      },
      getApiKey: () => 'k',
    });
    await expect(down.get('x')).rejects.toMatchObject({ status: 0, code: 'NetworkError' });
  });
});

describe('buildUrl and the API key source', () => {
  it('joins base and path and leaves empty query values out', () => {
    expect(buildUrl('/api/client/', 'consultants', { specialization: 'a,b', page: 1, search: '', x: null })).toBe('/api/client/consultants?specialization=a%2Cb&page=1');
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
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(401, { error: { status: 401, name: 'UnauthorizedError', message: 'Session invalide' } })),
    );

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
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(401, { error: { status: 401, name: 'UnauthorizedError', message: 'E-mail ou mot de passe incorrect.' } })),
    );

    await expect(apiClient.post('auth/login', {}, { role: 'client', anonymous: true })).rejects.toMatchObject({ status: 401, message: 'E-mail ou mot de passe incorrect.' });
    expect(isLoggedIn(sessions.get('client'))).toBe(true);
    expect(warning).not.toHaveBeenCalled();
  });
});

describe('uploads with progress (docs/api-consultant.md "Files")', () => {
  const asXhr = () => new FakeXhr() as unknown as XMLHttpRequest;
  afterEach(() => FakeXhr.reset());

  it('sends the multipart form with the usual headers and the role token, and reports the real progress', async () => {
    const client = createApiClient({ xhrFactory: asXhr, getApiKey: () => 'k', getToken: (role) => (role === 'consultant' ? 'c.jwt' : null) });
    const form = new FormData();
    form.append('degree_name', 'MSc');
    form.append('file', new File([new Uint8Array([1, 2, 3])], 'degree.png', { type: 'image/png' }));
    const seen: number[] = [];
    const pending = client.upload<{ data: { id: string } }>('education', form, { role: 'consultant', onProgress: (p) => seen.push(p.fraction) });

    const xhr = FakeXhr.last();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/consultant/education');
    expect(xhr.headers).toMatchObject({ 'x-api-key': 'k', 'Accept-Language': 'fr', Authorization: 'Bearer c.jwt' });
    // The browser sets the multipart boundary itself.
    expect(xhr.headers).not.toHaveProperty('Content-Type');
    expect(xhr.field('degree_name')).toBe('MSc');
    expect((xhr.field('file') as File).name).toBe('degree.png');

    xhr.progress(250, 1000);
    xhr.progress(1000, 1000);
    xhr.reply(201, { data: { id: 'd1' } });
    await expect(pending).resolves.toEqual({ data: { id: 'd1' } });
    expect(seen).toEqual([0.25, 1]);
  });

  it('uses the given method, and throws the one ApiError shape for 413 and 415', async () => {
    const client = createApiClient({ xhrFactory: asXhr, getApiKey: () => 'k' });
    const tooLarge = client.upload('documents/contract', new FormData(), { role: 'consultant', method: 'PUT' });
    expect(FakeXhr.last().method).toBe('PUT');
    FakeXhr.last().reply(413, { error: { status: 413, name: 'PayloadTooLarge', message: 'Fichier trop volumineux (10 Mo au maximum).' } });
    await expect(tooLarge).rejects.toMatchObject({ status: 413, code: 'PayloadTooLarge', message: 'Fichier trop volumineux (10 Mo au maximum).', fromServer: true });

    const unsupported = client.upload('education', new FormData(), { role: 'consultant' });
    FakeXhr.last().reply(415, { error: { status: 415, name: 'UnsupportedFileType', message: 'Formats acceptés : JPG, PNG.' } });
    const error = await unsupported.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 415, code: 'UnsupportedFileType' });

    // A proxy's HTML 413 still gives the status.
    const proxy = client.upload('education', new FormData(), { role: 'consultant' });
    FakeXhr.last().reply(413, '<html>Request Entity Too Large</html>', 'Payload Too Large');
    await expect(proxy).rejects.toMatchObject({ status: 413, fromServer: false });

    const down = client.upload('education', new FormData(), { role: 'consultant' });
    FakeXhr.last().fail();
    await expect(down).rejects.toMatchObject({ status: 0, code: 'NetworkError' });
  });

  it('a 401 on an upload signs that role out like any call', async () => {
    const onUnauthorized = vi.fn();
    const client = createApiClient({ xhrFactory: asXhr, getApiKey: () => 'k', getToken: () => 'old.jwt', onUnauthorized });
    const pending = client.upload('documents/id', new FormData(), { role: 'consultant' });
    FakeXhr.last().reply(401, { error: { status: 401, name: 'UnauthorizedError', message: 'Session expirée' } });
    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith('consultant', 'old.jwt');
  });

  it('an aborted upload rejects with AbortError', async () => {
    const client = createApiClient({ xhrFactory: asXhr, getApiKey: () => 'k' });
    const controller = new AbortController();
    const pending = client.upload('education', new FormData(), { role: 'consultant', signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('put, patch, delete and private file downloads', () => {
  it('sends JSON with the method, and a 204 resolves to null', async () => {
    const fetchImpl = vi.fn(async (_url: string, init: RequestInit) => (init.method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse(200, { data: { ok: true } })));
    const client = createApiClient({ fetchImpl: fetchImpl as unknown as typeof fetch, getApiKey: () => 'k' });
    await client.put('profile/address', { city: 'Lyon' }, { role: 'consultant' });
    await client.patch('certificates/c1', { name: 'X' }, { role: 'consultant' });
    await expect(client.delete('education/d1', { role: 'consultant' })).resolves.toBeNull();
    const calls = fetchImpl.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([url, init]) => `${init.method} ${url}`)).toEqual(['PUT /api/consultant/profile/address', 'PATCH /api/consultant/certificates/c1', 'DELETE /api/consultant/education/d1']);
    expect(calls[0][1].body).toBe('{"city":"Lyon"}');
  });

  it('downloads a file with the token and reads its name; a refusal is an ApiError', async () => {
    const fetchImpl = vi.fn(async (url: string) =>
      url.endsWith('/ok')
        ? new Response('%PDF-1.4', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="contract.pdf"; filename*=UTF-8\'\'contrat%20sign%C3%A9.pdf' } })
        : jsonResponse(404, { error: { status: 404, name: 'NotFoundError', message: 'Introuvable' } }),
    );
    const client = createApiClient({ fetchImpl: fetchImpl as unknown as typeof fetch, getApiKey: () => 'k', getToken: () => 'c.jwt' });
    const file = await client.download('/api/files/ok', { role: 'consultant' });
    expect(file.filename).toBe('contrat signé.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.4');
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/files/ok');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer c.jwt');
    await expect(client.download('/api/files/other', { role: 'consultant' })).rejects.toMatchObject({ status: 404, message: 'Introuvable' });
  });

  it('reads plain and extended Content-Disposition names', () => {
    expect(filenameOf('attachment; filename="a b.pdf"')).toBe('a b.pdf');
    expect(filenameOf('attachment; filename=plain.png')).toBe('plain.png');
    expect(filenameOf("attachment; filename*=UTF-8''%C3%A9t%C3%A9.png")).toBe('été.png');
    expect(filenameOf('attachment')).toBeNull();
    expect(filenameOf(null)).toBeNull();
  });
});

describe('recoveries: refresh session and proof of work (docs/api-auth.md "Sessions", "Limits")', () => {
  it('a refused access token is renewed from the refresh session and the call repeated, nobody signed out', async () => {
    const calls: string[] = [];
    const fetchImpl = vi.fn(async (_url: string, init?: RequestInit) => {
      const auth = (init?.headers as Record<string, string>).Authorization;
      calls.push(auth);
      return auth === 'Bearer fresh' ? jsonResponse(200, { data: { ok: true } }) : jsonResponse(401, { error: { status: 401, name: 'UnauthorizedError', message: 'expired' } });
    });
    const onUnauthorized = vi.fn();
    const refreshSession = vi.fn(async () => 'fresh');
    const client = createApiClient({ fetchImpl: fetchImpl as unknown as typeof fetch, getToken: () => 'stale', onUnauthorized, refreshSession });
    await expect(client.get('profile', { role: 'consultant' })).resolves.toEqual({ data: { ok: true } });
    expect(refreshSession).toHaveBeenCalledWith('consultant', 'stale');
    expect(calls).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('signs the role out when the refresh session is gone too', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse(401, { error: { status: 401, name: 'UnauthorizedError', message: 'expired' } }));
    const onUnauthorized = vi.fn();
    const client = createApiClient({ fetchImpl, getToken: () => 'stale', onUnauthorized, refreshSession: async () => null });
    await expect(client.get('profile')).rejects.toMatchObject({ status: 401 });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith('client', 'stale');
  });

  it('solves a proof-of-work challenge and sends the same request again with x-altcha', async () => {
    const challenge = { parameters: { algorithm: 'SHA-256' }, signature: 'sig' };
    const bodies: string[] = [];
    const fetchImpl = vi.fn(async (_url: string, init?: RequestInit) => {
      bodies.push(String(init?.body));
      const proof = (init?.headers as Record<string, string>)['x-altcha'];
      if (proof === 'solved') return jsonResponse(201, { data: { id: 'x' } });
      return jsonResponse(429, { error: { status: 429, name: 'ChallengeRequired', message: 'check', details: { challenge } } });
    });
    const solveChallenge = vi.fn(async () => 'solved');
    const client = createApiClient({ fetchImpl: fetchImpl as unknown as typeof fetch, solveChallenge });
    await expect(client.post('contact-us', { name: 'Jeanne' })).resolves.toEqual({ data: { id: 'x' } });
    expect(solveChallenge).toHaveBeenCalledWith(challenge);
    expect(bodies).toEqual([JSON.stringify({ name: 'Jeanne' }), JSON.stringify({ name: 'Jeanne' })]);
  });

  it('a plain 429 (per-address limit) is not retried', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse(429, { error: { status: 429, name: 'TooManyRequests', message: 'Trop de tentatives.' } }));
    const solveChallenge = vi.fn(async () => 'solved');
    const client = createApiClient({ fetchImpl, solveChallenge });
    await expect(client.post('auth/login', {})).rejects.toMatchObject({ status: 429, message: 'Trop de tentatives.' });
    expect(solveChallenge).not.toHaveBeenCalled();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
