/**
 * Bench part `webinar` (opt-in: `npm run bench -- --only=webinar`): how many receiving attendees one app
 * instance serves with decoded video at ≥ 15 fps (target 25), in the live session of a webinar
 * (docs/webinar-room.md). The server runs with the browser tests' fixtures (`E2E_FIXTURES=true`): a
 * webinar under way hosted by the demo consultant with `E2E_LIVE_ATTENDEES` registered clients
 * `attendee-<n>@demo.local`.
 *
 * How: one Chromium with its fake camera; the host's page sends 320×180 at up to 20 fps (the page's
 * own setting), once, to the server's forwarding unit. Attendees join in steps ({@link STEPS}); at each
 * step, once every attendee decodes, each one's `framesDecoded` is read twice {@link WINDOW_MS} apart.
 * A step is served when its slowest attendee decodes at ≥ {@link FPS_FLOOR} fps. The figure printed is
 * the largest step served; the target is {@link TARGET_ATTENDEES} attendees.
 *
 * The browsers decode on the same machine as the server: on 2 cores they, not the forwarding unit, are
 * the first limit; the server's CPU share during each window is printed beside the figure for that reason.
 */
import { chromium } from 'playwright-core';

/** Attendee counts tried, in order; the run stops at the first step not served. */
export const STEPS = [5, 10, 15, 20, 25];
/** The most attendees the fixtures register (the last step). */
export const MAX_ATTENDEES = STEPS.at(-1);
/** Attendees one instance should serve. */
export const TARGET_ATTENDEES = 25;
/** A step is served when its slowest attendee decodes at least this many frames a second. */
export const FPS_FLOOR = 15;
/** Milliseconds between the two readings of a step. */
export const WINDOW_MS = 10_000;
const PASSWORD = process.env.DEMO_PASSWORD || 'Demo-Wellness-2026';
const BROWSER_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const FAKE_MEDIA = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--autoplay-policy=no-user-gesture-required'];

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A page signed in as `email` on the `role` surface (the sign-in form, as a person would). */
async function signedIn(browser, base, role, email) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 800, height: 600 }, permissions: ['camera', 'microphone'] });
  context.setDefaultTimeout(120_000);
  const page = await context.newPage();
  await page.goto(`/public/${role}/sign-in`);
  await page.locator('form:has(input[type="password"]) input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(PASSWORD);
  await page.locator('input[type="password"]').press('Enter');
  await page.waitForURL((url) => url.pathname.startsWith(`/${role}/`));
  return { context, page };
}

/** Frames decoded so far by the page's receiving connection (its inbound video, summed). */
const framesDecoded = (page) =>
  page.evaluate(async () => {
    let frames = 0;
    for (const pc of globalThis.__peerConnections ?? []) {
      if (pc.connectionState === 'closed') continue;
      (await pc.getStats()).forEach((entry) => {
        if (entry.type === 'inbound-rtp' && entry.kind === 'video') frames += entry.framesDecoded ?? 0;
      });
    }
    return frames;
  });

/** The server's CPU seconds so far (Linux `/proc/<pid>/stat`), or null elsewhere. */
async function cpuSeconds(pid) {
  try {
    const { readFile } = await import('node:fs/promises');
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * Measure the live session of the fixtures' webinar on the server at `base`.
 * @param options.pid - the server's process id (its CPU share is printed)
 * @returns `{ served, steps: [{ attendees, minFps, medianFps, serverCpu }] }`, `served` the largest step
 *   whose slowest attendee decoded at ≥ {@link FPS_FLOOR} fps (0 when none)
 */
export async function measureWebinar(base, { log, pid, apiKey }) {
  const login = await fetch(`${base}/api/consultant/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
    body: JSON.stringify({ email: 'consultant@demo.local', password: PASSWORD }),
  });
  const { jwt } = await login.json();
  const list = await (await fetch(`${base}/api/consultant/webinars?page=1&pageSize=50`, { headers: { 'x-api-key': apiKey, authorization: `Bearer ${jwt}` } })).json();
  const webinar = list.data?.find((entry) => entry.slug === 'e2e-live-session');
  if (!webinar) throw new Error('no webinar under way (E2E_FIXTURES)');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...BROWSER_ARGS, ...FAKE_MEDIA] });
  const result = { served: 0, steps: [] };
  try {
    const keep = (context) =>
      context.addInitScript(() => {
        const Native = globalThis.RTCPeerConnection;
        globalThis.__peerConnections = [];
        globalThis.RTCPeerConnection = class extends Native {
          constructor(configuration) {
            super(configuration);
            globalThis.__peerConnections.push(this);
          }
        };
      });
    const host = await signedIn(browser, base, 'consultant', 'consultant@demo.local');
    await keep(host.context);
    await host.page.goto(`/consultant/webinars/${webinar.id}/live`);
    const attendees = [];
    for (const count of STEPS) {
      while (attendees.length < count) {
        const attendee = await signedIn(browser, base, 'client', `attendee-${attendees.length + 1}@demo.local`);
        await keep(attendee.context);
        await attendee.page.goto(`/client/webinars/${webinar.id}/live`);
        attendees.push(attendee);
      }
      const deadline = Date.now() + 120_000;
      while ((await Promise.all(attendees.map(({ page }) => framesDecoded(page)))).some((frames) => frames === 0)) {
        if (Date.now() > deadline) throw new Error(`${count} attendees: some decode nothing after 2 minutes`);
        await wait(1000);
      }
      const before = await Promise.all(attendees.map(({ page }) => framesDecoded(page)));
      const cpuBefore = await cpuSeconds(pid);
      const from = Date.now();
      await wait(WINDOW_MS);
      const after = await Promise.all(attendees.map(({ page }) => framesDecoded(page)));
      const seconds = (Date.now() - from) / 1000;
      const cpuAfter = await cpuSeconds(pid);
      const fps = after.map((frames, n) => (frames - before[n]) / seconds).sort((a, b) => a - b);
      const step = { attendees: count, minFps: fps[0], medianFps: fps[Math.floor(fps.length / 2)], serverCpu: cpuBefore == null || cpuAfter == null ? null : (cpuAfter - cpuBefore) / seconds };
      result.steps.push(step);
      log(
        `  ${count} attendees: slowest ${step.minFps.toFixed(1)} fps, median ${step.medianFps.toFixed(1)} fps; server CPU ${step.serverCpu == null ? '—' : `${(step.serverCpu * 100).toFixed(0)} % of a core`}`,
      );
      if (step.minFps < FPS_FLOOR) break;
      result.served = count;
    }
  } finally {
    await browser.close();
  }
  return result;
}
