import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { booted, seedOnce } from '../helpers/strapi';
import { caller, PASSWORD, signUpClient, signUpConsultant, type Caller } from '../helpers/accounts';
import { expectErrorShape } from '../helpers/bad-input';
import { fillPath, surfaceRoutes, type SurfaceRoute } from '../helpers/routes';

/**
 * The back office's surface is for admins only (spec §6 roles; DESIGN §2): every route of
 * `/api/admin-panel/` the server registered, found in its route table (so a route added later is
 * covered), answers 401 in the one error shape to an anonymous caller, to a signed-in client's token
 * and to a consultant's token (the `signed-in` policy checks the token's role: another role's token
 * is refused like a missing one). The only routes open without an admin token are the admin sign-in,
 * refresh, sign-out and password-reset routes (a client or consultant cannot sign in through them).
 */

/** The admin routes that need no token. */
const OPEN = [
  'POST /api/admin-panel/auth/login',
  'POST /api/admin-panel/auth/refresh',
  'POST /api/admin-panel/auth/logout',
  'POST /api/admin-panel/auth/forgot-password',
  'POST /api/admin-panel/auth/reset-password',
];

const key = (route: SurfaceRoute) => `${route.method} ${route.path}`;
const send = (http: Caller, route: SurfaceRoute) => {
  const url = fillPath(route, () => 'abcdefghijklmnopqrstuvwx');
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return method === 'get' || method === 'delete' ? http[method](url) : http[method](url, {});
};

let routes: SurfaceRoute[];
let guarded: SurfaceRoute[];
const callers: Record<'anonymous' | 'client' | 'consultant', Caller> = {} as never;

beforeAll(async () => {
  await seedOnce();
  routes = surfaceRoutes().filter((route) => route.surface === 'admin-panel');
  // Which routes the reference documents as needing a bearer token (the contract's `signed-in` access).
  const document = (await request(booted().server.httpServer).get('/api/openapi.json')).body as { paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>> };
  const needsToken = (route: SurfaceRoute) => {
    const operation = document.paths[route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[route.method.toLowerCase()];
    if (!operation) throw new Error(`${key(route)} is not in the API reference`);
    return Boolean(operation.security?.some((scheme) => 'bearer' in scheme));
  };
  guarded = routes.filter(needsToken);
  const [client, consultant] = await Promise.all([signUpClient(), signUpConsultant()]);
  callers.anonymous = caller();
  callers.client = client.http;
  callers.consultant = consultant.http;
}, 300_000);

describe('the admin surface', () => {
  it('has no route open without an admin token but the signed-out admin’s account routes', () => {
    expect(routes.length).toBeGreaterThan(40);
    const open = routes.filter((route) => !guarded.includes(route)).map(key);
    expect(open.sort()).toEqual([...OPEN].sort());
    // Among them, the bookings, their actions, the coupons' trash and the dashboard.
    expect(guarded.map(key)).toEqual(
      expect.arrayContaining([
        'GET /api/admin-panel/bookings',
        'GET /api/admin-panel/bookings/:id',
        'POST /api/admin-panel/bookings/:id/mark-paid',
        'POST /api/admin-panel/bookings/:id/refund',
        'POST /api/admin-panel/bookings/:id/cancel',
        'POST /api/admin-panel/coupons/:id/restore',
        'DELETE /api/admin-panel/coupons/:id/permanent',
        'GET /api/admin-panel/dashboard',
      ]),
    );
  });

  for (const who of ['anonymous', 'client', 'consultant'] as const) {
    it(`answers 401 on every guarded route to ${who === 'anonymous' ? 'an anonymous caller' : `a signed-in ${who}’s token`}`, async () => {
      const wrong: string[] = [];
      for (const route of guarded) {
        const response = await send(callers[who], route);
        if (response.status !== 401) wrong.push(`${key(route)} → ${response.status}`);
        else expectErrorShape(response, 401);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('does not sign a client or a consultant in as an admin', async () => {
    const client = await signUpClient();
    const consultant = await signUpConsultant();
    for (const account of [client, consultant]) {
      const login = await account.http.anonymous().post('/api/admin-panel/auth/login', { email: account.email, password: PASSWORD });
      expectErrorShape(login, 401);
      expect(login.body.jwt).toBeUndefined();
    }
  });
});
