/**
 * Our compiled server (`strapi start`, scripts/lib.mjs) for one bench step, on a free port of
 * 127.0.0.1, with the step's environment (database, cache switch, raised budgets). Its output is
 * kept (the last 200 lines) to be shown when a step fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startServer, stop, waitForHttp } from '../lib.mjs';
import { freePort } from '../free-port.mjs';

export const API_KEY = 'bench-key';
/** The headers of our public web site's requests. */
export const OUR_HEADERS = { 'x-api-key': API_KEY, 'accept-language': 'fr' };

/**
 * Opt-in CPU profile of our servers (`BENCH_CPU_PROFILE=DIR`): each server started here runs with
 * `--cpu-prof` and writes `DIR/CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile` when it stops
 * (Strapi exits on SIGTERM), sampled every `BENCH_CPU_PROFILE_INTERVAL_US` microseconds (default 250).
 * Read it with `profile-summary.mjs`. Off by default: sampling costs a few per cent of CPU.
 * @returns Node options for the server (empty when the switch is off)
 */
export function cpuProfileArgs() {
  const dir = process.env.BENCH_CPU_PROFILE;
  if (!dir) return [];
  const interval = Number(process.env.BENCH_CPU_PROFILE_INTERVAL_US) || 250;
  return ['--cpu-prof', `--cpu-prof-dir=${path.resolve(dir)}`, `--cpu-prof-interval=${interval}`];
}

/** Now on the monotonic clock, in microseconds: the clock of V8's CPU profiles on Linux. */
export const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

/**
 * With `BENCH_CPU_PROFILE=DIR`, note the interval of a measured run beside the server's profile
 * (`DIR/<part>-<from>.window.json`), so that profile-summary.mjs reads that run alone, per request.
 * @param part - the run's name (`booking`, `reads-search`…), the prefix `--window=` selects
 * @param window - `{ from, to }` (monotonic microseconds, {@link monotonicUs}), `requests`, `label`
 */
export function writeProfileWindow(part, window) {
  const dir = process.env.BENCH_CPU_PROFILE;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${part}-${window.from}.window.json`), JSON.stringify(window));
}

/**
 * Start our server and wait until it answers (a seeding boot can take minutes).
 * @param env - DATABASE_* and the step's switches; merged over the bench defaults
 * @returns `{ base, child, output: string[], close() }`, `base` being `http://127.0.0.1:<port>`
 * @throws Error when the server exits or does not answer within `timeoutMs`
 */
export async function startOurs(env, { timeoutMs = 300_000 } = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = startServer({ PORT: String(port), HOST: '127.0.0.1', SEED_IF_EMPTY: 'false', PUBLIC_API_KEY: API_KEY, STRAPI_TELEMETRY_DISABLED: 'true', ...env }, 'pipe', cpuProfileArgs());
  const output = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      output.push(...chunk.split('\n').filter(Boolean));
      if (output.length > 200) output.splice(0, output.length - 200);
    });
  }
  const server = { base, child, output, close: () => stop(child) };
  try {
    await waitForHttp(`${base}/api/client/web-setting/get-record`, { child, headers: OUR_HEADERS, timeoutMs });
  } catch (error) {
    await server.close();
    error.message += `\nlast server output:\n${output.slice(-30).join('\n')}`;
    throw error;
  }
  return server;
}
