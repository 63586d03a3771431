/**
 * Contact form (spec §2 `/contact-us`, issue 2 §4): validates and stores a contact request for the
 * back office (spec §2 admin `view-contact-us-list`). At most 10 valid requests per IP and hour (429 after),
 * and past the contact budget across all addresses a proof of work (src/lib/rate-limit.ts).
 */
import { isValidPhoneNumber } from 'libphonenumber-js';
import { z, validate, messageKey } from '../../../lib/validation';
import type { Locale } from '../../../lib/messages';
import { limitPublicPost } from '../../../lib/rate-limit';

const contactRequest = z
  .object({
    name: z.string().trim().min(1).max(120),
    email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
    phone: z
      .string()
      .trim()
      .max(32)
      .refine((value) => value === '' || isValidPhoneNumber(value), messageKey('validation.phone'))
      .optional(),
    subject: z.string().trim().min(1).max(200),
    message: z.string().trim().min(1).max(5000),
  })
  .strict();

export default {
  /** `POST /api/client/contact-us` `{ name, email, phone?, subject, message }` → `201 { data: { id } }` */
  async create(ctx: any) {
    const locale: Locale = ctx.state.locale;
    const body = ctx.request.body;
    const input = validate(contactRequest, body && typeof body === 'object' && !Array.isArray(body) ? body : {}, locale);
    await limitPublicPost(locale, 'contact', ctx.get('x-altcha') || undefined, [['contactPerIp', ctx.ip]]);
    const entry = await strapi.documents('api::contact-request.contact-request').create({
      data: { ...input, phone: input.phone ? input.phone : undefined, locale_used: locale, handled: false },
    });
    ctx.status = 201;
    ctx.body = { data: { id: entry.documentId } };
  },
};
