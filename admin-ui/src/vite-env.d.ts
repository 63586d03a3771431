/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Build-time fallback for the public application key (`x-api-key`), used when the server gives none. */
  readonly VITE_PUBLIC_API_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Runtime configuration written by the server in `/app-config.js`. */
interface AppRuntimeConfig {
  /** The fixed application key sent as `x-api-key` (not a user secret, DESIGN §2). */
  apiKey?: string;
}

interface Window {
  __APP_CONFIG__?: AppRuntimeConfig;
}
