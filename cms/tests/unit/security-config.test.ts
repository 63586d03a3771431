import { createHash } from 'crypto';
import { describe, expect, it } from 'vitest';
import { cmsPanelSecurityPolicy, inlineScriptHashes } from '../../src/middlewares/cms-panel-policy';
import { planCmsAdmin } from '../../src/lib/cms-admin';
import { proxySettings } from '../../src/lib/proxy';
import { allowedOrigins } from '../../src/lib/origins';

describe('first CMS administrator at start', () => {
  it('creates nothing when one exists', () => {
    expect(planCmsAdmin({ NODE_ENV: 'production' }, true)).toEqual({ action: 'none' });
  });

  it('refuses to start a production server without one and without CMS_ADMIN_EMAIL/CMS_ADMIN_PASSWORD', () => {
    const plan = planCmsAdmin({ NODE_ENV: 'production' }, false);
    expect(plan.action).toBe('refuse');
    expect(plan.action === 'refuse' && plan.reason).toMatch(/CMS_ADMIN_EMAIL/);
  });

  it('creates the one of the environment, and refuses a half or weak configuration', () => {
    expect(planCmsAdmin({ NODE_ENV: 'production', CMS_ADMIN_EMAIL: ' Ops@Example.org ', CMS_ADMIN_PASSWORD: 'Strong-Pass-2026' }, false)).toEqual({
      action: 'create',
      email: 'ops@example.org',
      password: 'Strong-Pass-2026',
      fromEnv: true,
    });
    expect(planCmsAdmin({ CMS_ADMIN_PASSWORD: 'Strong-Pass-2026' }, false).action).toBe('refuse');
    expect(planCmsAdmin({ CMS_ADMIN_EMAIL: 'ops@example.org', CMS_ADMIN_PASSWORD: 'weak' }, false).action).toBe('refuse');
  });

  it('creates the development administrator with the demo password outside production', () => {
    expect(planCmsAdmin({ NODE_ENV: 'development' }, false)).toMatchObject({ action: 'create', email: 'cms-admin@demo.local', password: 'Demo-Wellness-2026', fromEnv: false });
    expect(planCmsAdmin({ DEMO_PASSWORD: 'Other-Demo-2026' }, false)).toMatchObject({ password: 'Other-Demo-2026' });
  });
});

describe('proxy hops', () => {
  it('reads X-Forwarded-For only behind a proxy, trusting exactly the configured hops (1 by default)', () => {
    expect(proxySettings({})).toEqual({ proxy: false, maxIpsCount: 0 });
    expect(proxySettings({ TRUST_PROXY: 'true' })).toEqual({ proxy: true, maxIpsCount: 1 });
    expect(proxySettings({ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '2' })).toEqual({ proxy: true, maxIpsCount: 2 });
    expect(() => proxySettings({ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '0' })).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => proxySettings({ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: 'all' })).toThrow(/TRUST_PROXY_HOPS/);
  });
});

describe('CORS origins', () => {
  it('are the public origin and the listed ones, never a wildcard', () => {
    expect(allowedOrigins({ PUBLIC_URL: 'https://ayuvie.com/', CORS_ORIGINS: 'https://partner.example, *, not a url,https://ayuvie.com' })).toEqual(['https://ayuvie.com', 'https://partner.example']);
    expect(allowedOrigins({ PORT: '4000' })).toEqual(['http://localhost:4000']);
  });
});

describe("Strapi panel's Content-Security-Policy", () => {
  it('allows the inline scripts of the served page by their SHA-256 only', () => {
    const html = [
      '<script type="module" src="/cms/strapi.js"></script>',
      '<script>window.strapi = {};</script>',
      '<script type="module">import "/cms/a.js";</script>',
      '<script type="application/json">{"data":1}</script>',
    ].join('');
    // The browser's hashes of `window.strapi = {};` and `import "/cms/a.js";`.
    const hashes = [`'sha256-${createHash('sha256').update('window.strapi = {};').digest('base64')}'`, `'sha256-${createHash('sha256').update('import "/cms/a.js";').digest('base64')}'`];
    expect(inlineScriptHashes(html)).toEqual(hashes);
    expect(inlineScriptHashes('<script type="module" src="/cms/strapi.js"></script>')).toEqual([]);
    const scriptSrc = cmsPanelSecurityPolicy(hashes)
      .split('; ')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${hashes.join(' ')}`);
  });

  it("has no 'unsafe-inline' nor 'unsafe-eval' for scripts", () => {
    const policy = cmsPanelSecurityPolicy();
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("script-src-attr 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });
});
