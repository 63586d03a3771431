/**
 * The API reference (DESIGN §2 "One contract"): the OpenAPI document generated from the contracts is
 * served without a key, rendered as a page, and every answer the API tests receive is checked
 * against it (tests/helpers/contract-check.ts), so an undocumented field or status fails a test.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkAnswer } from '../helpers/contract-check';
import { api, bootStrapi } from '../helpers/strapi';

beforeAll(async () => {
  await bootStrapi();
});

describe('API reference', () => {
  it('serves the OpenAPI 3.1 document without an application key', async () => {
    const app = await bootStrapi();
    const res = await request(app.server.httpServer).get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.paths['/api/client/blogs'].get.responses['200']).toBeDefined();
    expect(res.body.components.schemas.ApiError).toBeDefined();
  });

  it('renders a readable reference page of the document', async () => {
    const app = await bootStrapi();
    const page = await request(app.server.httpServer).get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>API reference');
    expect(page.text).toContain('/api/docs/swagger-ui-bundle.js');
    const script = await request(app.server.httpServer).get('/api/docs/swagger-ui-bundle.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect((await request(app.server.httpServer).get('/api/docs/package.json')).status).toBe(404);
  });

  it('finds an answer with an undocumented field, a wrong type or an undocumented status', async () => {
    const quote = { id: 'q1', author_name: 'A', quote_title: 'T', text: 'x', locale: 'fr' };
    const list = (item: object) => JSON.stringify({ data: [item], meta: { pagination: { page: 1, pageSize: 12, pageCount: 1, total: 1 } } });
    expect(checkAnswer('GET', '/api/client/quotes', 200, 'application/json', list(quote))).toBeNull();
    expect(checkAnswer('GET', '/api/client/quotes', 200, 'application/json', list({ ...quote, secret: 1 }))).toMatch(/secret/);
    expect(checkAnswer('GET', '/api/client/quotes', 200, 'application/json', list({ ...quote, text: 3 }))).toMatch(/text/);
    expect(checkAnswer('GET', '/api/client/quotes', 418, 'application/json', '{}')).toMatch(/418.*not documented/);
  });

  it('checks real answers: a list, a 404 and a validation error all match the document', async () => {
    const client = await api('en');
    for (const url of ['/api/client/quotes', '/api/client/blogs/no-such-post', '/api/client/quotes?pageSize=0']) {
      const res = await client.get(url);
      expect(checkAnswer('GET', url, res.status, res.headers['content-type'], res.text)).toBeNull();
    }
  });
});
