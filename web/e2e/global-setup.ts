/**
 * One Chromium for every browser-test file: started once per run as a Playwright browser server (with
 * the fake camera and microphone the consultation-room tests need), its endpoint handed to the test
 * files through `E2E_BROWSER_WS` ({@link launchBrowser} connects to it), and closed at the end.
 */
import { chromium } from 'playwright-core';
import { BROWSER_ARGS, CHROMIUM_PATH, FAKE_MEDIA_ARGS } from './support';

export default async function setup(): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: [...BROWSER_ARGS, ...FAKE_MEDIA_ARGS] });
  process.env.E2E_BROWSER_WS = server.wsEndpoint();
  return async () => {
    await server.close();
  };
}
