/**
 * Escaping and URL checks of the e-mails' HTML (./layout.ts, ./markdown.ts). Pure: no I/O, no dependency.
 */

/**
 * Escape a value for HTML text and double- or single-quoted attribute values
 * (`&`, `<`, `>`, `"`, `'`).
 */
export function escapeHtml(value: string): string {
  return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** True for an absolute `http:` / `https:` URL without whitespace or control characters. */
export function isHttpUrl(value: string | null | undefined): value is string {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value) || /\s/.test(value) || [...value].some((c) => c.charCodeAt(0) <= 0x1f || c.charCodeAt(0) === 0x7f)) {
    return false;
  }
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
