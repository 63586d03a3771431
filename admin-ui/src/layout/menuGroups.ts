import type { ComponentType } from 'react';

import type { AdminResourceModule } from '../resources/types';

/**
 * The groups of the admin side menu, in the order of spec §2 "Menus" (after the Dashboard item):
 * Medicine (consultants, clients, all bookings, privacy policy, terms, web settings…), then one group
 * per reference list or content family.
 */
export const MENU_GROUP_KEYS = [
  'medicine',
  'nationality',
  'country',
  'city',
  'disorder',
  'specialization',
  'blog',
  'language',
  'objective',
  'quote',
  'keywords',
  'complaint',
  'complaint-type',
  'digital-product',
  'user-waiting-list',
] as const;

/** A group of the admin side menu. */
export type MenuGroupKey = (typeof MENU_GROUP_KEYS)[number];

/** Translation key of each group's title. */
export const MENU_GROUP_LABELS: Record<MenuGroupKey, string> = {
  medicine: 'app.menu.medicine',
  nationality: 'app.menu.nationality',
  country: 'app.menu.country',
  city: 'app.menu.city',
  disorder: 'app.menu.disorder',
  specialization: 'app.menu.specialization',
  blog: 'app.menu.blog',
  language: 'app.menu.language',
  objective: 'app.menu.objective',
  quote: 'app.menu.quote',
  keywords: 'app.menu.keywords',
  complaint: 'app.menu.complaint',
  'complaint-type': 'app.menu.complaint_type',
  'digital-product': 'app.menu.digital_product',
  'user-waiting-list': 'app.menu.user_waiting_list',
};

/**
 * Where a resource appears in the side menu: its group, and its rank in the group (smaller first).
 * Ranks in Medicine follow the spec’s list: consultants 10, clients 20, all bookings 30 (webinars 35), privacy policy
 * 40, terms 50 (then the consent form 55, pages 56, FAQ 58: the site's other texts), web settings 60,
 * then what the spec's groups do not name: coupons 70, contact requests 80 ("view-contact-us-list"),
 * starter-kit requests 85, newsletter subscribers 86, newsletter campaigns 87, admins 90, the outbox 95, the audit log 100, the data requests 105; a group of one resource uses 10.
 */
export interface ResourceMenu {
  group: MenuGroupKey;
  order: number;
  /**
   * Views of the list standing for it in the menu (the spec names two views of the complaints, by
   * consultants and by clients): each an entry opening the list with its filter preset, labelled
   * `resources.<resource>.views.<key>`, instead of one entry for the whole list.
   */
  views?: readonly MenuView[];
}

/** A view of a resource's list: its list opened with a preset filter. */
export interface MenuView {
  /** names the view's label, `resources.<resource>.views.<key>` */
  key: string;
  /** the list's filter, as its inputs name it, e.g. `{ raised_by_role: 'consultant' }` */
  filter: Record<string, unknown>;
}

/**
 * One link of the side menu: a resource's list (or single page), or one view of its list. A trash is not
 * a menu entry: each list reaches its own trash (a "Live / Trash" toggle above the list).
 */
export interface MenuEntry {
  /** the resource, e.g. `countries` */
  resource: string;
  /** `list`: the resource's list or page; `view`: its list with a preset filter */
  kind: 'list' | 'view';
  /** path inside the back office, e.g. `/countries`, `/complaints?filter=…` */
  to: string;
  icon?: ComponentType;
  /** the view, for `kind: 'view'` */
  view?: MenuView;
}

/**
 * The path of a resource's list opened with `filter`, inside the back office, in the form react-admin's
 * lists read from the address.
 * @example listViewPath('complaints', { raised_by_role: 'client' }) === '/complaints?filter=%7B%22raised_by_role%22%3A%22client%22%7D'
 */
export function listViewPath(resource: string, filter: Record<string, unknown>): string {
  return `/${resource}?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;
}

/**
 * Whether the list shown at `pathname` + `search` (below the basename) is `entry`'s view: the view's
 * resource, with each field of the view's filter set to the view's value (other filters may be added).
 */
export function isViewShown(entry: MenuEntry, pathname: string, search: string): boolean {
  if (entry.kind !== 'view' || !entry.view || pathname.replace(/\/$/, '') !== `/${entry.resource}`) return false;
  let filter: unknown;
  try {
    filter = JSON.parse(new URLSearchParams(search).get('filter') ?? '{}');
  } catch {
    return false;
  }
  if (!filter || typeof filter !== 'object') return false;
  const current = filter as Record<string, unknown>;
  return Object.entries(entry.view.filter).every(([field, value]) => JSON.stringify(current[field]) === JSON.stringify(value));
}

/** A group of the side menu with its entries. */
export interface MenuGroup {
  key: MenuGroupKey;
  /** translation key of the title */
  labelKey: string;
  entries: MenuEntry[];
}

/**
 * The side menu built from the resource modules (DESIGN §4: one list of resources, each saying its
 * group and rank): every group in the spec's order with its resources by rank, each resource's list
 * (or the views of its list standing for it). Groups without resources yet are kept, with no entries.
 *
 * @param resources - the resource modules (`resources/index.ts`)
 */
export function buildMenu(resources: readonly AdminResourceModule[]): MenuGroup[] {
  return MENU_GROUP_KEYS.map((key) => {
    const members = resources.filter((resource) => resource.menu?.group === key).sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0));
    const entries = members.flatMap((resource): MenuEntry[] =>
      resource.menu?.views?.length
        ? resource.menu.views.map((view): MenuEntry => ({ resource: resource.name, kind: 'view', to: listViewPath(resource.name, view.filter), icon: resource.icon, view }))
        : [{ resource: resource.name, kind: 'list' as const, to: `/${resource.name}`, icon: resource.icon }],
    );
    return { key, labelKey: MENU_GROUP_LABELS[key], entries };
  });
}

/** An entry's label: the resource's name (plural), or the view's name. */
export function menuEntryLabel(entry: MenuEntry, translate: (key: string, options?: Record<string, unknown>) => string): string {
  if (entry.kind === 'view' && entry.view) return translate(`resources.${entry.resource}.views.${entry.view.key}`, { _: entry.view.key });
  return translate(`resources.${entry.resource}.name`, { smart_count: 2, _: entry.resource });
}

/**
 * Whether `entry` is the page shown at `pathname` + `search` (below the basename): a view when its
 * filter is the list's, a list on its own list, trash, creation or record pages.
 */
export function isEntryCurrent(entry: MenuEntry, pathname: string, search: string): boolean {
  if (entry.kind === 'view') return isViewShown(entry, pathname, search);
  return pathname === entry.to || pathname.startsWith(`${entry.to}/`);
}
