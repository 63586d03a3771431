/**
 * Measure 3 — booking creation by a client: `POST /api/client/bookings`, 10 connections.
 * Target: p97.5 latency ≤ 50 ms, on SQLite and on PostgreSQL (the caller runs it on each).
 *
 * How: on a seeded database (the demonstration seed: the demo client `client@demo.local` has its
 * consent form and health assessment; the seeded consultants have weekly timings), the client signs
 * in (`POST /api/client/auth/login`), the consultants with a free time slot this week are listed by
 * the search (`available=week`), and each one's free slots over the booking horizon are read
 * (`GET /api/client/consultants/:id/slots`, 60 days). Slots that overlap an earlier one of the same
 * consultant are dropped, and the rest are interleaved across consultants (PRNG with a fixed seed),
 * so that every request tries a distinct free slot: what is measured is real creations, each with
 * its own `Idempotency-Key`. The first {@link WARMUP} slots are booked unmeasured (JIT, pools), then
 * autocannon (load.mjs, `setupRequest`) sends one request per remaining slot, at most {@link MAX_REQUESTS},
 * 10 connections; answers are counted by status (201 created, 409 conflict, other).
 *
 * The server runs with the address-independent budgets raised (as the API tests do) and e-mail sent
 * to a closed local port, so that no mail catcher shares the load generator's CPU: each booking queues
 * its two confirmation e-mails in the outbox (docs/messaging.md) in its transaction, and the outbox
 * worker's attempts fail fast after the answer (retried later), as with a mail server that is down.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { measure } from './load.mjs';
import { OUR_HEADERS, monotonicUs, writeProfileWindow } from './ours.mjs';
import { prng } from './seed.mjs';

export const TARGET_P97_5_MS = 50;
const WARMUP = 40;
const MAX_REQUESTS = 500;
const HORIZON_DAYS = 60;

/** Environment of a server measured here: budgets high enough for a load run, e-mail to nowhere. */
export function bookingServerEnv(closedPort) {
  const env = { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(closedPort), BOOKING_REMINDERS_CRON: 'false' };
  for (const budget of ['LOGIN_FAILURES', 'CODES', 'CODE_CHECKS', 'PASSWORD_RESETS', 'REGISTRATIONS']) env[`BUDGET_${budget}_PER_MINUTE`] = '100000';
  return env;
}

/** CPU time (user + system) a process has used, in ms, from `/proc/<pid>/stat` (Linux); null elsewhere. */
function cpuMsOf(pid) {
  if (!pid) return null;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat (1-based), in clock ticks (100 per second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

async function json(url, init = {}) {
  const response = await fetch(url, { ...init, headers: { ...OUR_HEADERS, ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers } });
  const text = await response.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    /* reported by the caller */
  }
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return body;
}

/** Free slots of every consultant with one this week, interleaved: `[{ consultantId, start }]`. */
async function freeSlots(base) {
  const consultants = [];
  for (let page = 1; ; page += 1) {
    const body = await json(`${base}/api/client/consultants?available=week&pageSize=50&page=${page}`);
    consultants.push(...body.data.map((card) => card.id));
    if (page >= body.meta.pagination.pageCount) break;
  }
  const from = new Date(Date.now() + 24 * 3_600_000);
  const to = new Date(from.getTime() + HORIZON_DAYS * 24 * 3_600_000);
  const perConsultant = [];
  for (const id of consultants) {
    const body = await json(`${base}/api/client/consultants/${id}/slots?from=${from.toISOString()}&to=${to.toISOString()}`);
    let lastEnd = 0;
    const own = [];
    for (const slot of body.data) {
      if (Date.parse(slot.start) < lastEnd) continue;
      own.push({ consultantId: id, start: slot.start });
      lastEnd = Date.parse(slot.end);
    }
    const random = prng(own.length);
    for (let i = own.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [own[i], own[j]] = [own[j], own[i]];
    }
    perConsultant.push(own);
  }
  const out = [];
  for (let i = 0; perConsultant.some((list) => i < list.length); i += 1) for (const list of perConsultant) if (i < list.length) out.push(list[i]);
  return { slots: out, consultants: consultants.length };
}

/**
 * @param base - our server on a seeded database (see {@link bookingServerEnv})
 * @param pid - the server's process id: its CPU time over the measured run is printed per request
 *   (Linux; less skewed by other work on the machine than the latencies)
 * @returns load figures (load.mjs) plus `created`, `conflicts`, `other` (counts), `slots`, `consultants`
 *   and `cpuMsPerRequest` (null without `pid` or `/proc`)
 */
export async function measureBookings(base, { log = console.log, pid, email = 'client@demo.local', password = process.env.DEMO_PASSWORD || 'Demo-Wellness-2026' } = {}) {
  const session = await json(`${base}/api/client/auth/login`, { method: 'POST', body: JSON.stringify({ email, password }) });
  const headers = { ...OUR_HEADERS, authorization: `Bearer ${session.jwt}`, 'content-type': 'application/json' };
  const { slots, consultants } = await freeSlots(base);
  log(`  ${slots.length} distinct free slots of ${consultants} consultants over ${HORIZON_DAYS} days`);
  if (slots.length < WARMUP + 100) throw new Error(`only ${slots.length} free slots: too few to measure`);

  let next = 0;
  const counts = { created: 0, conflicts: 0, other: 0, otherSample: null };
  const setupRequest = (request) => {
    const slot = slots[next++ % slots.length];
    request.headers = { ...headers, 'idempotency-key': crypto.randomUUID() };
    request.body = JSON.stringify({ consultantId: slot.consultantId, start: slot.start });
    return request;
  };
  const onResponse = (status, body) => {
    if (status === 201) counts.created += 1;
    else if (status === 409) counts.conflicts += 1;
    else {
      counts.other += 1;
      counts.otherSample ??= `${status} ${String(body).slice(0, 200)}`;
    }
  };
  const url = `${base}/api/client/bookings`;
  await measure(url, { method: 'POST', headers, warmup: 0, amount: WARMUP, setupRequest, onResponse });
  const warm = { ...counts };
  Object.assign(counts, { created: 0, conflicts: 0, other: 0 });
  log(`  warm-up: ${warm.created} created, ${warm.conflicts} conflicts, ${warm.other} other${warm.otherSample ? ` (e.g. ${warm.otherSample})` : ''}`);
  const amount = Math.min(MAX_REQUESTS, slots.length - WARMUP);
  const from = monotonicUs();
  const cpuBefore = cpuMsOf(pid);
  const figures = await measure(url, { method: 'POST', headers, warmup: 0, amount, setupRequest, onResponse });
  const cpuMs = cpuBefore === null ? null : cpuMsOf(pid) - cpuBefore;
  writeProfileWindow('booking', { from, to: monotonicUs(), requests: counts.created, label: `${counts.created} bookings created at ${base}` });
  log(
    `  ${figures.requests} requests in ${figures.seconds.toFixed(1)} s: ${counts.created} created (201), ${counts.conflicts} conflicts (409), ${counts.other} other${
      counts.otherSample ? ` (e.g. ${counts.otherSample})` : ''
    }; p50 ${figures.p50} ms, p97.5 ${figures.p97_5} ms, p99 ${figures.p99} ms, max ${figures.max} ms, ${figures.rps.toFixed(1)} req/s${
      cpuMs === null ? '' : `; server CPU ${(cpuMs / figures.requests).toFixed(1)} ms per request`
    }`,
  );
  return { ...figures, cpuMsPerRequest: cpuMs === null ? null : cpuMs / figures.requests, created: counts.created, conflicts: counts.conflicts, other: counts.other, slots: slots.length, consultants };
}
