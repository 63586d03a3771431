/**
 * Before measuring: check that the targets (ours, and the bare SQL server and/or Strapi's stock find)
 * answer the same search result, so that the load figures compare like with like.
 *
 * How: one GET of each target; the pages must list the same consultants (documentIds) in the same
 * order and report the same total. Our endpoint's cards are also compared field by field with the
 * bare server's (all fields but `bio_excerpt`, built differently, and `next_available_at`, which only
 * ours computes: the slot engine runs in the app, so the bare figure leaves that work out), and
 * Strapi's stock answer is checked to carry the populated relations. Differences are returned as
 * warnings, not thrown.
 */

async function getJson(target) {
  const response = await fetch(target.url, { headers: target.headers });
  const text = await response.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    /* reported below */
  }
  return { status: response.status, bytes: Buffer.byteLength(text), body, text };
}

/** The page of one answer: `{ ids, names, total }` (stock answers carry `documentId`). */
function pageOf(body) {
  const data = Array.isArray(body?.data) ? body.data : [];
  return {
    ids: data.map((item) => item.documentId ?? item.id),
    names: data.map((item) => item.display_name),
    total: body?.meta?.pagination?.total,
  };
}

function stripExcerpt(card) {
  const { bio_excerpt: _omit, next_available_at: _computed, ...rest } = card;
  return JSON.stringify(rest);
}

/**
 * @param targets - `{ ours, stock?, bare? }`, each `{ label, url, headers }`
 * @returns `{ ok, warnings: string[], summary: string[], answers }`
 */
export async function checkSamePage(targets) {
  const warnings = [];
  const summary = [];
  const answers = {};
  for (const [key, target] of Object.entries(targets)) {
    const answer = await getJson(target);
    answers[key] = answer;
    const page = pageOf(answer.body);
    summary.push(`${target.label}: HTTP ${answer.status}, ${(answer.bytes / 1024).toFixed(1)} KiB, ${page.ids.length} cards, total ${page.total}`);
    if (answer.status !== 200 || !answer.body) warnings.push(`${target.label} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    else if (page.ids.length === 0) warnings.push(`${target.label} answered an empty page`);
  }
  const ours = pageOf(answers.ours.body);
  for (const key of Object.keys(targets).filter((k) => k !== 'ours')) {
    const other = pageOf(answers[key].body);
    const label = targets[key].label;
    if (JSON.stringify(other.ids) !== JSON.stringify(ours.ids)) {
      warnings.push(`${label} lists other consultants or another order than ours:\n      ours:  ${ours.names.join(' | ')}\n      ${key.padEnd(5)}: ${other.names.join(' | ')}`);
    }
    if (other.total !== ours.total) warnings.push(`${label} total ${other.total} ≠ ours ${ours.total}`);
  }
  const oursCards = answers.ours.body?.data ?? [];
  const bareCards = answers.bare?.body?.data ?? [];
  const differing = answers.bare ? oursCards.filter((card, i) => !bareCards[i] || stripExcerpt(card) !== stripExcerpt(bareCards[i])) : [];
  if (differing.length) warnings.push(`${differing.length} of our cards differ from the bare server's (other than bio_excerpt), e.g. ${stripExcerpt(differing[0]).slice(0, 300)}`);
  const stockFirst = answers.stock?.body?.data?.[0];
  if (stockFirst && !(Array.isArray(stockFirst.specializations) && Array.isArray(stockFirst.languages) && 'country' in stockFirst)) {
    warnings.push(`Strapi stock answer lacks populated relations: ${JSON.stringify(stockFirst).slice(0, 300)}`);
  }
  return { ok: warnings.length === 0, warnings, summary, answers };
}
