import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useBasename, useLocaleState, useResourceDefinitions, useTranslate } from 'react-admin';

/** Separator between the page's title and the back office's name. */
export const TITLE_SEPARATOR = ' · ';

/**
 * The page title of a back-office path, in the current language: the dashboard, a custom page, or a
 * resource's list ("Codes promo"), creation (the resource's own `page.create`, "Nouveau code promo", else
 * "Créer Code promo"), trash, edition or display — the same words react-admin shows in the page's header.
 *
 * @param path - path below the back office's basename, e.g. `/coupons/create`.
 * @param translate - react-admin's translate function.
 * @param resources - names of the registered resources.
 */
export function pageTitle(path: string, translate: (key: string, options?: Record<string, unknown>) => string, resources: readonly string[]): string {
  const [first, second, third] = path.split('/').filter(Boolean).map(decodeURIComponent);
  if (!first || first === 'dashboard') return translate('app.dashboard.title');
  if (first === 'change-password') return translate('app.change_password.title');
  if (!resources.includes(first)) return translate('ra.page.not_found');
  const name = (count: number) => translate(`resources.${first}.name`, { smart_count: count, _: first });
  if (!second) return name(2);
  if (second === 'create') return translate(`resources.${first}.page.create`, { _: translate('ra.page.create', { name: name(1) }) });
  if (second === 'trash') return translate('app.trash.title', { name: name(2) });
  if (third === 'show') return translate('ra.page.show', { name: name(1), id: second, recordRepresentation: '' }).trim();
  return `${translate('ra.action.edit')} ${name(1)}`;
}

/**
 * Keeps the document in step with the page and the language: `<html lang>` is the interface language
 * (WCAG 3.1.1; index.html starts with `fr`), and `document.title` the page's own title (spec §9):
 * "<page> · Back-office".
 */
export const DocumentHead = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const basename = useBasename();
  const { pathname } = useLocation();
  const resources = Object.keys(useResourceDefinitions());
  const relative = pathname.startsWith(basename) ? pathname.slice(basename.length) : pathname;
  const title = `${pageTitle(relative, translate, resources)}${TITLE_SEPARATOR}${translate('app.name')}`;
  useEffect(() => {
    document.documentElement.lang = locale;
    document.title = title;
  }, [title, locale]);
  return null;
};
