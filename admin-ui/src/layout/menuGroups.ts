import type { ComponentType } from 'react';
import TrashIcon from '@mui/icons-material/DeleteOutlined';

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
 * Ranks in Medicine follow the spec's list: consultants 10, clients 20, all bookings 30, privacy policy
 * 40, terms 50 (then the consent form 55, pages 56, FAQ 58: the site's other texts), web settings 60,
 * then what the spec's groups do not name: coupons 70, contact requests 80 ("view-contact-us-list"),
 * admins 90, the audit log 100; a group of one resource uses 10.
 */
export interface ResourceMenu {
  group: MenuGroupKey;
  order: number;
}

/** One link of the side menu: a resource's list (or single page), or its trash. */
export interface MenuEntry {
  /** the resource, e.g. `countries` */
  resource: string;
  /** `list`: the resource's list or page; `trash`: its trash view */
  kind: 'list' | 'trash';
  /** path inside the back office, e.g. `/countries/trash` */
  to: string;
  icon?: ComponentType;
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
 * followed by its trash when it has one. Groups without resources yet are kept, with no entries.
 *
 * @param resources - the resource modules (`resources/index.ts`)
 */
export function buildMenu(resources: readonly AdminResourceModule[]): MenuGroup[] {
  return MENU_GROUP_KEYS.map((key) => {
    const members = resources.filter((resource) => resource.menu?.group === key).sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0));
    const entries = members.flatMap((resource): MenuEntry[] => [
      { resource: resource.name, kind: 'list', to: `/${resource.name}`, icon: resource.icon },
      ...(resource.trash ? [{ resource: resource.name, kind: 'trash' as const, to: `/${resource.name}/trash`, icon: TrashIcon }] : []),
    ]);
    return { key, labelKey: MENU_GROUP_LABELS[key], entries };
  });
}

/** An entry's label: the resource's name (plural), or "Trash · <name>" for its trash. */
export function menuEntryLabel(entry: MenuEntry, translate: (key: string, options?: Record<string, unknown>) => string): string {
  const name = translate(`resources.${entry.resource}.name`, { smart_count: 2, _: entry.resource });
  return entry.kind === 'trash' ? translate('app.trash.menu', { name }) : name;
}
