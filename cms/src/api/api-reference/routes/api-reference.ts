/**
 * The API reference (DESIGN §2 "One contract"): the OpenAPI 3.1 document of the three surfaces at
 * `GET /api/openapi.json` and a readable page rendering it at `GET /api/docs`. Neither needs the
 * application key: they describe the API, they open nothing.
 */
const open = { auth: false as const };

export default {
  routes: [
    { method: 'GET', path: '/openapi.json', handler: 'api-reference.document', config: open },
    { method: 'GET', path: '/docs', handler: 'api-reference.page', config: open },
    { method: 'GET', path: '/docs/:asset', handler: 'api-reference.asset', config: open },
  ],
};
