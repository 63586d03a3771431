import { beforeEach, describe, expect, it, vi } from 'vitest';

import { stubFetch } from '../test/fetchStub';

beforeEach(() => {
  vi.resetModules();
  window.localStorage.clear();
});

describe('admin sessions (docs/api-auth.md "Sessions")', () => {
  it('renews a refused access token from the refresh session and repeats the call', async () => {
    window.localStorage.setItem('adminSession', JSON.stringify({ Token: 'jwt-old', status: true, user: { email: 'admin@demo.local' } }));
    const seen = stubFetch((method, url) => {
      if (method === 'POST' && url === '/api/admin-panel/auth/refresh') return { body: { jwt: 'jwt-new', user: { email: 'admin@demo.local' } } };
      if (url === '/api/admin-panel/coupons') return { body: [] };
      return undefined;
    });
    // A call with the old token is refused once.
    let refused = false;
    const stub = globalThis.fetch as unknown as ReturnType<typeof vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>>;
    const routed = stub.getMockImplementation()!;
    stub.mockImplementation(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const auth = new Headers(init.headers).get('Authorization');
      if (auth === 'Bearer jwt-old' && !refused) {
        refused = true;
        return new Response(JSON.stringify({ error: { status: 401, name: 'UnauthorizedError', message: 'Session expirée' } }), { status: 401 });
      }
      return routed(input, init);
    });
    const { httpClient } = await import('./httpClient');
    const { json } = await httpClient('/api/admin-panel/coupons');
    expect(json).toEqual([]);
    expect(seen.map((request) => `${request.method} ${request.url} ${request.headers.get('Authorization') ?? ''}`.trim())).toEqual([
      'POST /api/admin-panel/auth/refresh',
      'GET /api/admin-panel/coupons Bearer jwt-new',
    ]);
    expect(JSON.parse(window.localStorage.getItem('adminSession')!)).toMatchObject({ Token: 'jwt-new', status: true, user: { email: 'admin@demo.local' } });
  });

  it('gives the 401 back when the refresh session is gone', async () => {
    window.localStorage.setItem('adminSession', JSON.stringify({ Token: 'jwt-old', status: true }));
    stubFetch(() => ({ status: 401, body: { error: { status: 401, name: 'UnauthorizedError', message: 'Session expirée' } } }));
    const { httpClient } = await import('./httpClient');
    await expect(httpClient('/api/admin-panel/coupons')).rejects.toMatchObject({ status: 401, message: 'Session expirée' });
  });
});
