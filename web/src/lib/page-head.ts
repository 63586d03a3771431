/**
 * The head a page's own content gives it (docs/seo.md): a blog post's title, excerpt and its path in
 * each language (each language's slug), an expert's name. Pages hand it over with
 * {@link usePageHeadOverride}; the app's document head (`app/document-title.tsx`) prefers it to the
 * route's translated title and description and to the address's path, so that the head after
 * client-side navigation says what the server writes on a first load.
 *
 * @module lib/page-head
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { Language } from '../config/constants';

/** What a page's content says of it; unset fields keep the route's own. */
export interface PageHeadOverride {
  /** page title, without the site's name */
  title?: string;
  description?: string;
  /**
   * The page's path in each language, when it differs by language (a blog post: `/blog/bien-dormir`,
   * `/blog/sleeping-well`); unset: the address's path in both. Canonical URL and `hreflang` alternates
   * are made from it.
   */
  paths?: Record<Language, string>;
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
 * Gives the page's head its content's title, description and paths while the calling page is shown
 * (pass `null` while the content is loading).
 */
export function usePageHeadOverride(override: PageHeadOverride | null): void {
  const title = override?.title;
  const description = override?.description;
  const frPath = override?.paths?.fr;
  const enPath = override?.paths?.en;
  useEffect(() => {
    const paths = frPath !== undefined && enPath !== undefined ? { fr: frPath, en: enPath } : undefined;
    if (title === undefined && description === undefined && paths === undefined) return undefined;
    const mine: PageHeadOverride = { title, description, paths };
    publish(mine);
    return () => {
      if (current === mine) publish(null);
    };
  }, [title, description, frPath, enPath]);
}

/** The override of the page shown, or `null`. */
export function usePageHead(): PageHeadOverride | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
