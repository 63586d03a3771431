/**
 * The document title (spec §9: every page has its own title, in the interface language): the title of
 * the deepest matched route that has one (its `handle`, from `config/routes`), then the site's name
 * (web settings `site_title`, or the translated fallback), e.g. "Nos experts · Ayuvie". It follows the
 * language as soon as it changes. Without a page title (a layout alone) the title is the site's name.
 *
 * @module app/document-title
 */
import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** The `handle` of a page route (set by the router from `config/routes`). */
export interface PageHandle {
  /** Translation key of the title; with `titleByRole`, of an object with one title per role. */
  title: string;
  /** Pick the title by the `:role` parameter (`<title>.<role>`, else `<title>.default`). */
  titleByRole?: boolean;
}

const isPageHandle = (handle: unknown): handle is PageHandle => typeof handle === 'object' && handle !== null && typeof (handle as PageHandle).title === 'string';

/** Separator between the page's title and the site's name. */
export const TITLE_SEPARATOR = ' · ';

/**
 * Keeps `document.title` in step with the route and the language.
 *
 * @param siteName - the site's name from the web settings, when loaded.
 */
export function DocumentTitle({ siteName }: { siteName?: string | null }) {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const match = [...matches].reverse().find((candidate) => isPageHandle(candidate.handle));
  const handle = match?.handle as PageHandle | undefined;
  const role = match?.params.role;
  const site = siteName?.trim() || t('common.siteNameFallback');
  const page = handle ? (handle.titleByRole ? t([`${handle.title}.${role}`, `${handle.title}.default`]) : t(handle.title)) : '';
  const title = page ? `${page}${TITLE_SEPARATOR}${site}` : site;

  useEffect(() => {
    document.title = title;
  }, [title, i18n.language]);

  return null;
}
