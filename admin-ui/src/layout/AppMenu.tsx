import { createElement } from 'react';
import { Box, ListSubheader } from '@mui/material';
import { Menu, useBasename, useSidebarState, useTranslate } from 'react-admin';

import { adminResources } from '../resources';
import { buildMenu, menuEntryLabel } from './menuGroups';

/** The groups of the side menu, from the resource modules. */
const groups = buildMenu(adminResources);

/**
 * Side menu (spec §2 "Menus"): the Dashboard item, then each menu group that has entries (a group
 * title when the sidebar is open, then its links), built from the resource modules: each resource's
 * list, its trash indented below it. The menu is an
 * ARIA `menu`, so each group is a `group` named by its title (the visible title itself is
 * presentational: a menu holds only menu items and groups).
 */
export const AppMenu = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  // Entries are relative to the back office's root, which is served under a basename (`/admin`).
  const basename = useBasename();
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
              return (
                <Menu.Item
                  key={entry.to}
                  to={`${basename}${entry.to}`}
                  primaryText={short ? translate('app.trash.menu_short') : label}
                  aria-label={short ? label : undefined}
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
