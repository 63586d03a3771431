/**
 * `GET /api/files/:id`: a private file for those allowed (docs/api-consultant.md "Files"; contract:
 * `contracts/files.ts`), sent as a download the browser must not sniff, render or cache.
 */
import { fileRoutes as routes } from '../../../contracts/files';
import { localeOf, readParams, type ApiContext } from '../../../lib/http';
import { services } from '../../../lib/services';

/** `name` as a `Content-Disposition` attachment: an ASCII fallback and the exact UTF-8 name. */
const attachment = (name: string) => `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export default {
  async download(ctx: ApiContext) {
    const locale = localeOf(ctx);
    const { id } = readParams(ctx, routes.download, 'notFound.file');
    const authorization = ctx.get('authorization');
    // Any role's token; a missing or invalid one answers 404 like a stranger's (no hint that the file exists).
    const user = authorization
      ? await services
          .accounts()
          .authenticate(authorization, null, locale)
          .catch(() => null)
      : null;
    const reader = { user, role: user?.role?.type ?? null, ip: ctx.request.ip ?? '', userAgent: ctx.get('user-agent') };
    const file = await services.privateFiles().open(id, reader, locale);
    ctx.status = 200;
    ctx.set('Content-Type', file.mime);
    ctx.set('Content-Length', String(file.size));
    ctx.set('Content-Disposition', attachment(file.name));
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
    ctx.body = file.stream;
  },
};
