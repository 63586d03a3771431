/**
 * The browser origins allowed to call the API cross-origin (CORS): the site's own public origin
 * (`PUBLIC_URL`, else `http://localhost:PORT`) and the extra origins of `CORS_ORIGINS`
 * (comma-separated, e.g. `https://partner.example,https://staging.example`). Our own front ends are
 * served from the same origin and need no CORS at all; any other origin gets no CORS headers.
 */

/** `https://host:port` of a URL, or `null` when it is not an http(s) URL. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * @param env - the process environment (`PUBLIC_URL`, `PORT`, `CORS_ORIGINS`)
 * @returns the allowed origins, without duplicates (never `*`)
 */
export function allowedOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const candidates = [env.PUBLIC_URL || `http://localhost:${env.PORT || 1337}`, ...(env.CORS_ORIGINS ?? '').split(',')];
  return [...new Set(candidates.map(originOf).filter((origin): origin is string => origin !== null))];
}
