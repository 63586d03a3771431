import { createElement, type ReactElement } from 'react';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';

/** One link of the side menu (a resource list or a custom page), relative to the admin root. */
export interface AdminMenuEntry {
  /** Path inside the back office, e.g. `/countries`. */
  to: string;
  /** Translation key of the label. */
  labelKey: string;
  icon?: ReactElement;
}

/** A group of the admin side menu (spec §2 "Menus"). */
export interface AdminMenuGroup {
  key: string;
  /** Translation key of the group title. */
  labelKey: string;
  /** Translation keys of what the group covers, when it holds several screens (shown on the dashboard). */
  covers: string[];
  /** Live menu entries; a group is shown in the side menu once it has at least one. */
  items: AdminMenuEntry[];
}

/**
 * The admin side-menu groups of spec §2, in the spec's order, after the Dashboard item.
 * Resources add their entries to `items` as they are implemented (one folder per resource under
 * `src/resources/`); until then only the Dashboard shows.
 */
export const menuGroups: AdminMenuGroup[] = [
  {
    key: 'medicine',
    labelKey: 'app.menu.medicine',
    covers: ['app.menu.consultant', 'app.menu.client', 'app.menu.all_booking', 'app.menu.privacy_policy', 'app.menu.terms_condition', 'app.menu.web_setting', 'app.menu.coupons'],
    items: [{ to: '/coupons', labelKey: 'app.menu.coupons', icon: createElement(LocalOfferIcon) }],
  },
  { key: 'nationality', labelKey: 'app.menu.nationality', covers: [], items: [] },
  { key: 'country', labelKey: 'app.menu.country', covers: [], items: [] },
  { key: 'city', labelKey: 'app.menu.city', covers: [], items: [] },
  { key: 'disorder', labelKey: 'app.menu.disorder', covers: [], items: [] },
  { key: 'specialization', labelKey: 'app.menu.specialization', covers: [], items: [] },
  { key: 'blog', labelKey: 'app.menu.blog', covers: [], items: [] },
  { key: 'language', labelKey: 'app.menu.language', covers: [], items: [] },
  { key: 'objective', labelKey: 'app.menu.objective', covers: [], items: [] },
  { key: 'quote', labelKey: 'app.menu.quote', covers: [], items: [] },
  { key: 'keywords', labelKey: 'app.menu.keywords', covers: [], items: [] },
  { key: 'complaint', labelKey: 'app.menu.complaint', covers: [], items: [] },
  { key: 'complaint-type', labelKey: 'app.menu.complaint_type', covers: [], items: [] },
  { key: 'digital-product', labelKey: 'app.menu.digital_product', covers: [], items: [] },
  { key: 'user-waiting-list', labelKey: 'app.menu.user_waiting_list', covers: [], items: [] },
];
