/**
 * The live session of a webinar in the browser (DESIGN §4 "Group sessions (webinars)";
 * docs/webinar-room.md "Web"): the demo consultant hosts the webinar under way of the runner's
 * fixtures (`E2E_FIXTURES`: `e2e-live-session`, with eight registered clients `attendee-<n>@demo.local`),
 * each person in its own browser context of one Chromium with its fake camera and microphone.
 *
 * What a person would notice: every attendee sees the host's video (its peer connection's `getStats()`
 * shows frames decoded, growing) while the host sends ONE outbound video stream (the forwarding unit
 * of the server copies it to each); a chat message reaches everyone; an attendee raises its hand, the
 * host sees it in the queue and gives it the floor; the others then receive the speaker's audio; the
 * host takes the floor back.
 *
 * The peer connections are observed from outside the app: an init script (test code only) keeps every
 * `RTCPeerConnection` of a page in `window.__peerConnections`, as the consultation room's test does.
 * Video is small (320×180, 15 fps) to spare the machine's two cores; every wait polls with a generous
 * deadline, never a fixed sleep.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, DEMO_PASSWORD, FAKE_MEDIA_ARGS, apiCall, launchBrowser, signIn, translations, type SignedIn, runStamp } from './support';
import { clock } from '../src/lib/clock';

const STEP_TIMEOUT = 300_000;
const ATTENDEES = 8;
const w = translations.fr.webinarRoom;
const stamp = runStamp(import.meta.url);

let browser: Browser;
let webinarId: string;
const contexts: BrowserContext[] = [];
let host: Page;
const attendees: Page[] = [];

/** The id of the webinar under way (the runner's fixture), found in the host's list. */
async function liveWebinarId(): Promise<string> {
  const consultant = await apiCall<SignedIn>('POST', 'consultant/auth/login', { email: 'consultant@demo.local', password: DEMO_PASSWORD });
  const list = await apiCall<{ data: { id: string; slug: string }[] }>('GET', 'consultant/webinars?page=1&pageSize=50', undefined, consultant.jwt);
  const live = list.data.find((webinar) => webinar.slug === 'e2e-live-session');
  if (!live) throw new Error('No webinar under way: is the server started with E2E_FIXTURES=true (scripts/e2e/run.mjs)?');
  return live.id;
}

/** A signed-in page of `email` whose peer connections are kept in `window.__peerConnections`. */
async function personPage(role: 'client' | 'consultant', email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 900, height: 700 }, baseURL: BASE_URL, timezoneId: 'Europe/Paris', locale: 'fr-FR', permissions: ['camera', 'microphone'] });
  contexts.push(context);
  context.setDefaultTimeout(60_000);
  await context.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const seen: RTCPeerConnection[] = [];
    (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections = seen;
    window.RTCPeerConnection = class extends Native {
      constructor(configuration?: RTCConfiguration) {
        super(configuration);
        seen.push(this);
      }
    };
  });
  const page = await context.newPage();
  await signIn(page, role, email, DEMO_PASSWORD);
  return page;
}

/** What a page's peer connections say of their video and audio, summed. */
interface MediaCounters {
  framesDecoded: number;
  /** bytes received on the speaker's audio slot (the fourth of the receiving connection, docs/webinar-room.md) */
  speakerAudioBytes: number;
  /** outbound video streams that have sent something */
  videoStreamsSent: number;
}

function counters(page: Page): Promise<MediaCounters> {
  return page.evaluate(async () => {
    const list = (window as unknown as { __peerConnections?: RTCPeerConnection[] }).__peerConnections ?? [];
    const result = { framesDecoded: 0, speakerAudioBytes: 0, videoStreamsSent: 0 };
    for (const pc of list) {
      if (pc.connectionState === 'closed') continue;
      (await pc.getStats()).forEach((entry: { type: string; kind?: string; framesDecoded?: number; bytesSent?: number }) => {
        if (entry.type === 'inbound-rtp' && entry.kind === 'video') result.framesDecoded += entry.framesDecoded ?? 0;
        if (entry.type === 'outbound-rtp' && entry.kind === 'video' && (entry.bytesSent ?? 0) > 0) result.videoStreamsSent += 1;
      });
      const transceivers = pc.getTransceivers();
      if (transceivers.length === 5 && transceivers[0].currentDirection === 'recvonly') {
        (await transceivers[3].receiver.getStats()).forEach((entry: { type: string; bytesReceived?: number }) => {
          if (entry.type === 'inbound-rtp') result.speakerAudioBytes += entry.bytesReceived ?? 0;
        });
      }
    }
    return result;
  });
}

/** Poll `read` on `page` (every second, up to `ms`) until `ok`; fails with the last reading. */
async function until<T>(what: string, read: () => Promise<T>, ok: (value: T) => boolean, ms = 120_000): Promise<T> {
  const deadline = clock.ms() + ms;
  let last = await read();
  while (!ok(last)) {
    if (clock.ms() > deadline) throw new Error(`${what}: ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    last = await read();
  }
  return last;
}

beforeAll(async () => {
  browser = await launchBrowser(FAKE_MEDIA_ARGS);
  webinarId = await liveWebinarId();
  host = await personPage('consultant', 'consultant@demo.local');
  for (let n = 1; n <= ATTENDEES; n += 1) attendees.push(await personPage('client', `attendee-${n}@demo.local`));
}, STEP_TIMEOUT);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('webinar live session', () => {
  it(
    'every attendee decodes the host’s video while the host sends it once',
    async () => {
      await host.goto(`/consultant/webinars/${webinarId}/live`);
      await host.getByRole('heading', { name: w.hands }).waitFor();
      for (const page of attendees) {
        await page.goto(`/client/webinars/${webinarId}/live`);
        await page.getByRole('button', { name: w.raiseHand }).waitFor();
      }
      const first = await Promise.all(
        attendees.map((page, n) =>
          until(
            `attendee ${n + 1} decodes the host`,
            () => counters(page),
            (seen) => seen.framesDecoded > 0,
          ),
        ),
      );
      // Decoding goes on: the frame counters keep growing.
      await Promise.all(
        attendees.map((page, n) =>
          until(
            `attendee ${n + 1} keeps decoding`,
            () => counters(page),
            (seen) => seen.framesDecoded > first[n].framesDecoded + 10,
          ),
        ),
      );
      const sent = await counters(host);
      expect(sent.videoStreamsSent).toBe(1);
    },
    STEP_TIMEOUT,
  );

  it(
    'a chat message reaches everyone',
    async () => {
      const text = `Bienvenue à toutes et à tous (${stamp})`;
      await host.getByRole('textbox', { name: w.message }).fill(text);
      await host.getByRole('button', { name: w.send, exact: true }).click();
      for (const page of attendees) await page.getByRole('list', { name: w.chat }).getByText(text, { exact: true }).waitFor();
      const question = `Une question sur la respiration (${stamp})`;
      await attendees[3].getByRole('textbox', { name: w.message }).fill(question);
      await attendees[3].getByRole('button', { name: w.send, exact: true }).click();
      await host.getByRole('list', { name: w.chat }).getByText(question, { exact: true }).waitFor();
      await attendees[5].getByRole('list', { name: w.chat }).getByText(question, { exact: true }).waitFor();
    },
    STEP_TIMEOUT,
  );

  it(
    'an attendee raises its hand, the host gives it the floor, everyone hears it, the host takes the floor back',
    async () => {
      const speaker = attendees[1];
      await speaker.getByRole('button', { name: w.raiseHand }).click();
      await speaker.getByRole('button', { name: w.lowerHand }).waitFor();
      const name = 'Participant 2';
      await host.getByRole('list', { name: w.hands }).getByText(name, { exact: true }).waitFor();
      await host.getByRole('button', { name: w.giveFloor.replace('{{name}}', name) }).click();
      await speaker.getByText(w.youSpeak).waitFor();
      for (const page of [host, attendees[0], attendees[7]]) await page.getByText(w.speaks.replace('{{name}}', name)).waitFor();
      // The speaker's sound reaches the host and the other attendees through the forwarding unit.
      for (const page of [host, attendees[0], attendees[7]]) {
        const before = await counters(page);
        await until(
          'the speaker is heard',
          () => counters(page),
          (seen) => seen.speakerAudioBytes > before.speakerAudioBytes + 2000,
        );
      }
      await host.getByRole('button', { name: w.takeBack.replace('{{name}}', name) }).click();
      await speaker.getByText(w.nobodySpeaks).waitFor();
      await attendees[0].getByText(w.nobodySpeaks).waitFor();
    },
    STEP_TIMEOUT,
  );
});
