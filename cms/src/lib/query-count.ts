/**
 * How many SQL statements an answer cost (docs/performance.md "Uncached reads under load"): with
 * `DB_QUERY_COUNT_HEADER=true` (off by default; the benchmark and the API tests turn it on), every answer
 * carries `X-Query-Count`, the number of statements its request sent to the database before the answer
 * (through the Document Service, `strapi.db.query` or raw knex). Work run after the answer
 * (`lib/after-answer`) is not counted.
 *
 * The statements of one request are told apart from those of the others running at the same time by an
 * AsyncLocalStorage scope opened around the rest of the middleware stack; they are seen on knex's `query`
 * event, as the public-read cache records what an answer read (`lib/public-cache/reads`).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';

/** The response header carrying the count. */
export const QUERY_COUNT_HEADER = 'X-Query-Count';
/** The response header carrying how many of them checked the caller's sign-in (the same on every signed-in route). */
export const SIGN_IN_QUERY_COUNT_HEADER = 'X-Query-Count-Sign-In';

/** What one request has sent so far. */
interface QueryScope {
  count: number;
  /** statements sent when the sign-in check ended (signed-in routes) */
  signIn?: number;
}

/** Whether answers carry {@link QUERY_COUNT_HEADER} (env `DB_QUERY_COUNT_HEADER=true`). */
export const queryCountEnabled = (): boolean => process.env.DB_QUERY_COUNT_HEADER === 'true';

const scopes = new AsyncLocalStorage<QueryScope>();
const listening = new WeakSet<object>();

/** Count, from now on, every statement sent by a request inside {@link countQueries} (once per connection). */
function listen(strapi: Core.Strapi): void {
  const knex = strapi.db.connection;
  if (listening.has(knex)) return;
  listening.add(knex);
  knex.on('query', () => {
    const scope = scopes.getStore();
    if (scope) scope.count += 1;
  });
}

/**
 * Run `work` (the rest of a request's handling) counting the SQL statements it sends.
 * @param strapi - the booted Strapi whose database connection is listened to
 * @param work - the work to run
 * @param report - called once `work` has ended (also when it threw) with the number of statements sent
 *   while it ran (in its asynchronous context) and, on a signed-in route, how many of them the sign-in
 *   check sent (see {@link signInChecked})
 * @returns what `work` returns; throws what it throws
 */
export async function countQueries<T>(strapi: Core.Strapi, work: () => Promise<T>, report: (count: number, signIn: number | undefined) => void): Promise<T> {
  listen(strapi);
  const scope: QueryScope = { count: 0 };
  try {
    return await scopes.run(scope, work);
  } finally {
    report(scope.count, scope.signIn);
  }
}

/**
 * Note that the caller's sign-in has just been checked (the signed-in policy): the statements sent so far
 * are that check's, told apart from the route's own work. Nothing happens outside a counted request.
 */
export function signInChecked(): void {
  const scope = scopes.getStore();
  if (scope) scope.signIn = scope.count;
}
