import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, buildUrl, createApiClient } from './api-client';
import { ensureLanguageLoaded, i18n } from './i18n';
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
