/**
 * The floor of a cached public read: a bare `node:http` server that answers recorded bytes, nothing
 * else (no routing beyond a map lookup, no middleware, no compression work).
 *
 * How: {@link recordAnswer} fetches one answer from our server with `node:http` (the body as sent, still
 * compressed, and the raw response headers); {@link startReplayServer} serves each recorded answer at
 * its path + query, with the same status, the same headers (less the per-connection ones: Date,
 * Connection, Keep-Alive, Transfer-Encoding; Content-Length set to the recorded body's length) and
 * the same body bytes, so the two servers put the same bytes on the wire. It runs in a worker thread
 * of the bench process, with its own event loop, apart from the load generator (main thread).
 */
import http from 'node:http';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * One answer of our server, as sent.
 * @param url - absolute URL (http://127.0.0.1)
 * @param headers - request headers (Accept-Encoding included: the body is kept compressed)
 * @returns `{ path, status, headers: [name, value][], body: Buffer }`
 */
export function recordAnswer(url, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const raw = response.rawHeaders;
        const pairs = [];
        for (let i = 0; i < raw.length; i += 2) pairs.push([raw[i], raw[i + 1]]);
        const { pathname, search } = new URL(url);
        resolve({ path: pathname + search, status: response.statusCode, headers: pairs, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Worker side: serve the recorded answers until terminated. */
function serve({ answers, port }) {
  const byPath = new Map(
    answers.map((answer) => {
      const headers = answer.headers.filter(([name]) => !PER_CONNECTION.has(name.toLowerCase()));
      const body = Buffer.from(answer.body);
      headers.push(['Content-Length', String(body.length)]);
      return [answer.path, { status: answer.status, headers: headers.flat(), body }];
    }),
  );
  const server = http.createServer((req, res) => {
    const answer = byPath.get(req.url);
    if (!answer) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"status":404}}');
      return;
    }
    res.writeHead(answer.status, answer.headers).end(answer.body);
  });
  server.keepAliveTimeout = 5000;
  server.listen(port, '127.0.0.1', () => parentPort.postMessage({ ready: true }));
}

if (!isMainThread && workerData?.role === 'replay-server') serve(workerData);

/**
 * Start the replay server in a worker thread.
 * @param answers - what {@link recordAnswer} returned, one per path
 * @param port - port to listen on (127.0.0.1)
 * @returns `{ base, close() }`, `base` being `http://127.0.0.1:<port>`
 */
export async function startReplayServer(answers, port) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { role: 'replay-server', answers, port } });
  await new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`replay server worker exited (${code}) before listening`)));
  });
  return { base: `http://127.0.0.1:${port}`, close: () => worker.terminate() };
}
