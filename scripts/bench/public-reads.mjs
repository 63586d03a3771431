/**
 * Measure 1 — cached public reads against the bare Node floor serving the same bytes.
 * Target: our requests/s ≥ 50 % of the bare server's, per read.
 *
 * How: for each catalogue read (the expert search page, the specializations list, the web settings),
 * our server (public-read cache on, its default) is asked once with a browser's headers (API key,
 * `Accept-Language: fr`, `Accept-Encoding: gzip, deflate, br`) to warm the cache, then the answer is
 * recorded as sent (replay-server.mjs) and a bare `node:http` server in a worker thread replays those
 * exact bytes and headers. autocannon loads each side in turn (load.mjs: 10 connections, 10 s after a
 * 2 s warm-up) with the same request. During our run every answer's `X-Cache` header is counted:
 * the share of HIT is printed (the bare run gets the same no-op hook, so that the load generator does
 * the same work on both sides); when the header never appears, the cache is not in this build and the
 * ratio is printed as measured.
 */
import { measure } from './load.mjs';
import { OUR_HEADERS } from './ours.mjs';
import { recordAnswer, startReplayServer } from './replay-server.mjs';
import { freePort } from '../free-port.mjs';

export const TARGET_SHARE = 0.5;

/** The catalogue reads measured (path + query, as our web site asks them). */
export const PUBLIC_READS = [
  { key: 'experts', label: 'expert search page', path: '/api/client/consultants?specialization=ayurveda,naturopathy&languages=fr,en&page=2' },
  { key: 'specializations', label: 'specializations list', path: '/api/client/specializations' },
  { key: 'web-settings', label: 'web settings', path: '/api/client/web-setting/get-record' },
];

const BROWSER_HEADERS = { ...OUR_HEADERS, 'accept-encoding': 'gzip, deflate, br' };

/**
 * @param base - our server (`http://127.0.0.1:<port>`), public-read cache as configured
 * @param log - progress printer
 * @returns one result per read: `{ label, ours, bare, share, hits: { HIT, MISS, absent }, bytes, encoding }`
 */
export async function measurePublicReads(base, { log = console.log, duration = 10 } = {}) {
  const answers = [];
  for (const read of PUBLIC_READS) {
    await recordAnswer(base + read.path, BROWSER_HEADERS); // fills the cache (a MISS)
    const answer = await recordAnswer(base + read.path, BROWSER_HEADERS);
    if (answer.status !== 200) throw new Error(`${read.path} answered ${answer.status}: ${answer.body.toString('utf8', 0, 300)}`);
    answers.push(answer);
  }
  const replay = await startReplayServer(answers, await freePort());
  const results = [];
  try {
    for (const [index, read] of PUBLIC_READS.entries()) {
      const answer = answers[index];
      const header = (name) => answer.headers.find(([n]) => n.toLowerCase() === name)?.[1];
      const encoding = header('content-encoding') ?? 'identity';
      log(`  ${read.label} (${read.path}): ${answer.body.length} bytes ${encoding}, X-Cache ${header('x-cache') ?? '(absent)'}, ETag ${header('etag') ? 'yes' : 'no'}`);
      const hits = { HIT: 0, MISS: 0, other: 0, absent: 0 };
      const countCache = (status, body, context, headers) => {
        const value = Object.entries(headers).find(([name]) => name.toLowerCase() === 'x-cache')?.[1];
        if (value === undefined) hits.absent += 1;
        else if (String(value).toUpperCase() === 'HIT') hits.HIT += 1;
        else if (String(value).toUpperCase() === 'MISS') hits.MISS += 1;
        else hits.other += 1;
      };
      const ours = await measure(base + read.path, { headers: BROWSER_HEADERS, duration, onResponse: countCache });
      // The same hook on the bare side, so that the load generator does the same work for both.
      const bare = await measure(replay.base + read.path, { headers: BROWSER_HEADERS, duration, onResponse: () => {} });
      const seen = hits.HIT + hits.MISS + hits.other;
      results.push({
        ...read,
        ours,
        bare,
        share: ours.rps / bare.rps,
        hits,
        hitShare: seen ? hits.HIT / (seen + hits.absent) : null,
        cachePresent: seen > 0,
        bytes: answer.body.length,
        encoding,
      });
    }
  } finally {
    await replay.close();
  }
  return results;
}
