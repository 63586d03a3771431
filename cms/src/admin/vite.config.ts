/**
 * Build settings of Strapi's own panel (`/cms`), on top of Strapi's (it calls this function with its
 * Vite configuration when it bundles the panel).
 *
 * The panel is served with a Content-Security-Policy without `'unsafe-eval'` (middlewares/cms-panel-policy).
 * Zod, which the panel bundles, probes once whether `new Function` is allowed, to compile its object
 * parsers; the probe's error is caught, but Chromium still reports the refused `eval` as a
 * `securitypolicyviolation`. Zod skips the probe when its global `jitless` setting is on, so a module
 * imported first by the panel's entry turns it on before any other module of the panel runs.
 */
import type { Plugin, UserConfig } from 'vite';

const JITLESS_MODULE = 'virtual:cms-panel-zod-jitless';
const RESOLVED_JITLESS_MODULE = `\0${JITLESS_MODULE}`;

/** Prepends to the panel's entry (`.strapi/client/app.js`) the module that sets Zod's `jitless`. */
const zodJitless = (): Plugin => ({
  name: 'cms-panel-zod-jitless',
  enforce: 'pre',
  resolveId: (id) => (id === JITLESS_MODULE ? RESOLVED_JITLESS_MODULE : null),
  load: (id) => (id === RESOLVED_JITLESS_MODULE ? 'const g = globalThis; g.__zod_globalConfig = Object.assign(g.__zod_globalConfig ?? {}, { jitless: true });\n' : null),
  transform: (code, id) => (/[\\/]\.strapi[\\/]client[\\/]app\.js$/.test(id) ? { code: `import ${JSON.stringify(JITLESS_MODULE)};\n${code}`, map: null } : null),
});

/**
 * Strapi's panel build configuration with {@link zodJitless} first among the plugins.
 * @param config - the configuration Strapi made
 */
export default (config: UserConfig): UserConfig => ({ ...config, plugins: [zodJitless(), ...(config.plugins ?? [])] });
