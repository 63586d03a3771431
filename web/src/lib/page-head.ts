/**
 * The head a page's own content gives it (docs/seo.md): a blog post's title and excerpt, an expert's
 * name. Pages hand it over with {@link usePageHeadOverride}; the app's document head
 * (`app/document-title.tsx`) prefers it to the route's translated title and description, so that the
 * head after client-side navigation says what the server writes on a first load.
 *
 * @module lib/page-head
 */
import { useEffect, useSyncExternalStore } from 'react';

/** What a page's content says of it; unset fields keep the route's own. */
export interface PageHeadOverride {
  /** page title, without the site's name */
  title?: string;
  description?: string;
}

let current: PageHeadOverride | null = null;
const listeners = new Set<() => void>();

function publish(next: PageHeadOverride | null) {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Gives the page's head its content's title and description while the calling page is shown (pass
 * `null` while the content is loading).
 */
export function usePageHeadOverride(override: PageHeadOverride | null): void {
  const title = override?.title;
  const description = override?.description;
  useEffect(() => {
    if (title === undefined && description === undefined) return undefined;
    const mine = { title, description };
    publish(mine);
    return () => {
      if (current === mine) publish(null);
    };
  }, [title, description]);
}

/** The override of the page shown, or `null`. */
export function usePageHead(): PageHeadOverride | null {
  return useSyncExternalStore(subscribe, () => current);
}
