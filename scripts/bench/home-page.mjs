/**
 * Page weight and paint timing (the public pages, the back office), in a real browser.
 *
 * How: Chromium (Debian's, through playwright-core; env CHROMIUM_PATH or /usr/bin/chromium) opens a
 * page of our server in a fresh browser context (empty cache: a cold load), `runs` times, under one
 * of {@link PROFILES}: a desktop window (1280×900, no throttling), or Lighthouse's mobile profile
 * (412×823 touch screen with a phone's user agent, CPU slowed down 4× and the network throttled to
 * 1.6 Mbit/s down, 750 kbit/s up, 150 ms latency, through the DevTools protocol). Each time, after the
 * `load` event, it waits until the page has settled: no request in flight for {@link SETTLE_MS}, First
 * Contentful Paint reported and no new Largest Contentful Paint candidate for {@link SETTLE_MS} either
 * (on a slowed-down CPU the app may still be rendering with the network idle); then it reads FCP
 * (paint timing) and LCP (the last candidate of a `largest-contentful-paint` PerformanceObserver set
 * up before the page's scripts; LCP stops at the first input, and none is made). Every JavaScript
 * response of the first load is kept: its body size raw, gzipped with zlib at level 9, and as
 * transferred (the encoded body bytes on the wire, with the Content-Encoding the server chose: Brotli
 * for our pre-compressed build assets). The median LCP and FCP of the runs are reported. Nothing is
 * asserted: the caller compares with the targets.
 */
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** A phone's user agent (Lighthouse's mobile device), so that the page is served as to a phone. */
const MOBILE_USER_AGENT = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36';

/**
 * The conditions a page is loaded under. `context`: Playwright browser-context options (window,
 * device); `cpuSlowdown`: DevTools CPU throttling factor (`Emulation.setCPUThrottlingRate`);
 * `network`: DevTools network throttling (`Network.emulateNetworkConditions`: latency in ms added to
 * each request, throughputs in bytes per second).
 */
export const PROFILES = {
  desktop: { label: 'desktop, 1280×900, no throttling', context: { viewport: { width: 1280, height: 900 } } },
  mobile: {
    label: 'mobile, 412×823, 4× CPU slowdown, 1.6 Mbit/s down, 750 kbit/s up, 150 ms latency',
    context: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, userAgent: MOBILE_USER_AGENT },
    cpuSlowdown: 4,
    network: { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  },
};

/** The page has settled when the network has been idle, and no new LCP candidate has come, for this long (ms). */
const SETTLE_MS = 1500;
/** Longest wait (ms) for the page to settle after its `load` event; the paint entries are read then, as they are. */
export const SETTLE_LIMIT_MS = 30_000;

/** Runs in the page before its own scripts: keeps the latest LCP candidate and when it was reported (page clock). */
function watchLargestPaint() {
  const watch = { entry: null, reportedAt: 0 };
  globalThis.__benchLargestPaint = watch;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      watch.entry = entry;
      watch.reportedAt = performance.now();
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** Runs in the page: FCP, the latest LCP candidate (time and element) and how long ago it was reported (ms). */
function readPaints() {
  const { entry, reportedAt } = globalThis.__benchLargestPaint ?? { entry: null, reportedAt: 0 };
  const fcp = performance.getEntriesByType('paint').find((paint) => paint.name === 'first-contentful-paint')?.startTime ?? null;
  const element = entry?.element;
  const what = entry?.url ? new URL(entry.url).pathname.slice(0, 80) : `"${(element?.textContent ?? '').trim().slice(0, 40)}"`;
  return {
    fcp,
    lcp: entry?.startTime ?? null,
    lcpElement: element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} ${what}` : null,
    quietFor: performance.now() - reportedAt,
  };
}

const median = (values) => {
  const sorted = values.filter((v) => v != null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const isJavaScript = (response) => response.request().resourceType() === 'script' || /javascript|ecmascript/i.test(response.headers()['content-type'] ?? '');

/**
 * One cold load of `url` under `profile`: paint timings (ms since navigation start), the LCP element,
 * and the JavaScript responses (url, raw bytes, gzip bytes, bytes on the wire).
 * `storage` (key → string) is written to localStorage before the page's own scripts run (a session).
 */
async function loadOnce(browser, url, storage, profile) {
  const context = await browser.newContext(profile.context);
  try {
    await context.addInitScript(watchLargestPaint);
    if (storage) await context.addInitScript((entries) => Object.entries(entries).forEach(([key, value]) => globalThis.localStorage.setItem(key, value)), storage);
    const page = await context.newPage();
    if (profile.cpuSlowdown || profile.network) {
      const devtools = await context.newCDPSession(page);
      if (profile.cpuSlowdown) await devtools.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
      if (profile.network) {
        await devtools.send('Network.enable');
        await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
        await devtools.send('Network.emulateNetworkConditions', profile.network);
      }
    }
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const pending = [];
    page.on('response', (response) => {
      if (!isJavaScript(response)) return;
      pending.push(
        Promise.all([response.body(), response.request().sizes()])
          .then(([body, sizes]) => ({
            url: response.url(),
            raw: body.length,
            gzip: zlib.gzipSync(body, { level: 9 }).length,
            wire: sizes.responseBodySize,
            encoding: response.headers()['content-encoding'] ?? 'identity',
          }))
          .catch(() => null),
      );
    });
    let inFlight = 0;
    let lastActivity = Date.now();
    page.on('request', () => {
      inFlight += 1;
      lastActivity = Date.now();
    });
    for (const event of ['requestfinished', 'requestfailed'])
      page.on(event, () => {
        inFlight -= 1;
        lastActivity = Date.now();
      });
    const response = await page.goto(url, { waitUntil: 'load', timeout: 180_000 });
    if (!response?.ok()) throw new Error(`GET ${url} answered ${response?.status() ?? 'nothing'}`);
    // The app may still be rendering (a slowed-down CPU) with the network idle: wait for the paints too.
    const deadline = Date.now() + SETTLE_LIMIT_MS;
    let paint;
    let settled = false;
    while (!settled && Date.now() < deadline) {
      await page.waitForTimeout(200);
      paint = await page.evaluate(readPaints).catch(() => paint); // a document being replaced: read again
      if (!paint) continue;
      const networkIdle = inFlight <= 0 && Date.now() - lastActivity >= SETTLE_MS;
      settled = networkIdle && paint.fcp != null && paint.lcp != null && paint.quietFor >= SETTLE_MS;
    }
    const { fcp = null, lcp = null, lcpElement = null } = paint ?? {};
    const scripts = (await Promise.all(pending)).filter(Boolean);
    return { fcp, lcp, lcpElement, settled, scripts, pageErrors };
  } finally {
    await context.close();
  }
}

/**
 * The home page `/` (see {@link measurePage}).
 * @param baseUrl - our server's origin (http://127.0.0.1:port)
 */
export function measureHomePage(baseUrl, { runs = 5, profile = 'desktop' } = {}) {
  return measurePage(`${baseUrl}/`, { runs, profile });
}

/**
 * Cold loads of one page, one after the other, each in a new browser context.
 * @param url - the page (e.g. `http://127.0.0.1:port/admin/`)
 * @param runs - page loads (median taken)
 * @param storage - localStorage entries set before the page runs (e.g. a signed-in session)
 * @param profile - a key of {@link PROFILES} (`desktop` or `mobile`)
 * @returns `{ scripts: { count, rawKiB, gzipKiB, wireKiB, encodings, files }, lcp: { median, runs }, fcp: { median, runs }, lcpElements, unsettled, pageErrors }`:
 *   times in ms since navigation start (null when the browser reported none), sizes of the first load's
 *   JavaScript in KiB, `lcpElements` the distinct LCP elements of the runs (`tag#id /image-path` or
 *   `tag "text…"`), `unsettled` the loads still changing when read (after {@link SETTLE_LIMIT_MS})
 * @throws Error when the browser cannot start or the page does not answer 2xx
 */
export async function measurePage(url, { runs = 3, storage, profile = 'desktop' } = {}) {
  const conditions = PROFILES[profile];
  if (!conditions) throw new Error(`unknown profile ${profile}: use ${Object.keys(PROFILES).join(' or ')}`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const loads = [];
    for (let i = 0; i < runs; i += 1) loads.push(await loadOnce(browser, url, storage, conditions));
    const files = loads[0].scripts;
    const kib = (bytes) => bytes / 1024;
    return {
      scripts: {
        count: files.length,
        rawKiB: kib(files.reduce((sum, f) => sum + f.raw, 0)),
        gzipKiB: kib(files.reduce((sum, f) => sum + f.gzip, 0)),
        wireKiB: kib(files.reduce((sum, f) => sum + f.wire, 0)),
        encodings: [...new Set(files.map((f) => f.encoding))],
        files,
      },
      lcp: { median: median(loads.map((l) => l.lcp)), runs: loads.map((l) => l.lcp) },
      fcp: { median: median(loads.map((l) => l.fcp)), runs: loads.map((l) => l.fcp) },
      lcpElements: [...new Set(loads.map((l) => l.lcpElement).filter(Boolean))],
      unsettled: loads.filter((l) => !l.settled).length,
      pageErrors: [...new Set(loads.flatMap((l) => l.pageErrors))],
    };
  } finally {
    await browser.close();
  }
}
