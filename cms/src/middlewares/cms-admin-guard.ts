/**
 * Strapi's own admin API (`/admin/*`, behind the `/cms` panel) never registers a super-administrator
 * from the outside: `POST /admin/register-admin` is refused (403) always, whether or not an
 * administrator exists. The first one is created at start from the environment (src/lib/cms-admin.ts)
 * or by `npm run cms:admin`.
 */
import type { Context, Next } from 'koa';
import { resolveLocale } from '../lib/messages';

const REGISTER_ADMIN = /^\/admin\/register-admin\/?$/i;

export default () => {
  return async (ctx: Context, next: Next): Promise<void> => {
    if (REGISTER_ADMIN.test(ctx.path)) {
      const fr = resolveLocale(ctx.get('accept-language')) === 'fr';
      ctx.status = 403;
      ctx.body = {
        data: null,
        error: {
          status: 403,
          name: 'ForbiddenError',
          message: fr
            ? "L'inscription d'un administrateur est fermée : le premier administrateur est créé au démarrage (CMS_ADMIN_EMAIL) ou par `npm run cms:admin`."
            : 'Administrator registration is closed: the first administrator is created at start (CMS_ADMIN_EMAIL) or by `npm run cms:admin`.',
        },
      };
      return;
    }
    await next();
  };
};
