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

  it('reads a private file with the admin’s token, renewed once when refused, and names it from the answer', async () => {
    window.localStorage.setItem('adminSession', JSON.stringify({ Token: 'jwt-old', status: true }));
    const seen: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        const url = String(input);
        const auth = new Headers(init.headers).get('Authorization') ?? '';
        seen.push(`${init.method ?? 'GET'} ${url} ${auth}`.trim());
        if (url === '/api/admin-panel/auth/refresh') return new Response(JSON.stringify({ jwt: 'jwt-new' }), { status: 200 });
        if (auth === 'Bearer jwt-old') return new Response(JSON.stringify({ error: { status: 401, name: 'UnauthorizedError', message: 'Session expirée' } }), { status: 401 });
        if (url === '/api/files/f1')
          return new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="id.pdf"; filename*=UTF-8\'\'pi%C3%A8ce.pdf' } });
        return new Response(JSON.stringify({ error: { status: 404, name: 'NotFoundError', message: 'Fichier introuvable.' } }), { status: 404 });
      }),
    );
    const { fetchFile } = await import('./httpClient');
    const file = await fetchFile('/api/files/f1');
    expect(file.filename).toBe('pièce.pdf');
    expect(file.blob.type).toBe('application/pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
    expect(seen).toEqual(['GET /api/files/f1 Bearer jwt-old', 'POST /api/admin-panel/auth/refresh', 'GET /api/files/f1 Bearer jwt-new']);
    await expect(fetchFile('/api/files/gone')).rejects.toMatchObject({ status: 404, message: 'Fichier introuvable.' });
  });
});
