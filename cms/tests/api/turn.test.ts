/**
 * TURN for the consultation room's calls (docs/api-room.md "ICE servers" and "Running TURN"): Debian's
 * coturn, run with the repository's `config/coturn/turnserver.conf` (adapted for a local run by
 * command-line flags: loopback address and peers, a free port, no TLS), accepts the short-lived
 * credentials that `GET /api/{client|consultant}/rooms/:roomId/ice-servers` hands out — a relay is
 * allocated and carries data (`turnutils_uclient`, from the same package) — and refuses credentials
 * that its secret did not sign.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOnce } from '../helpers/strapi';
import { bookingParties, insertBooking, type BookingParties, type InsertedBooking } from '../helpers/booking-records';
import type { SignedIn } from '../helpers/accounts';
// @ts-expect-error -- plain ESM helper shared with the root scripts (no type declarations)
import { freePort } from '../../../scripts/free-port.mjs';
import { clock } from '../../src/contracts/clock';

const CONFIG = path.resolve(__dirname, '..', '..', '..', 'config', 'coturn', 'turnserver.conf');
const SECRET = 'turn-test-shared-secret';
const MINUTE = 60_000;

let parties: BookingParties;
let room: InsertedBooking;
let port: number;
let turnserver: ChildProcess | undefined;
let workDir: string;
let turnLog = '';
const savedEnv = { ICE_SERVERS: process.env.ICE_SERVERS, TURN_SECRET: process.env.TURN_SECRET };

/** Fail clearly when a coturn program is not installed. */
function requireProgram(program: string): void {
  const probe = spawnSync(program, ['-h'], { stdio: 'ignore' });
  const error: NodeJS.ErrnoException | undefined = probe.error;
  if (error?.code === 'ENOENT') {
    throw new Error(`${program} is not installed: this test needs Debian's coturn (apt-get install -y coturn; .ci/run installs it)`);
  }
}

/** Start coturn with the repository's configuration on 127.0.0.1:`port`; resolves once it listens on UDP and TCP. */
function startTurnserver(): Promise<void> {
  const args = [
    '-c',
    CONFIG,
    // Verbose: it then says when its listeners are open.
    '--verbose',
    // The local adaptations: loopback only, a free port, no TLS certificate, the test's secret.
    `--listening-port=${port}`,
    '--listening-ip=127.0.0.1',
    '--relay-ip=127.0.0.1',
    '--allow-loopback-peers',
    '--no-tls',
    '--no-dtls',
    '--use-auth-secret',
    `--static-auth-secret=${SECRET}`,
    '--realm=wellness.test',
    '--no-cli',
    '--log-file=stdout',
    `--pidfile=${path.join(workDir, 'turnserver.pid')}`,
    `--userdb=${path.join(workDir, 'turndb')}`,
  ];
  const child = spawn('turnserver', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  turnserver = child;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`turnserver did not listen on port ${port} within 20 s:\n${turnLog}`)), 20_000);
    const listening = () => turnLog.includes(`UDP listener opened on: 127.0.0.1:${port}`) && turnLog.includes(`TCP listener opened on : 127.0.0.1:${port}`);
    const read = (chunk: Buffer) => {
      turnLog += chunk.toString('utf8');
      if (listening()) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`turnserver exited (${code}) before listening:\n${turnLog}`));
    });
  });
}

/** One `RTCIceServer` of the room. */
interface IceServer {
  urls: string;
  username?: string;
  credential?: string;
}

/**
 * Allocate a relay on the TURN server of `server.urls` with its username and credential, and send data
 * through it (`turnutils_uclient`: two clients, each relaying to the other).
 * @returns whether it worked, and what the client printed
 */
function allocate(server: IceServer): Promise<{ ok: boolean; output: string }> {
  const url = /^turn:([^:?]+):(\d+)(?:\?transport=(udp|tcp))?$/.exec(server.urls);
  if (!url) throw new Error(`not a TURN URL of this test: ${server.urls}`);
  const [, host, urlPort, transport] = url;
  const args = ['-u', server.username ?? '', '-w', server.credential ?? '', '-p', urlPort, '-n', '2', '-m', '1', '-c', '-y', ...(transport === 'tcp' ? ['-t'] : []), host];
  return new Promise((resolve, reject) => {
    const client = spawn('turnutils_uclient', args, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 40_000 });
    let output = '';
    client.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    client.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    client.once('error', reject);
    client.once('exit', (code) => resolve({ ok: code === 0, output }));
  });
}

/** Whether coturn logged (within 5 s) that it answered `username` with 401 Unauthorized. */
async function refusedInLog(username: string): Promise<boolean> {
  const escaped = username.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const refusal = new RegExp(`user <${escaped}>: .*error 401`);
  for (let tries = 0; tries < 50 && !refusal.test(turnLog); tries += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  return refusal.test(turnLog);
}

/** The ICE servers `who` gets for the room, on the `side` surface. */
async function iceServers(who: SignedIn, side: 'client' | 'consultant'): Promise<IceServer[]> {
  const answer = await who.http.get(`/api/${side}/rooms/${room.room_id}/ice-servers`);
  expect(answer.status).toBe(200);
  return answer.body.data.iceServers;
}

beforeAll(async () => {
  requireProgram('turnserver');
  requireProgram('turnutils_uclient');
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'turn-test-'));
  port = (await freePort()) as number;
  await startTurnserver();
  await seedOnce();
  parties = await bookingParties();
  room = await insertBooking(parties, new Date(clock.ms() + 5 * MINUTE));
  // Read by the app at each request (cms/src/realtime/ice-servers.ts).
  process.env.ICE_SERVERS = `turn:127.0.0.1:${port}?transport=udp,turn:127.0.0.1:${port}?transport=tcp`;
  process.env.TURN_SECRET = SECRET;
}, 300_000);

afterAll(async () => {
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  const child = turnserver;
  if (child && child.exitCode === null) {
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
    });
  }
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

describe('coturn with the room’s TURN credentials', () => {
  it('relays the client’s call over UDP and the consultant’s over TCP', async () => {
    const [clientUdp] = await iceServers(parties.client, 'client');
    expect(clientUdp).toMatchObject({ urls: `turn:127.0.0.1:${port}?transport=udp`, username: expect.any(String), credential: expect.any(String) });
    const overUdp = await allocate(clientUdp);
    expect(overUdp.ok, overUdp.output).toBe(true);

    const [, consultantTcp] = await iceServers(parties.consultant, 'consultant');
    expect(consultantTcp.urls).toBe(`turn:127.0.0.1:${port}?transport=tcp`);
    const overTcp = await allocate(consultantTcp);
    expect(overTcp.ok, overTcp.output).toBe(true);
  }, 90_000);

  it('refuses credentials from an app configured with another secret', async () => {
    process.env.TURN_SECRET = 'not-the-turn-server-secret';
    try {
      const [server] = await iceServers(parties.client, 'client');
      const refused = await allocate(server);
      expect(refused.ok, refused.output).toBe(false);
      expect(refused.output).toContain('Cannot complete Allocation');
      expect(await refusedInLog(server.username ?? ''), turnLog.slice(-4000)).toBe(true);
    } finally {
      process.env.TURN_SECRET = SECRET;
    }
  }, 60_000);

  it('refuses a credential whose username was given a later expiry', async () => {
    const [server] = await iceServers(parties.client, 'client');
    const [expiry, user] = (server.username ?? '').split(':');
    const prolonged = `${Number(expiry) + 86_400}:${user}`;
    const refused = await allocate({ ...server, username: prolonged });
    expect(refused.ok, refused.output).toBe(false);
    expect(refused.output).toContain('Cannot complete Allocation');
    expect(await refusedInLog(prolonged), turnLog.slice(-4000)).toBe(true);
    // The untouched credential still works: the refusal was the username's.
    const accepted = await allocate(server);
    expect(accepted.ok, accepted.output).toBe(true);
  }, 60_000);
});
