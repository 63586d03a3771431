/**
 * A consultant's rating as the API shows it (docs/api-reviews.md "Rating"), from the two columns of its
 * profile that `api::review.reviews` keeps up to date: `rating_count` (visible reviews) and
 * `rating_sum` (their stars added up).
 */

/**
 * @param count - `rating_count` as stored (a number, or a string from some drivers; null before any review)
 * @param sum - `rating_sum` as stored
 * @returns `{ average, count }`: the average rounded to one decimal, `null` without any review
 */
export function ratingSummary(count: unknown, sum: unknown): { average: number | null; count: number } {
  const n = Number(count ?? 0) || 0;
  const total = Number(sum ?? 0) || 0;
  return { average: n > 0 ? Math.round((total / n) * 10) / 10 : null, count: n };
}
