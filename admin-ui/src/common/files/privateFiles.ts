/**
 * Private documents in the back office (DESIGN §3 "sensitive files are private"): ID documents,
 * criminal records, contracts, bank statements, degrees, certificates, signed consent forms and
 * health-assessment documents have no public address; they are read with the admin's token through
 * `GET /api/files/:id` (every read audited) and handed to the browser as a blob.
 *
 * @module common/files/privateFiles
 */

/** How long an object URL stays readable after it was handed out, in milliseconds. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** A temporary object URL of `blob`, revoked after {@link OBJECT_URL_LIFETIME_MS}. */
function temporaryUrl(blob: Blob): string {
  const url = URL.createObjectURL(blob);
  // Revoked later: browsers may start reading the URL only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  return url;
}

/**
 * Offers `blob` to the admin as a download named `name` (a temporary object URL clicked as a
 * download link).
 */
export function saveBlob(blob: Blob, name: string): void {
  const link = document.createElement('a');
  link.href = temporaryUrl(blob);
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * A new browser tab opened at once, in the click's handler (a tab opened after the download finished
 * would be taken for a pop-up and blocked), to show the file in once it has arrived; `null` when the
 * browser refused it. The tab cannot reach back into the back office (`opener` cleared).
 */
export function openBlankTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return tab;
}

/**
 * Shows `blob` in `tab` (PDFs and images display in the browser), or saves it as `name` when no tab
 * could be opened.
 */
export function showBlob(blob: Blob, name: string, tab: Window | null): void {
  if (!tab || tab.closed) {
    saveBlob(blob, name);
    return;
  }
  tab.location.href = temporaryUrl(blob);
}

/** A file size in bytes as the admin reads it, e.g. `12 kB`, `1.4 MB` (in the interface language). */
export function formatBytes(bytes: number | null | undefined, locale: string): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return '';
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: units[unit], unitDisplay: 'short', maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
}
