/**
 * The consultation room in the browser (spec §2 `/chat-room/:roomid`, `/client/room/{roomid}`,
 * `/consultant/room/{roomid}`; DESIGN §4; docs/api-room.md "Web"): the demo client and the demo
 * consultant, each in their own browser context with Chromium's fake camera and microphone, enter the
 * room of their session under way (written by the e2e runner's fixtures, `E2E_FIXTURES`: the booking
 * API cannot book a session starting now), both join the call, exchange a chat message each way (each
 * seen by the other, the client's marked read), and their one-to-one call connects: on BOTH sides the
 * peer connection's statistics show inbound video with `bytesReceived > 0` and `framesDecoded > 0`,
 * and the page shows the network quality in words. The consultant sees the client's health
 * assessment beside the call and writes the session note there.
 *
 * The peer connections are observed from outside the app: an init script (test code only) wraps the
 * page's `RTCPeerConnection` constructor and keeps every instance in `window.__peerConnections`, so
 * the test reads the real connection's `getStats()` without any test hook in the product.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, DEMO_PASSWORD, FAKE_MEDIA_ARGS, apiCall, launchBrowser, pngImage, signIn, translations, type SignedIn, runStamp } from './support';
import { clock } from '../src/lib/clock';

const STEP_TIMEOUT = 120_000;
const fr = translations.fr;
const r = fr.room;
const stamp = runStamp(import.meta.url);

/** What the test reads of the inbound video of a page's peer connections. */
interface InboundVideo {
  state: string;
  bytesReceived: number;
  framesDecoded: number;
}

let browser: Browser;
const parties: Partial<Record<'client' | 'consultant', { context: BrowserContext; page: Page }>> = {};
let roomId: string;

/** The room of the demo client's session under way (the runner's fixture). */
async function openRoomId(): Promise<string> {
  const client = await apiCall<SignedIn>('POST', 'client/auth/login', { email: 'client@demo.local', password: DEMO_PASSWORD });
  const list = await apiCall<{ data: { room_id: string; start: string; status: string }[] }>('GET', 'client/bookings?when=upcoming&page=1&pageSize=50', undefined, client.jwt);
  const now = clock.ms();
  const ongoing = list.data.find((booking) => booking.status === 'confirmed' && Date.parse(booking.start) <= now + 10 * 60_000);
  if (!ongoing) throw new Error('No session under way for client@demo.local: is the server started with E2E_FIXTURES=true (scripts/e2e/run.mjs)?');
  return ongoing.room_id;
}

/** A signed-in page of `role`, whose peer connections are kept in `window.__peerConnections`. */
async function partyPage(role: 'client' | 'consultant', timezoneId: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: BASE_URL, timezoneId, locale: 'fr-FR', permissions: ['camera', 'microphone'] });
  context.setDefaultTimeout(30_000);
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
  await signIn(page, role, `${role}@demo.local`, DEMO_PASSWORD);
  return { context, page };
}

/** The inbound video of the page's newest peer connection (connection state and counters). */
function inboundVideo(page: Page): Promise<InboundVideo | null> {
  return page.evaluate(async () => {
    const list = (window as unknown as { __peerConnections?: RTCPeerConnection[] }).__peerConnections ?? [];
    const pc = list.at(-1);
    if (!pc) return null;
    let bytesReceived = 0;
    let framesDecoded = 0;
    (await pc.getStats()).forEach((entry: { type: string; kind?: string; bytesReceived?: number; framesDecoded?: number }) => {
      if (entry.type === 'inbound-rtp' && entry.kind === 'video') {
        bytesReceived += entry.bytesReceived ?? 0;
        framesDecoded += entry.framesDecoded ?? 0;
      }
    });
    return { state: pc.connectionState, bytesReceived, framesDecoded };
  });
}

/** Waits until the page receives and decodes the other party's video. */
async function receivesVideo(page: Page, who: string): Promise<InboundVideo> {
  const deadline = clock.ms() + 60_000;
  let last: InboundVideo | null = null;
  while (clock.ms() < deadline) {
    last = await inboundVideo(page);
    if (last && last.state === 'connected' && last.bytesReceived > 0 && last.framesDecoded > 0) return last;
    await page.waitForTimeout(500);
  }
  throw new Error(`${who} receives no video: ${JSON.stringify(last)}`);
}

beforeAll(async () => {
  browser = await launchBrowser(FAKE_MEDIA_ARGS);
  roomId = await openRoomId();
  parties.client = await partyPage('client', 'Asia/Kolkata');
  parties.consultant = await partyPage('consultant', 'Europe/Paris');
}, STEP_TIMEOUT);

afterAll(async () => {
  await parties.client?.context.close();
  await parties.consultant?.context.close();
  await browser?.close();
});

describe('consultation room', () => {
  it(
    'both parties enter the room (the client by the room link), chat both ways and see each other',
    async () => {
      const client = parties.client!.page;
      const consultant = parties.consultant!.page;

      // The room link sends the signed-in client on to its own room page.
      await client.goto(`/chat-room/${roomId}`);
      await client.waitForURL(`**/client/room/${roomId}`);
      await consultant.goto(`/consultant/room/${roomId}`);
      for (const page of [client, consultant]) {
        await page.getByRole('heading', { name: r.prejoin.title }).waitFor();
        await page.getByTestId('room-preview').waitFor();
        await page.getByText(r.notRecorded).waitFor();
      }
      expect(await client.title()).toMatch(new RegExp(`^${fr.titles.client.room}`));
      expect(await consultant.title()).toMatch(new RegExp(`^${fr.titles.consultant.room}`));

      // Both join the call with the (fake) camera and microphone.
      await consultant.getByRole('button', { name: r.prejoin.join, exact: true }).click();
      await consultant.getByRole('region', { name: r.call.region }).waitFor();
      await client.getByRole('button', { name: r.prejoin.join, exact: true }).click();
      await client.getByRole('region', { name: r.call.region }).waitFor();

      // A message each way, each seen by the other; the client's is then marked read.
      const fromClient = `Bonjour docteur, je vous entends bien (${stamp}).`;
      const fromConsultant = `Bonjour, je vous vois aussi (${stamp}).`;
      const clientField = client.getByRole('textbox', { name: r.chat.field });
      await clientField.fill(fromClient);
      await clientField.press('Enter');
      await consultant.getByRole('log').getByText(fromClient, { exact: true }).waitFor();
      const consultantField = consultant.getByRole('textbox', { name: r.chat.field });
      await consultantField.fill(fromConsultant);
      await consultantField.press('Enter');
      await client.getByRole('log').getByText(fromConsultant, { exact: true }).waitFor();
      await client.getByTestId('chat-message').filter({ hasText: fromClient }).getByText(r.chat.read, { exact: true }).waitFor();

      // A file: the client attaches a picture; the consultant sees it by name and downloads it (the
      // private file, through the authorized file endpoint).
      const fileName = `analyse-${stamp}.png`;
      const picture = pngImage(48, 32, [200, 90, 40]);
      await client.getByRole('region', { name: r.chat.title }).locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: picture });
      const attachment = consultant.getByRole('log').getByTestId('chat-attachment').filter({ hasText: fileName });
      await attachment.waitFor();
      const [download] = await Promise.all([consultant.waitForEvent('download'), attachment.click()]);
      expect(download.suggestedFilename()).toBe(fileName);
      const saved = await download.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of saved) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).subarray(0, 8)).toEqual(picture.subarray(0, 8));

      // The call: each side receives and decodes the other's video.
      const [clientSees, consultantSees] = await Promise.all([receivesVideo(client, 'the client'), receivesVideo(consultant, 'the consultant')]);
      expect(clientSees.framesDecoded).toBeGreaterThan(0);
      expect(consultantSees.framesDecoded).toBeGreaterThan(0);
      for (const page of [client, consultant]) {
        await page.locator('[data-testid="consultation-room"][data-call-phase="connected"]').waitFor();
        await page
          .getByTestId('room-quality')
          .getByText(new RegExp(`^${r.call.quality.split('{{')[0]}(${Object.values(r.call.qualities).join('|')})$`))
          .waitFor();
      }

      // Mute is a toggle button.
      const mute = client.getByRole('button', { name: r.call.mute, exact: true });
      expect(await mute.getAttribute('aria-pressed')).toBe('false');
      await mute.click();
      expect(await mute.getAttribute('aria-pressed')).toBe('true');
    },
    STEP_TIMEOUT,
  );

  it(
    'the consultant sees the client’s health assessment beside the call and writes the session note',
    async () => {
      const consultant = parties.consultant!.page;
      const panel = consultant.getByRole('region', { name: fr.bookings.room.title });
      await panel.getByTestId('assessment-scores').waitFor();
      const note = `Séance en cours : sommeil et stress (${stamp}).`;
      await panel.getByRole('textbox', { name: new RegExp(`^${fr.bookings.room.notes}`) }).fill(note);
      await panel.getByRole('button', { name: fr.bookings.notes.submit, exact: true }).click();
      await panel.getByTestId('room-note').filter({ hasText: note }).waitFor();
      // The call went on meanwhile.
      expect(await consultant.locator('[data-testid="consultation-room"]').getAttribute('data-call-phase')).toBe('connected');
    },
    STEP_TIMEOUT,
  );

  it(
    'after the client reloads the page, the chat history is back and the call connects again',
    async () => {
      const client = parties.client!.page;
      const consultant = parties.consultant!.page;
      await client.reload();
      await client.getByRole('heading', { name: r.prejoin.title }).waitFor();
      await client.getByRole('log').getByText(`Bonjour, je vous vois aussi (${stamp}).`, { exact: true }).waitFor();
      await client.getByRole('button', { name: r.prejoin.join, exact: true }).click();
      const [clientSees, consultantSees] = await Promise.all([receivesVideo(client, 'the client'), receivesVideo(consultant, 'the consultant')]);
      expect(clientSees.framesDecoded).toBeGreaterThan(0);
      expect(consultantSees.framesDecoded).toBeGreaterThan(0);
    },
    STEP_TIMEOUT,
  );

  it(
    'opening the room in a second tab closes it in the first, which can take it back',
    async () => {
      const { context, page: first } = parties.client!;
      const second = await context.newPage();
      try {
        await second.goto(`/client/room/${roomId}`);
        await second.getByRole('heading', { name: r.prejoin.title }).waitFor();
        await first.getByRole('heading', { name: r.replaced.title }).waitFor();
        // The first tab's camera is closed and its call ended.
        await first.getByTestId('room-preview').waitFor({ state: 'detached' });
      } finally {
        await second.close();
      }
      await first.getByRole('button', { name: r.replaced.takeOver, exact: true }).click();
      await first.getByRole('heading', { name: r.prejoin.title }).waitFor();
    },
    STEP_TIMEOUT,
  );
});
