/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Public API key baked in at build time (fallback when the server does not answer /app-config.js). */
  readonly VITE_PUBLIC_API_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Runtime configuration written by the CMS in `/app-config.js`. */
interface AppRuntimeConfig {
  apiKey?: string;
}

interface Window {
  __APP_CONFIG__?: AppRuntimeConfig;
}

/** Core part of a translation file (all but the lazy sections; see `vite/locale-sections.ts`). */
declare module '*.json?core' {
  const value: Record<string, unknown>;
  export default value;
}

/** Lazy part of a translation file (the account pages' sections; see `vite/locale-sections.ts`). */
declare module '*.json?lazy' {
  const value: Record<string, unknown>;
  export default value;
}
