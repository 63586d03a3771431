/**
 * HTTP load measurement with autocannon (programmatic API): throughput and latency of one GET URL.
 *
 * How: a 2 s warm-up run whose figures are thrown away (JIT, caches, SQLite pages, keep-alive
 * sockets), then the measured run: 10 keep-alive connections for 10 s, each connection sending its
 * next request as soon as the previous answer arrives (no pipelining). autocannon runs on the bench
 * process's main thread; the servers measured run elsewhere (a child process, or a worker thread).
 * Nothing is asserted: the caller prints the figures.
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
 * @param headers - request headers
 * @returns `{ rps, p50, p99, non2xx, errors, timeouts, requests }`: requests/s (average over the
 *   seconds of the run), latencies in ms, counts over the measured run
 */
export async function measure(url, { headers = {}, connections = 10, duration = 10, warmup = 2 } = {}) {
  if (!/^http:\/\/127\.0\.0\.1[:/]/.test(url)) throw new Error(`refusing to load a non-local URL: ${url}`);
  const base = { url, headers, connections, timeout: 10 };
  await run({ ...base, duration: warmup });
  const result = await run({ ...base, duration });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    requests: result.requests.total,
  };
}
