import { beforeAll, describe, expect, it } from 'vitest';
import { seedOnce } from '../helpers/strapi';
import { caller, sharedAdmin, signUpClient, signUpConsultant, type SignedIn } from '../helpers/accounts';

/**
 * Private answers are never cached (docs/api.md "Caching"): every answer to a request with a user's
 * token carries `Cache-Control: no-store`, on every route of the OpenAPI document that takes one,
 * whatever the answer (200, 400, 404…); anonymous answers whose route sets no header of its own too; the
 * public catalogue's reads keep the public read cache's own header.
 */
interface Operation {
  security?: Record<string, unknown>[];
}

let tokens: Record<'client' | 'consultant' | 'admin-panel', SignedIn>;
let operations: { method: string; path: string }[];

beforeAll(async () => {
  await seedOnce();
  const [client, consultant, admin] = await Promise.all([signUpClient(), signUpConsultant(), sharedAdmin()]);
  tokens = { client, consultant, 'admin-panel': admin };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { openApiDocument } = require('../../dist/src/lib/openapi.js') as { openApiDocument: () => { paths: Record<string, Record<string, Operation>> } };
  operations = Object.entries(openApiDocument().paths).flatMap(([template, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => operation.security?.some((requirement) => 'bearer' in requirement))
      .map(([method, _operation]) => ({ method: method.toUpperCase(), path: template.replace(/\{[^}]+\}/g, 'no-such-id') })),
  );
}, 300_000);

describe('Cache-Control of the API surfaces', () => {
  it('answers no-store to every request with a user’s token, on every route that takes one', async () => {
    expect(operations.length).toBeGreaterThan(100);
    const cached: string[] = [];
    for (const { method, path } of operations) {
      const surface = (/^\/api\/(consultant|admin-panel)\//.exec(path)?.[1] ?? 'client') as keyof typeof tokens;
      const http = tokens[surface].http;
      const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
      const answer = verb === 'get' || verb === 'delete' ? await http[verb](path) : await http[verb](path, {});
      if (!/\bno-store\b/.test(String(answer.headers['cache-control']))) cached.push(`${method} ${path} → ${answer.status}: Cache-Control ${answer.headers['cache-control'] ?? '(none)'}`);
    }
    expect(cached).toEqual([]);
  });

  it('answers no-store to anonymous answers whose route sets no header of its own (a form’s refusal, an unknown route)', async () => {
    const refused = await caller().post('/api/client/contact-us', {});
    expect(refused.status).toBe(400);
    expect(refused.headers['cache-control']).toBe('no-store');
    const unknown = await caller().get('/api/client/no-such-route');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });

  it('lets the public catalogue’s reads keep their public cache header, but not for a signed-in reader', async () => {
    const anonymous = await caller().get('/api/client/quotes');
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers['cache-control']).toMatch(/^public\b/);
    const signedIn = await tokens.client.http.get('/api/client/quotes');
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });
});
