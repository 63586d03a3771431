/**
 * Contact form (spec §2 `/contact-us`): validates and stores a contact request for the
 * back office (spec §2 admin `view-contact-us-list`). At most 10 valid requests per IP and hour (429 after),
 * and past the contact budget across all addresses a proof of work (src/lib/rate-limit.ts).
 */
import { contactRoutes as routes } from '../../../contracts/catalogue';
import { localeOf, readBody, reply, type ApiContext } from '../../../lib/http';
import { limitPublicPost } from '../../../lib/rate-limit';

export default {
  /** `POST /api/client/contact-us` `{ name, email, phone?, subject, message }` → `201 { data: { id } }` */
  async create(ctx: ApiContext) {
    const locale = localeOf(ctx);
    const input = readBody(ctx, routes.create);
    await limitPublicPost(locale, 'contact', ctx.get('x-altcha') || undefined, [['contactPerIp', ctx.ip]]);
    const entry = await strapi.documents('api::contact-request.contact-request').create({
      data: { ...input, phone: input.phone ? input.phone : undefined, locale_used: locale, handled: false },
    });
    reply(ctx, routes.create, 201, { data: { id: entry.documentId } });
  },
};
