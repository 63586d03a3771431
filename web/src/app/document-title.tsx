/**
 * The document title and head (spec §9: every page has its own title, in the interface language;
 * docs/seo.md): the title of the deepest matched route that has one (its `handle`, from `config/routes`),
 * then the site's name (web settings `site_title`, or the translated fallback), e.g. "Nos experts ·
 * Ayuvie". Without a page title (a layout alone) the title is the site's name. A page's content may give
 * its own title and description (a blog post, an expert: `lib/page-head`), and its path in each language
 * (a blog post's slugs), which its canonical URL and alternates then carry.
 *
 * Besides the title it keeps the rest of the head the server wrote on the first load current on
 * client-side navigation and language changes ({@link applyDocumentHead}): description, robots,
 * canonical URL, `hreflang` alternates, Open Graph and Twitter tags, `<html lang>`. A `?lang=` in the
 * address follows the interface language once the visitor switches it.
 *
 * @module app/document-title
 */
import { useEffect } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../lib/i18n';
import { usePageHead } from '../lib/page-head';
import { applyDocumentHead, LANGUAGE_PARAM, pageUrls } from './document-head';

/** The `handle` of a page route (set by the router from `config/routes`). */
export interface PageHandle {
  /** Translation key of the title; with `titleByRole`, of an object with one title per role. */
  title: string;
  /** Pick the title by the `:role` parameter (`<title>.<role>`, else `<title>.default`). */
  titleByRole?: boolean;
  /** Translation key of the meta description (default `seo.descriptions.default`). */
  description?: string;
  /** Kept out of search engines (robots `noindex`). */
  noindex?: boolean;
}

const isPageHandle = (handle: unknown): handle is PageHandle => typeof handle === 'object' && handle !== null && typeof (handle as PageHandle).title === 'string';

/** Separator between the page's title and the site's name. */
export const TITLE_SEPARATOR = ' · ';

/** The page the server wrote the head for: the one of the first load. */
const servedPath = typeof window !== 'undefined' ? window.location.pathname : undefined;

/**
 * Keeps `document.title` and the page's head in step with the route, the page's content and the language.
 *
 * @param siteName - the site's name from the web settings, when loaded.
 */
export function DocumentTitle({ siteName }: { siteName?: string | null }) {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const location = useLocation();
  const navigate = useNavigate();
  const override = usePageHead();
  const match = [...matches].reverse().find((candidate) => isPageHandle(candidate.handle));
  const handle = match?.handle as PageHandle | undefined;
  const role = match?.params.role;
  const site = siteName?.trim() || t('common.siteNameFallback');
  const routeTitle = handle ? (handle.titleByRole ? t([`${handle.title}.${role}`, `${handle.title}.default`]) : t(handle.title)) : '';
  const page = override?.title || routeTitle;
  const title = page ? `${page}${TITLE_SEPARATOR}${site}` : site;
  const description = override?.description || t(handle?.description ?? 'seo.descriptions.default');
  const indexable = Boolean(handle) && !handle?.noindex;
  const language = currentLanguage(i18n);
  // The content's own paths, while they name the page shown (not the page just left).
  const named = override?.paths && Object.values(override.paths).some((path) => pageUrls('', path).fr === pageUrls('', location.pathname).fr);
  const frPath = named ? override?.paths?.fr : undefined;
  const enPath = named ? override?.paths?.en : undefined;

  useEffect(() => {
    const paths = frPath !== undefined && enPath !== undefined ? { fr: frPath, en: enPath } : undefined;
    applyDocumentHead({ language, title, description, indexable, path: location.pathname, paths, origin: window.location.origin, servedPath });
  }, [language, title, description, indexable, location.pathname, frPath, enPath]);

  // An address carrying another language than the interface's (after a switch) follows the interface.
  const params = new URLSearchParams(location.search);
  const asked = params.get(LANGUAGE_PARAM);
  useEffect(() => {
    if (asked === null || asked === language) return;
    const next = new URLSearchParams(location.search);
    if (language === 'fr') next.delete(LANGUAGE_PARAM);
    else next.set(LANGUAGE_PARAM, language);
    const search = next.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true, preventScrollReset: true });
  }, [asked, language, location.pathname, location.search, location.hash, navigate]);

  return null;
}
