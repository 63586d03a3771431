/**
 * Strapi's own panel (`/cms`) under its Content-Security-Policy (cms/src/middlewares/cms-panel-policy):
 * scripts without `'unsafe-inline'` (nor `'unsafe-eval'`), and the panel still works: the CMS
 * super-administrator signs in (without "Remember me", the session kept in the access-token cookie)
 * and opens a content type's list, with no violation of the policy reported by the browser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Response } from 'playwright-core';
import { DEMO_PASSWORD, launchBrowser, newPage } from './support';

/** The CMS super-administrator of the demonstration set-up (cms/src/lib/cms-admin.ts). */
const CMS_ADMIN_EMAIL = 'cms-admin@demo.local';
/** The content manager's list of FAQ entries, as a path of the panel. */
const LIST = '/content-manager/collection-types/api::faq.faq';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The sources of the `script-src` directive of a page's Content-Security-Policy header. */
function scriptSources(response: Response | null): string[] {
  const policy = response?.headers()['content-security-policy'] ?? '';
  const directive = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  expect(directive, `script-src in "${policy}"`).toBeDefined();
  return directive?.slice(1) ?? [];
}

describe('Strapi panel (/cms)', () => {
  it('signs in and lists a content type under a policy without inline scripts', { timeout: 150_000 }, async () => {
    const { context, page } = await newPage(browser);
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) blocked.push(message.text());
    });
    await page.exposeFunction('reportViolation', (violation: string) => blocked.push(violation));
    await page.addInitScript(() => {
      const report = (window as unknown as { reportViolation: (violation: string) => void }).reportViolation;
      document.addEventListener('securitypolicyviolation', (event) => {
        report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    try {
      // Signed in, the login page goes on to the list named by `redirectTo`.
      const login = await page.goto(`/cms/auth/login?redirectTo=${encodeURIComponent(LIST)}`);
      const sources = scriptSources(login);
      expect(sources).toContain("'self'");
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
      await page.getByLabel(/^email/i).fill(CMS_ADMIN_EMAIL);
      await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: /^login$/i }).click();
      // The list's API calls carry the session's token, which the panel reads from its cookie each time.
      // The panel's bundle is large: on a machine busy with the other test phases its first screens take a while.
      await page.getByRole('heading', { level: 1, name: 'FAQ' }).waitFor({ timeout: 60_000 });
      await page.getByText(/^\d+ entr(y|ies) found$/).waitFor({ timeout: 60_000 });
      expect(new URL(page.url()).pathname).toBe(`/cms${LIST}`);
      expect(blocked).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
