/**
 * The OpenAPI 3.1 document of the three surfaces, generated from the route contracts
 * (`src/contracts/`, DESIGN §2 "One contract") with `@asteasolutions/zod-to-openapi`. It is served at
 * `GET /api/openapi.json`, rendered at `/api/docs`, written to `config/api/openapi.json` for the
 * front ends' generated types, and used by the API tests to check every answer they receive.
 *
 * Objects are closed (`additionalProperties: false` unless a schema says otherwise): an answer's
 * fields are exactly the documented ones.
 */
import { OpenAPIRegistry, OpenApiGeneratorV31, type ResponseConfig, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { allRoutes } from '../contracts';
import { adminResources } from '../api/admin-panel/resources';
import { routesOfResource } from './admin-resource';
import { ApiErrorBody } from '../contracts/common';
import type { RouteContract } from '../contracts/route';

type Document = ReturnType<OpenApiGeneratorV31['generateDocument']>;

/**
 * Whether a request to the route can carry a body that the body parser reads before the route runs: a
 * route with a body schema, or any POST, PUT or PATCH (a body sent to a route that takes none is still
 * parsed, so an undecodable one is refused with 413 or 415 there too).
 */
const takesBody = (route: RouteContract) => route.body !== undefined || ['POST', 'PUT', 'PATCH'].includes(route.method);

const COMMON_ERRORS: Record<number, { description: string; applies: (route: RouteContract) => boolean }> = {
  400: { description: 'Invalid input: `details.fieldErrors` maps each field or query parameter to its messages', applies: () => true },
  401: { description: 'Missing or wrong `x-api-key`, or a missing or expired token', applies: () => true },
  403: { description: 'Signed in with another role, or the account is deactivated', applies: (route) => route.access === 'signed-in' },
  404: { description: 'No such record (or one that belongs to another user)', applies: (route) => route.path.includes('/:') },
  413: { description: 'Body or file above the size limit', applies: (route) => takesBody(route) },
  415: { description: 'Body of a media type, content encoding or charset the route does not take (or a file of a refused type)', applies: (route) => takesBody(route) },
};

/** `/client/blogs/:slug` → `/api/client/blogs/{slug}` */
export const openApiPath = (path: string) => `/api${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;

function responsesOf(route: RouteContract): RouteConfig['responses'] {
  const responses: Record<string, ResponseConfig> = {};
  for (const [status, answer] of Object.entries(route.responses)) {
    responses[status] = answer.schema
      ? { description: answer.description, content: { 'application/json': { schema: answer.schema } } }
      : answer.contentType
        ? { description: answer.description, content: Object.fromEntries([answer.contentType].flat().map((type) => [type, { schema: { type: 'string', format: 'binary' } }])) }
        : { description: answer.description };
  }
  for (const [status, error] of Object.entries(COMMON_ERRORS)) {
    if (!responses[status] && error.applies(route)) responses[status] = { description: error.description, content: { 'application/json': { schema: ApiErrorBody } } };
  }
  if (route.cache && !responses[304]) {
    responses[304] = {
      description:
        'Not modified: the `If-None-Match` entity tag is the current one (the 200 answer carries a strong `ETag`; answers of this route are cached on the server and ' +
        'invalidated at once by any change, so browsers revalidate each time: `Cache-Control: public, max-age=0, must-revalidate`, docs/public-cache.md)',
    };
  }
  return responses;
}

function paramsOf(route: RouteContract): z.ZodObject | undefined {
  if (route.params) return route.params;
  const names = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);
  return names.length ? z.object(Object.fromEntries(names.map((name) => [name, z.string()]))) : undefined;
}

/** Set `additionalProperties: false` on every object schema that has properties and says nothing else. */
function closeObjects(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(closeObjects);
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.type === 'object' && schema.properties && schema.additionalProperties === undefined) schema.additionalProperties = false;
  Object.values(schema).forEach(closeObjects);
}

/**
 * Generate the document.
 * @param routes - the contracts to document (default: all of them)
 * @returns an OpenAPI 3.1 document (plain JSON value)
 */
export function openApiDocument(routes: RouteContract[] = [...allRoutes, ...adminResources.flatMap((resource) => Object.values(routesOfResource(resource)))]): Document {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'applicationKey', {
    type: 'apiKey',
    in: 'header',
    name: 'x-api-key',
    description: 'The fixed key of our own front ends (env `PUBLIC_API_KEY`). It identifies the application, it is not a user secret.',
  });
  registry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'Access token of a signed-in user (1 hour; renewed with `auth/refresh`).',
  });
  for (const route of routes) {
    const body = route.body ? { content: { [route.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json']: { schema: route.body } } } : undefined;
    registry.registerPath({
      method: route.method.toLowerCase() as RouteConfig['method'],
      path: openApiPath(route.path),
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      tags: [route.tag],
      security: route.access === 'keyless' ? [] : route.access === 'signed-in' ? [{ applicationKey: [], bearer: [] }] : [{ applicationKey: [] }],
      request: {
        ...(paramsOf(route) ? { params: paramsOf(route) } : {}),
        ...(route.query ? { query: z.object(route.query) } : {}),
        ...(body ? { body } : {}),
      },
      responses: responsesOf(route),
    });
  }
  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Wellness consultation platform API',
      version: '1.0.0',
      description:
        'The three surfaces of the platform: `/api/client` (public catalogue and signed-in clients), `/api/consultant` and `/api/admin-panel`. ' +
        'Every request sends `x-api-key` and `Accept-Language: fr|en` (messages and content in that language). ' +
        'Errors have one shape: `{ error: { status, name, message, details? } }`. Flows and rules: docs/api.md.',
    },
    servers: [{ url: '/' }],
  });
  closeObjects(document);
  return document;
}
