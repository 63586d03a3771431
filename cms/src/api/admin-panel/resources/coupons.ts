/**
 * Coupons (docs/api-bookings.md "Admin"; contracts/admin-bookings `Coupon`, `CouponInput`): percent or
 * fixed-amount discounts (minor units), valid between two instants, with an optional use limit and a
 * once-per-client option. Codes are stored upper-case and are unique; `uses` counts the confirmed
 * bookings with the coupon.
 *
 * A trash: a coupon in it stops working at checkout (lib/booking/pricing reads live coupons only) and
 * works again once restored, as it was; bookings keep their discount either way. A coupon that bookings
 * used (whatever their state) is never deleted for good, so that they keep its code (409 `InUse`).
 */
import type { z } from 'zod';
import { Coupon, COUPON_SORTABLE, couponFilters, CouponInput, COUPONS_TAG } from '../../../contracts/admin-bookings';
import { countsByRelation, defineAdminResource, type ResourceDocument } from '../../../lib/admin-resource';
import { BOOKING, COUPON } from '../../../lib/content-types';
import { flagWhere, instantOrNull, textOrNull } from './people';

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * The records of a page of coupon documents, in order, with `uses` (confirmed bookings with the
 * coupon) counted for the whole page in one query.
 */
async function couponRecords(documents: readonly ResourceDocument[]): Promise<z.input<typeof Coupon>[]> {
  const uses = await countsByRelation(
    BOOKING,
    'coupon',
    documents.map(({ row }) => row.id),
    { status: 'confirmed' },
  );
  return documents.map(({ row, trashed }) => ({
    id: row.documentId,
    code: textOrNull(row.code) ?? '',
    description: textOrNull(row.description),
    kind: row.kind === 'fixed' ? 'fixed' : 'percent',
    percent_off: numberOrNull(row.percent_off),
    amount_off_minor: numberOrNull(row.amount_off_minor),
    currency: textOrNull(row.currency),
    valid_from: instantOrNull(row.valid_from),
    valid_until: instantOrNull(row.valid_until),
    max_uses: numberOrNull(row.max_uses),
    once_per_client: row.once_per_client !== false,
    active: row.active !== false,
    uses: uses.get(row.id) ?? 0,
    deletedAt: trashed ? instantOrNull(row.deletedAt) : null,
  }));
}

export default defineAdminResource({
  name: 'coupons',
  noun: 'coupon',
  tag: COUPONS_TAG,
  uid: COUPON,
  record: Coupon,
  input: CouponInput,
  trash: true,
  search: ['code', 'description'],
  sortable: COUPON_SORTABLE,
  filters: couponFilters,
  filterWhere: { active: (value: boolean) => flagWhere('active', value, true) },
  unique: ['code'],
  toRecords: (documents) => couponRecords(documents),
  /** The code upper-case, the fields of the other kind cleared, "none" stored as `null`. */
  toData(shared) {
    const input = shared as z.output<typeof CouponInput>;
    return {
      code: input.code.toUpperCase(),
      description: input.description || null,
      kind: input.kind,
      percent_off: input.kind === 'percent' ? (input.percent_off ?? null) : null,
      amount_off_minor: input.kind === 'fixed' ? (input.amount_off_minor ?? null) : null,
      currency: input.kind === 'fixed' && input.currency ? input.currency.toUpperCase() : null,
      valid_from: input.valid_from ?? null,
      valid_until: input.valid_until ?? null,
      max_uses: input.max_uses ?? null,
      once_per_client: input.once_per_client,
      active: input.active,
    };
  },
  inUse: (row) => strapi.db.query(BOOKING).count({ where: { coupon: { id: row.id } } }),
});
