/**
 * `X-Query-Count` on every answer: the SQL statements its request sent, and on signed-in routes
 * `X-Query-Count-Sign-In`, how many of them checked the caller's sign-in (lib/query-count). In the chain
 * only when `DB_QUERY_COUNT_HEADER=true` (config/middlewares.ts): the benchmark reads it to print how
 * many queries a back-office page costs, and the API tests to keep that number bounded.
 */
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { countQueries, QUERY_COUNT_HEADER, SIGN_IN_QUERY_COUNT_HEADER } from '../lib/query-count';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  return async (ctx: Context, next: Next): Promise<void> => {
    await countQueries(strapi, next, (count, signIn) => {
      if (ctx.headerSent) return;
      ctx.set(QUERY_COUNT_HEADER, String(count));
      if (signIn !== undefined) ctx.set(SIGN_IN_QUERY_COUNT_HEADER, String(signIn));
    });
  };
};
