/**
 * Coupons in the back office (docs/api-bookings.md "Admin"; contract: `contracts/admin.ts`): list,
 * read, create, update and soft delete, in the ra-data-simple-rest dialect (DESIGN §2: bare JSON,
 * `Content-Range`, `id` = documentId). Codes are stored upper-case and compared without case; `uses`
 * counts confirmed bookings with the coupon. Amounts in minor currency units, instants UTC.
 */
import type { z } from 'zod';
import { couponRoutes as routes, type Coupon, type CouponInput } from '../../../contracts/admin';
import { ApiError, notFound } from '../../../lib/http-errors';
import { localeOf, readBody, readParams, readQuery, reply, type ApiContext } from '../../../lib/http';
import { t, type Locale } from '../../../lib/messages';
import { BOOKING, COUPON, instant } from '../../booking/services/bookings';

/** A coupon row as the database gives it. */
interface CouponRow {
  id: number;
  documentId: string;
  code: string;
  description?: string | null;
  kind: 'percent' | 'fixed';
  percent_off?: number | null;
  amount_off_minor?: number | null;
  currency?: string | null;
  valid_from?: unknown;
  valid_until?: unknown;
  max_uses?: number | null;
  once_per_client?: boolean | null;
  active?: boolean | null;
}

/** Records of one list request, at most. */
const MAX_RANGE = 100;

const iso = (value: unknown) => (value ? instant(value).toISOString() : null);

/** Row → the API's coupon record (with `uses`). */
async function record(row: CouponRow): Promise<z.input<typeof Coupon>> {
  return {
    id: row.documentId,
    code: row.code,
    description: row.description ?? null,
    kind: row.kind,
    percent_off: row.percent_off ?? null,
    amount_off_minor: row.amount_off_minor ?? null,
    currency: row.currency ?? null,
    valid_from: iso(row.valid_from),
    valid_until: iso(row.valid_until),
    max_uses: row.max_uses ?? null,
    once_per_client: row.once_per_client !== false,
    active: row.active !== false,
    uses: await strapi.db.query(BOOKING).count({ where: { coupon: { id: row.id }, status: 'confirmed' } }),
  };
}

/** The coupon `documentId` (not deleted). @throws ApiError 404 */
async function find(documentId: string, locale: Locale): Promise<CouponRow> {
  const row: CouponRow | null = await strapi.db.query(COUPON).findOne({ where: { documentId, deletedAt: { $null: true } } });
  if (!row) throw notFound(t(locale, 'notFound.coupon'));
  return row;
}

/**
 * Validated input → stored fields (code upper-case, the other kind's amount cleared).
 * @param exceptId - the row being updated (its own code is not "taken")
 * @throws ApiError 400 on `code` when another coupon has the code
 */
async function fieldsOf(input: z.output<typeof CouponInput>, locale: Locale, exceptId?: number) {
  const code = input.code.toUpperCase();
  const taken = await strapi.db.query(COUPON).findOne({ where: { code, ...(exceptId ? { id: { $ne: exceptId } } : {}) } });
  if (taken) throw new ApiError(400, 'ValidationError', t(locale, 'validation.failed'), { fieldErrors: { code: [t(locale, 'coupon.codeTaken')] } });
  return {
    code,
    description: input.description ?? null,
    kind: input.kind,
    percent_off: input.kind === 'percent' ? (input.percent_off ?? null) : null,
    amount_off_minor: input.kind === 'fixed' ? (input.amount_off_minor ?? null) : null,
    currency: input.currency ? input.currency.toUpperCase() : null,
    valid_from: input.valid_from ?? null,
    valid_until: input.valid_until ?? null,
    max_uses: input.max_uses ?? null,
    once_per_client: input.once_per_client,
    active: input.active,
  };
}

export default {
  /** One range of the coupons (`sort`, `range`, `filter`) → bare array + `Content-Range`. */
  async find(ctx: ApiContext) {
    const query = readQuery(ctx, routes.find);
    const [field, order] = query.sort ?? ['createdAt', 'DESC'];
    const [first, last] = query.range ?? [0, 24];
    const filter = query.filter ?? {};
    const where: Record<string, unknown> = { deletedAt: { $null: true } };
    if (filter.q) where.$or = [{ code: { $containsi: filter.q } }, { description: { $containsi: filter.q } }];
    if (filter.active !== undefined) where.active = filter.active;
    if (filter.id) where.documentId = { $in: filter.id };
    const limit = Math.min(Math.max(last - first + 1, 1), MAX_RANGE);
    const [rows, total]: [CouponRow[], number] = await Promise.all([
      strapi.db.query(COUPON).findMany({ where, orderBy: { [field]: order.toLowerCase() }, offset: first, limit }),
      strapi.db.query(COUPON).count({ where }),
    ]);
    ctx.set('Content-Range', `coupons ${first}-${first + Math.max(rows.length - 1, 0)}/${total}`);
    reply(ctx, routes.find, 200, await Promise.all(rows.map(record)));
  },

  /** One coupon. */
  async findOne(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.findOne, 'notFound.coupon');
    reply(ctx, routes.findOne, 200, await record(await find(id, localeOf(ctx))));
  },

  /** Create a coupon. */
  async create(ctx: ApiContext) {
    const locale = localeOf(ctx);
    const data = await fieldsOf(readBody(ctx, routes.create), locale);
    // The document service takes "none" as an absent field, not `null`.
    const created = await strapi.documents(COUPON).create({
      data: {
        ...data,
        description: data.description ?? undefined,
        percent_off: data.percent_off ?? undefined,
        amount_off_minor: data.amount_off_minor ?? undefined,
        currency: data.currency ?? undefined,
        valid_from: data.valid_from ?? undefined,
        valid_until: data.valid_until ?? undefined,
        max_uses: data.max_uses ?? undefined,
      },
    });
    reply(ctx, routes.create, 201, await record(await find(created.documentId, locale)));
  },

  /** Replace a coupon's fields. */
  async update(ctx: ApiContext) {
    const locale = localeOf(ctx);
    const { id } = readParams(ctx, routes.update, 'notFound.coupon');
    const row = await find(id, locale);
    const data = await fieldsOf(readBody(ctx, routes.update), locale, row.id);
    await strapi.db.query(COUPON).update({ where: { id: row.id }, data });
    reply(ctx, routes.update, 200, await record(await find(id, locale)));
  },

  /** Soft delete: the coupon stops working and leaves the list; bookings keep their discount. */
  async delete(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.delete, 'notFound.coupon');
    const row = await find(id, localeOf(ctx));
    await strapi.db.query(COUPON).update({ where: { id: row.id }, data: { deletedAt: new Date(), active: false } });
    reply(ctx, routes.delete, 200, await record({ ...row, active: false }));
  },
};
