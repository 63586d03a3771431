import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useBasename, useGetOne, useGetRecordRepresentation, useLocaleState, useResourceDefinitions, useTranslate } from 'react-admin';

/** Separator between the page's title and the back office's name. */
export const TITLE_SEPARATOR = ' · ';

/**
 * The record a back-office path opens: a resource's edit page (`/blogs/12`) or show page
 * (`/clients/7/show`); `null` for any other page.
 *
 * @param path - path below the back office's basename.
 * @param resources - names of the registered resources.
 */
export function recordPath(path: string, resources: readonly string[]): { resource: string; id: string; page: 'edit' | 'show' } | null {
  const [first, second, third, ...rest] = path.split('/').filter(Boolean).map(decodeURIComponent);
  if (!first || !second || !resources.includes(first) || second === 'create' || second === 'trash' || rest.length) return null;
  if (third === undefined) return { resource: first, id: second, page: 'edit' };
  return third === 'show' ? { resource: first, id: second, page: 'show' } : null;
}

/**
 * The page title of a back-office path, in the current language: the dashboard, a custom page, or a
 * resource's list ("Codes promo"), creation (the resource's own `page.create`, "Nouveau code promo", else
 * "Créer Code promo"), trash, edition or display of a record named by its representation (the
 * resource's `page.edit` / `page.show`, "Modifier le code promo « ETE »", else react-admin's) — the same
 * words react-admin shows in the page's header.
 *
 * @param path - path below the back office's basename, e.g. `/coupons/create`.
 * @param translate - react-admin's translate function.
 * @param resources - names of the registered resources.
 * @param recordName - on an edit or show page, the record's representation (`''` while it loads).
 */
export function pageTitle(path: string, translate: (key: string, options?: Record<string, unknown>) => string, resources: readonly string[], recordName = ''): string {
  const [first, second] = path.split('/').filter(Boolean).map(decodeURIComponent);
  if (!first || first === 'dashboard') return translate('app.dashboard.title');
  if (first === 'change-password') return translate('app.change_password.title');
  if (!resources.includes(first)) return translate('ra.page.not_found');
  const name = (count: number) => translate(`resources.${first}.name`, { smart_count: count, _: first });
  if (!second) return name(2);
  if (second === 'create') return translate(`resources.${first}.page.create`, { _: translate('ra.page.create', { name: name(1) }) });
  if (second === 'trash') return translate('app.trash.title', { name: name(2) });
  const page = recordPath(path, resources)?.page ?? 'edit';
  const kind = page === 'show' ? translate('ra.page.show', { name: name(1), id: second, recordRepresentation: '' }).trim() : `${translate('ra.action.edit')} ${name(1)}`;
  return translate(`resources.${first}.page.${page}`, { recordRepresentation: recordName, _: kind }).trim();
}

/**
 * Keeps the document in step with the page and the language: `<html lang>` is the interface language
 * (WCAG 3.1.1; index.html starts with `fr`), and `document.title` the page's own title (spec §9):
 * "<page> · Back-office", naming the record an edit or show page opens.
 */
export const DocumentHead = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const basename = useBasename();
  const { pathname } = useLocation();
  const resources = Object.keys(useResourceDefinitions());
  const relative = pathname.startsWith(basename) ? pathname.slice(basename.length) : pathname;
  // The record of an edit or show page, as the page itself reads it (the same query, asked once).
  const opened = recordPath(relative, resources);
  const { data: record } = useGetOne(opened?.resource ?? '', { id: opened?.id ?? '' }, { enabled: Boolean(opened), retry: false, staleTime: Infinity });
  const represent = useGetRecordRepresentation(opened?.resource);
  const represented = opened && record ? represent(record) : '';
  const recordName = typeof represented === 'string' || typeof represented === 'number' ? String(represented) : '';
  const title = `${pageTitle(relative, translate, resources, recordName)}${TITLE_SEPARATOR}${translate('app.name')}`;
  useEffect(() => {
    document.documentElement.lang = locale;
    document.title = title;
  }, [title, locale]);
  return null;
};
