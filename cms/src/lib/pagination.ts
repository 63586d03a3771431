/** Pagination metadata of every list on the client and consultant surfaces (DESIGN §2). */
export interface Pagination {
  /** 1-based page number */
  page: number;
  pageSize: number;
  /** number of pages, 0 when `total` is 0 */
  pageCount: number;
  total: number;
}

/**
 * @param page - 1-based page asked for
 * @param pageSize - items per page
 * @param total - items matching in all
 */
export function paginationMeta(page: number, pageSize: number, total: number): Pagination {
  return { page, pageSize, pageCount: Math.ceil(total / pageSize), total };
}

/** `{ data, meta: { pagination } }`: the list envelope. */
export function listBody<T>(data: T[], page: number, pageSize: number, total: number) {
  return { data, meta: { pagination: paginationMeta(page, pageSize, total) } };
}
