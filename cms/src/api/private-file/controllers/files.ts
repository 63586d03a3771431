/** `GET /api/files/:id`: a private file for its owner or an admin (docs/api-consultant.md "Files"). */
import type { Role } from '../../../lib/roles';

export default {
  async download(ctx: any) {
    const locale = ctx.state.locale;
    const accounts = strapi.service('api::account.accounts') as any;
    // Any role's token; a missing or invalid one answers 404 like a stranger's (no hint that the file exists).
    const user = ctx.request.header.authorization ? await accounts.authenticate(ctx.request.header.authorization, null, locale).catch(() => null) : null;
    const role: Role | null = user?.role?.type ?? null;
    await (strapi.service('api::private-file.private-files') as any).serve(ctx, String(ctx.params.id), { user, role, ip: ctx.request.ip ?? '', userAgent: ctx.get('user-agent') ?? '' }, locale);
  },
};
