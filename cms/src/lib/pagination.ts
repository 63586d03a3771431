/** Pagination metadata of every list on the client and consultant surfaces (DESIGN §2). */
export interface Pagination {
  /** 1-based page number */
  page: number;
  pageSize: number;
  /** number of pages, 0 when `total` is 0 */
  pageCount: number;
  total: number;
  /** `false` when `total` is a lower bound (the expert search's "more than 100") */
  totalIsExact?: boolean;
}

/**
 * @param page - 1-based page asked for
 * @param pageSize - items per page
 * @param total - items matching in all (at least that many when `totalIsExact` is `false`)
 * @param totalIsExact - given only by lists whose total may be a lower bound
 */
export function paginationMeta(page: number, pageSize: number, total: number, totalIsExact?: boolean): Pagination {
  return { page, pageSize, pageCount: Math.ceil(total / pageSize), total, ...(totalIsExact === undefined ? {} : { totalIsExact }) };
}

/** `{ data, meta: { pagination } }`: the list envelope. */
export function listBody<T>(data: T[], page: number, pageSize: number, total: number, totalIsExact?: boolean) {
  return { data, meta: { pagination: paginationMeta(page, pageSize, total, totalIsExact) } };
}
