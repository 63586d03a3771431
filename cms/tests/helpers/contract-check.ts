/**
 * Every answer the API tests receive is checked against the OpenAPI document generated from the
 * contracts (DESIGN §2 "One contract"): its status must be documented for that route, and its JSON
 * body must match the documented schema (objects are closed, so an undocumented field fails too).
 *
 * The check listens on the booted server itself, so it sees every request of every test whatever
 * client sent it (supertest agents, helpers, raw sockets). Violations are collected and thrown by
 * the `afterEach` of `contract-check.setup.ts`, failing the test that received the answer.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

const cmsDir = path.resolve(__dirname, '..', '..');

/** Surfaces whose answers are checked. */
const SURFACE = /^\/api\/(client|consultant|admin-panel|files|payments)(\/|$)/;

interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  /** number of path parameters (a literal match wins over a parameter) */
  params: number;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Operation['responses'] }>>;
  components?: Record<string, unknown>;
}

/** The `$id` under which the document's components are known to the validator. */
const COMPONENTS_ID = 'https://contract-check.test/openapi.json';

const holder = globalThis as unknown as {
  __contractViolations?: string[];
  __contractCheck?: { operations: Operation[]; ajv: Ajv2020; validators: Map<string, ValidateFunction> };
};

function loadDocument() {
  if (holder.__contractCheck) return holder.__contractCheck;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { openApiDocument } = require(path.join(cmsDir, 'dist', 'src', 'lib', 'openapi.js')) as { openApiDocument: () => OpenApiDocument };
  const document = openApiDocument();
  const operations: Operation[] = [];
  for (const [template, methods] of Object.entries(document.paths)) {
    const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
    for (const [method, operation] of Object.entries(methods)) {
      operations.push({ method: method.toUpperCase(), template, pattern, params: (template.match(/\{/g) ?? []).length, responses: operation.responses });
    }
  }
  operations.sort((a, b) => a.params - b.params);
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // The shared schemas are added once; each answer's schema points into them, so a component is compiled
  // once for the run instead of once for every route that uses it.
  ajv.addSchema({ $id: COMPONENTS_ID, components: document.components });
  holder.__contractCheck = { operations, ajv, validators: new Map() };
  return holder.__contractCheck;
}

function violations(): string[] {
  return (holder.__contractViolations ??= []);
}

/** The violations found since the last call (and forget them). */
export function takeViolations(): string[] {
  return violations().splice(0);
}

function decode(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  if (encoding === 'deflate') return zlib.inflateSync(body).toString('utf8');
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  return body.toString('utf8');
}

/**
 * Check one answer against the document.
 * @returns a description of the violation, or `null` when the answer is documented
 */
export function checkAnswer(method: string, url: string, status: number, contentType: string, body: string): string | null {
  const { operations, ajv, validators } = loadDocument();
  const pathname = url.split('?')[0];
  const operation = operations.find((candidate) => candidate.method === method && candidate.pattern.test(pathname));
  if (!operation) {
    // A path no route serves ends in the surface's 404 (or 405), or in its 401 when the request lacks the
    // application key (checked before routing); anything else is an undocumented route.
    return status === 404 || status === 405 || status === 401 ? null : `${method} ${pathname} → ${status}: no such route in the OpenAPI document`;
  }
  const response = operation.responses[String(status)];
  if (!response) return `${method} ${operation.template} → ${status}: status not documented (documented: ${Object.keys(operation.responses).join(', ')})`;
  const mediaType = contentType.split(';')[0].trim();
  if (!response.content) return body.length === 0 ? null : `${method} ${operation.template} → ${status}: documented without a body, answered ${mediaType}`;
  const documented = response.content[mediaType];
  if (!documented) return `${method} ${operation.template} → ${status}: answered ${mediaType || 'no content type'}, documented ${Object.keys(response.content).join(', ')}`;
  if (mediaType !== 'application/json' || !documented.schema) return null;
  const key = `${operation.method} ${operation.template} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(JSON.parse(JSON.stringify(documented.schema).replaceAll('"#/components/', `"${COMPONENTS_ID}#/components/`)) as object);
    validators.set(key, validate);
  }
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return `${key}: body is not JSON`;
  }
  if (validate(value)) return null;
  const errors = (validate.errors ?? [])
    .slice(0, 5)
    .map((error) => `${error.instancePath || '/'} ${error.message}${error.params && 'additionalProperty' in error.params ? ` (${String(error.params.additionalProperty)})` : ''}`);
  return `${key}: body does not match the document: ${errors.join('; ')}`;
}

/**
 * Watch every answer of `server` under the role surfaces.
 * @param server - the booted Strapi's HTTP server
 */
export function watchAnswers(server: Server): void {
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '';
    if (!SURFACE.test(url.split('?')[0]) || req.method === 'HEAD' || req.method === 'OPTIONS') return;
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as typeof res.end;
    // Headers given to writeHead as a flat list (the public-read cache's hits) are not kept by `getHeader`.
    const written = new Map<string, string>();
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    res.writeHead = (...args: unknown[]) => {
      const headers = args.find((arg) => Array.isArray(arg) || (typeof arg === 'object' && arg !== null));
      if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) written.set(String(headers[i]).toLowerCase(), String(headers[i + 1]));
      else if (headers) for (const [name, value] of Object.entries(headers)) written.set(name.toLowerCase(), String(value));
      return writeHead(...args);
    };
    const header = (name: string) => written.get(name) ?? (res.getHeader(name) as string | undefined);
    res.on('finish', () => {
      let problem: string | null;
      try {
        const body = decode(Buffer.concat(chunks), header('content-encoding'));
        problem = checkAnswer(req.method ?? 'GET', url, res.statusCode, String(header('content-type') ?? ''), body);
      } catch (error) {
        problem = `${req.method} ${url} → ${res.statusCode}: could not check the answer (${(error as Error).message})`;
      }
      if (problem) violations().push(problem);
    });
  });
}
