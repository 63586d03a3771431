import { createElement } from 'react';
import { useLocation } from 'react-router-dom';
import { Box, ListSubheader } from '@mui/material';
import { Menu, MenuItemLinkClasses, useBasename, useSidebarState, useTranslate } from 'react-admin';

import { adminResources } from '../resources';
import { buildMenu, isViewShown, menuEntryLabel } from './menuGroups';

/** The groups of the side menu, from the resource modules. */
const groups = buildMenu(adminResources);

/**
 * Side menu (spec §2 "Menus"): the Dashboard item, then each menu group that has entries (a group
 * title when the sidebar is open, then its links), built from the resource modules: each resource's
 * list (or the views of its list, e.g. complaints by consultants and by clients, the one shown marked
 * as the current page), its trash indented below it. The menu is an
 * ARIA `menu`, so each group is a `group` named by its title (the visible title itself is
 * presentational: a menu holds only menu items and groups).
 */
export const AppMenu = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  // Entries are relative to the back office's root, which is served under a basename (`/admin`).
  const basename = useBasename();
  const { pathname, search } = useLocation();
  const relative = pathname.startsWith(basename) ? pathname.slice(basename.length) : pathname;
  return (
    <Menu>
      <Menu.DashboardItem primaryText={translate('app.menu.dashboard')} />
      {groups
        .filter((group) => group.entries.length > 0)
        .map((group) => (
          <Box key={group.key} role="group" aria-label={translate(group.labelKey)}>
            {open ? (
              <ListSubheader component="div" role="presentation" aria-hidden disableSticky sx={{ lineHeight: 2.5, background: 'transparent' }}>
                {translate(group.labelKey)}
              </ListSubheader>
            ) : null}
            {group.entries.map((entry) => {
              const label = menuEntryLabel(entry, translate);
              // Under its list in an open sidebar, a trash reads "Trash"; its name says whose.
              const short = open && entry.kind === 'trash';
              // A view's address carries its filter, which react-admin's own matching (by path) ignores.
              const current = isViewShown(entry, relative, search);
              return (
                <Menu.Item
                  key={entry.to}
                  to={`${basename}${entry.to}`}
                  primaryText={short ? translate('app.trash.menu_short') : label}
                  aria-label={short ? label : undefined}
                  aria-current={current ? 'page' : undefined}
                  className={current ? MenuItemLinkClasses.active : undefined}
                  leftIcon={entry.icon ? createElement(entry.icon) : undefined}
                  sx={short ? { pl: 4 } : undefined}
                />
              );
            })}
          </Box>
        ))}
    </Menu>
  );
};
