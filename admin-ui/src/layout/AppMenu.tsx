import { Box, ListSubheader } from '@mui/material';
import { Menu, useBasename, useSidebarState, useTranslate } from 'react-admin';

import { menuGroups } from './menuGroups';

/**
 * Side menu: the Dashboard item, then each spec §2 menu group that already has entries
 * (a group title when the sidebar is open, then its links). The menu is an ARIA `menu`, so each group
 * is a `group` named by its title (the visible title itself is presentational: a menu holds only menu
 * items and groups).
 */
export const AppMenu = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  // Entries are relative to the back office's root, which is served under a basename (`/admin`).
  const basename = useBasename();
  return (
    <Menu>
      <Menu.DashboardItem primaryText={translate('app.menu.dashboard')} />
      {menuGroups
        .filter((group) => group.items.length > 0)
        .map((group) => (
          <Box key={group.key} role="group" aria-label={translate(group.labelKey)}>
            {open ? (
              <ListSubheader component="div" role="presentation" aria-hidden disableSticky sx={{ lineHeight: 2.5, background: 'transparent' }}>
                {translate(group.labelKey)}
              </ListSubheader>
            ) : null}
            {group.items.map((item) => (
              <Menu.Item key={item.to} to={`${basename}${item.to}`} primaryText={translate(item.labelKey)} leftIcon={item.icon} />
            ))}
          </Box>
        ))}
    </Menu>
  );
};
