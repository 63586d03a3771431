/**
 * HTTP load measurement with autocannon (programmatic API): throughput and latency of one URL.
 *
 * How: a warm-up run whose figures are thrown away (JIT, caches, SQLite pages, keep-alive sockets),
 * then the measured run: `connections` keep-alive connections (default 10) for `duration` seconds
 * (default 10), each connection sending its next request as soon as the previous answer arrives (no
 * pipelining). autocannon runs on the bench process's main thread; the servers measured run
 * elsewhere (a child process, or a worker thread). Nothing is asserted: the caller prints the figures.
 *
 * Requests that must differ from one another (a booking per free time slot, a rotation of search
 * queries; the warm-up then runs the same hooks) pass `setupRequest`
 * (autocannon's hook: mutates the request before it is sent) and `amount` (stop after that many
 * requests, before `duration` if they run out), with `warmup: 0` so that no slot is spent unmeasured.
 */
import autocannon from 'autocannon';

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * Load one URL.
 * @param url - absolute http://127.0.0.1 URL
 * @param options.headers - request headers
 * @param options.method, options.body - for a non-GET request
 * @param options.setupRequest - autocannon hook `(request) => request` (one per request sent)
 * @param options.onResponse - autocannon hook `(status, body, context, headers)`
 * @param options.amount - stop after this many requests (default: run `duration` seconds)
 * @param options.warmup - seconds of the discarded warm-up run (0: none)
 * @returns `{ rps, p50, p97_5, p99, max, non2xx, errors, timeouts, requests, seconds }`: requests/s
 *   (average over the seconds of the run), latencies in ms, counts over the measured run
 */
export async function measure(url, { headers = {}, method = 'GET', body, connections = 10, duration = 10, warmup = 2, amount, setupRequest, onResponse } = {}) {
  if (!/^http:\/\/127\.0\.0\.1[:/]/.test(url)) throw new Error(`refusing to load a non-local URL: ${url}`);
  const base = { url, headers, method, body, connections, timeout: 10 };
  // autocannon calls a hook whenever its key is present: only defined ones are passed.
  const hooks = Object.fromEntries(Object.entries({ setupRequest, onResponse }).filter(([, hook]) => hook));
  const requests = Object.keys(hooks).length ? [{ method, headers, body, ...hooks }] : undefined;
  if (warmup > 0) await run({ ...base, ...(requests ? { requests } : {}), duration: warmup });
  const started = Date.now();
  const result = await run({ ...base, ...(requests ? { requests } : {}), ...(amount ? { amount, duration: Math.max(duration, 60) } : { duration }) });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    requests: result.requests.total,
    seconds: (Date.now() - started) / 1000,
  };
}
