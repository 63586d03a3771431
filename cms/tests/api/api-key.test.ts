import type { Server } from 'node:http';
import { describe, expect, it, beforeAll } from 'vitest';
import request from 'supertest';
import { bootStrapi, API_KEY } from '../helpers/strapi';

/** A public route of each surface (the admin surface's sign-in: its other routes need an admin). */
const SURFACES = ['/api/client/web-setting/get-record', '/api/consultant/web-setting/get-record', '/api/admin-panel/auth/login'];
const call = (server: Server, url: string) => (url.endsWith('/auth/login') ? request(server).post(url).send({}) : request(server).get(url));

describe('x-api-key on the three role surfaces', () => {
  let server: Server;
  beforeAll(async () => {
    server = (await bootStrapi()).server.httpServer;
  });

  it.each(SURFACES)('%s without a key answers 401 in the one error shape, in French by default', async (url) => {
    const response = await call(server, url);
    expect(response.status).toBe(401);
    expect(response.body.error).toMatchObject({ status: 401, name: 'UnauthorizedError' });
    expect(response.body.error.message).toContain("Clé d'application");
  });

  it.each(SURFACES)('%s with a wrong key answers 401 in English when asked', async (url) => {
    const response = await call(server, url).set('x-api-key', `${API_KEY()}x`).set('Accept-Language', 'en-GB,en;q=0.9');
    expect(response.status).toBe(401);
    expect(response.body.error.message).toBe('Missing or invalid application key (x-api-key header).');
  });

  it('the right key passes the guard on every surface (then the route answers: 200, 400 or 404, not 401)', async () => {
    for (const url of SURFACES) {
      const response = await call(server, url).set('x-api-key', API_KEY());
      expect(response.status).not.toBe(401);
    }
  });

  it('an unknown path under a surface answers a JSON 404, not the web site', async () => {
    const response = await request(server).get('/api/client/no-such-thing').set('x-api-key', API_KEY());
    expect(response.status).toBe(404);
    expect(response.body.error.name).toBe('NotFoundError');
  });
});
