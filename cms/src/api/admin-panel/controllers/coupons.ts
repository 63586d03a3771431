/**
 * Coupons in the back office (issue 5 §4; docs/api-bookings.md "Admin"): list, read, create, update and
 * soft delete, in the ra-data-simple-rest dialect (DESIGN §2: bare JSON, `Content-Range`, `id` = documentId).
 * Codes are stored upper-case and compared without case; `uses` counts confirmed bookings with the coupon.
 */
import { ApiError, notFound } from '../../../lib/http-errors';
import { t, type Locale } from '../../../lib/messages';
import { messageKey, requestBody, validate, z } from '../../../lib/validation';
import { queryParams } from '../../../lib/query-params';
import { BOOKING, COUPON, instant } from '../../booking/services/bookings';

const locale = (ctx: any): Locale => ctx.state.locale;
const SORTABLE = ['code', 'kind', 'valid_from', 'valid_until', 'max_uses', 'active', 'createdAt'] as const;

const jsonParam = <S extends z.ZodType>(schema: S) =>
  z
    .string()
    .max(2000)
    .transform((value, issue) => {
      try {
        return JSON.parse(value);
      } catch {
        issue.addIssue({ code: 'custom', message: 'JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** Query parameters of the coupon list (react-admin's `sort`, `range`, `filter`), declared on its route. */
export const listQuery = {
  sort: jsonParam(z.tuple([z.enum(SORTABLE), z.enum(['ASC', 'DESC'])])).optional(),
  range: jsonParam(z.tuple([z.number().int().min(0), z.number().int().min(0)])).optional(),
  filter: jsonParam(z.object({ q: z.string().max(100).optional(), active: z.boolean().optional(), id: z.array(z.string().max(64)).max(100).optional() })).optional(),
};

const nullableInstant = z.union([z.null(), z.string().max(40).refine((value) => !Number.isNaN(Date.parse(value)), messageKey('booking.instant'))]).optional();
const couponInput = z
  .object({
    code: z.string().trim().min(3).max(32).regex(/^[A-Za-z0-9_-]+$/),
    description: z.string().trim().max(200).nullish(),
    kind: z.enum(['percent', 'fixed']),
    percent_off: z.number().int().min(1).max(100).nullish(),
    amount_off_minor: z.number().int().min(1).max(100_000_000).nullish(),
    currency: z.string().regex(/^[A-Za-z]{3}$/).nullish(),
    valid_from: nullableInstant,
    valid_until: nullableInstant,
    max_uses: z.number().int().min(1).nullish(),
    once_per_client: z.boolean().default(true),
    active: z.boolean().default(true),
  })
  .superRefine((value, issue) => {
    if (value.kind === 'percent' && !value.percent_off) issue.addIssue({ code: 'custom', path: ['percent_off'], params: { key: 'coupon.amountRequired' } });
    if (value.kind === 'fixed' && !value.amount_off_minor) issue.addIssue({ code: 'custom', path: ['amount_off_minor'], params: { key: 'coupon.amountRequired' } });
    if (value.kind === 'fixed' && !value.currency) issue.addIssue({ code: 'custom', path: ['currency'], params: { key: 'coupon.amountRequired' } });
    if (value.valid_from && value.valid_until && Date.parse(value.valid_until) <= Date.parse(value.valid_from)) {
      issue.addIssue({ code: 'custom', path: ['valid_until'], params: { key: 'coupon.dates' } });
    }
  });

const iso = (value: unknown) => (value ? instant(value).toISOString() : null);

async function record(row: any) {
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

async function find(ctx: any) {
  const row = await strapi.db.query(COUPON).findOne({ where: { documentId: String(ctx.params.id), deletedAt: { $null: true } } });
  if (!row) throw notFound(t(locale(ctx), 'notFound.coupon'));
  return row;
}

/** Validated input → stored fields; a code already used by another coupon → 400 on `code`. */
async function dataOf(ctx: any, exceptId?: number) {
  const input = validate(couponInput, requestBody(ctx), locale(ctx));
  const code = input.code.toUpperCase();
  const taken = await strapi.db.query(COUPON).findOne({ where: { code, ...(exceptId ? { id: { $ne: exceptId } } : {}) } });
  if (taken) {
    const message = t(locale(ctx), 'coupon.codeTaken');
    throw new ApiError(400, 'ValidationError', t(locale(ctx), 'validation.failed'), { fieldErrors: { code: [message] } });
  }
  return {
    ...input,
    code,
    currency: input.currency ? input.currency.toUpperCase() : null,
    percent_off: input.kind === 'percent' ? input.percent_off : null,
    amount_off_minor: input.kind === 'fixed' ? input.amount_off_minor : null,
    valid_from: input.valid_from ?? null,
    valid_until: input.valid_until ?? null,
  };
}

export default {
  /** GET /api/admin-panel/coupons?sort=&range=&filter= → bare array + `Content-Range`. */
  async find(ctx: any) {
    const query = queryParams(ctx, listQuery);
    const [field, order] = query.sort ?? ['createdAt', 'DESC'];
    const [first, last] = query.range ?? [0, 24];
    const filter = query.filter ?? {};
    const where: Record<string, unknown> = { deletedAt: { $null: true } };
    if (filter.q) where.$or = [{ code: { $containsi: filter.q } }, { description: { $containsi: filter.q } }];
    if (filter.active !== undefined) where.active = filter.active;
    if (filter.id) where.documentId = { $in: filter.id };
    const limit = Math.min(Math.max(last - first + 1, 1), 100);
    const [rows, total] = await Promise.all([
      strapi.db.query(COUPON).findMany({ where, orderBy: { [field]: order.toLowerCase() }, offset: first, limit }),
      strapi.db.query(COUPON).count({ where }),
    ]);
    ctx.set('Content-Range', `coupons ${first}-${first + Math.max(rows.length - 1, 0)}/${total}`);
    ctx.body = await Promise.all(rows.map(record));
  },

  async findOne(ctx: any) {
    ctx.body = await record(await find(ctx));
  },

  async create(ctx: any) {
    const data = await dataOf(ctx);
    const created = await strapi.documents(COUPON as any).create({ data: data as any });
    ctx.status = 201;
    ctx.body = await record(await strapi.db.query(COUPON).findOne({ where: { documentId: created.documentId } }));
  },

  async update(ctx: any) {
    const row = await find(ctx);
    const data = await dataOf(ctx, row.id);
    await strapi.db.query(COUPON).update({ where: { id: row.id }, data });
    ctx.body = await record(await strapi.db.query(COUPON).findOne({ where: { id: row.id } }));
  },

  /** Soft delete: the coupon stops working and leaves the list; bookings keep their discount. */
  async delete(ctx: any) {
    const row = await find(ctx);
    await strapi.db.query(COUPON).update({ where: { id: row.id }, data: { deletedAt: new Date(), active: false } });
    ctx.body = await record({ ...row, active: false });
  },
};
