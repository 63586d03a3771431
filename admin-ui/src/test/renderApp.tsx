import { render } from '@testing-library/react';

/**
 * Renders the whole back office at `path` (fresh modules per test: the providers read localStorage
 * when first imported; call `vi.resetModules()` before). Test files mock `lib/navigation`'s `leaveTo`
 * themselves.
 */
export async function renderApp(path: string) {
  window.history.replaceState({}, '', path);
  const { App } = await import('../App');
  return render(<App />);
}

/** Stores a signed-in admin session (`Token`, `status`), as the public sign-in page does. */
export function signInAdmin(token = 'jwt-admin') {
  window.localStorage.setItem('adminSession', JSON.stringify({ Token: token, status: true }));
}

/** A list answer of the admin dialect: the records and their `Content-Range`. */
export function listAnswer(resource: string, records: object[], total = records.length) {
  return { body: records, headers: { 'Content-Range': `${resource} 0-${Math.max(records.length - 1, 0)}/${total}` } };
}

/** The `filter`, `sort` and `range` of a list request of the admin dialect. */
export function listQuery(url: string): { filter: Record<string, unknown>; sort: unknown; range: unknown } {
  const params = new URL(url, 'http://localhost').searchParams;
  const read = (name: string) => (params.has(name) ? (JSON.parse(params.get(name)!) as unknown) : undefined);
  return { filter: (read('filter') as Record<string, unknown>) ?? {}, sort: read('sort'), range: read('range') };
}
