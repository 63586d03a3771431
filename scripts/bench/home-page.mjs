/**
 * Page weight and paint timing (the home page, the back office), in a real browser.
 *
 * How: Chromium (Debian's, through playwright-core; env CHROMIUM_PATH or /usr/bin/chromium) opens `/`
 * of our server in a fresh browser context (empty cache) at 1280×900, `runs` times. Each time it
 * waits for network idle, then reads First Contentful Paint (paint timing) and Largest Contentful
 * Paint (a buffered `largest-contentful-paint` PerformanceObserver: the last candidate reported).
 * Every JavaScript response of the first load is kept: its body size raw, gzipped with zlib at
 * level 9, and as transferred (the encoded body bytes on the wire, with the Content-Encoding the
 * server chose: Brotli for our pre-compressed build assets). The median LCP and FCP of the runs
 * are reported. Nothing is asserted: the caller compares with the targets.
 */
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const median = (values) => {
  const sorted = values.filter((v) => v != null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const isJavaScript = (response) => response.request().resourceType() === 'script' || /javascript|ecmascript/i.test(response.headers()['content-type'] ?? '');

/**
 * One cold load of `url`: paint timings and the JavaScript responses (url, raw bytes, gzip bytes).
 * `storage` (key → string) is written to localStorage before the page's own scripts run (a session).
 */
async function loadOnce(browser, url, storage) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    if (storage) await context.addInitScript((entries) => Object.entries(entries).forEach(([key, value]) => globalThis.localStorage.setItem(key, value)), storage);
    const page = await context.newPage();
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
    const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    if (!response?.ok()) throw new Error(`GET ${url} answered ${response?.status() ?? 'nothing'}`);
    const paint = await page.evaluate(
      () =>
        new Promise((resolve) => {
          let lcp = null;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) lcp = entry.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
          setTimeout(() => resolve({ lcp, fcp }), 300);
        }),
    );
    const scripts = (await Promise.all(pending)).filter(Boolean);
    return { ...paint, scripts, pageErrors };
  } finally {
    await context.close();
  }
}

/**
 * The home page `/` (see {@link measurePage}).
 * @param baseUrl - our server's origin (http://127.0.0.1:port)
 */
export function measureHomePage(baseUrl, { runs = 3 } = {}) {
  return measurePage(`${baseUrl}/`, { runs });
}

/**
 * Cold loads of one page.
 * @param url - the page (e.g. `http://127.0.0.1:port/admin/`)
 * @param runs - page loads (median taken)
 * @param storage - localStorage entries set before the page runs (e.g. a signed-in session)
 * @returns `{ scripts: { count, rawKiB, gzipKiB, wireKiB, encodings, files }, lcp: { median, runs }, fcp: { median, runs }, pageErrors }`
 * @throws Error when the browser cannot start or the page does not answer 2xx
 */
export async function measurePage(url, { runs = 3, storage } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const loads = [];
    for (let i = 0; i < runs; i += 1) loads.push(await loadOnce(browser, url, storage));
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
      pageErrors: [...new Set(loads.flatMap((l) => l.pageErrors))],
    };
  } finally {
    await browser.close();
  }
}
