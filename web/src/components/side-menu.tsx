/**
 * The side menu of an account area (spec §2 "Menus"): groups of links, each with an icon; the link of
 * the current page (or of one of its sub-pages) is highlighted.
 *
 * @module components/side-menu
 */
import { useId, type ComponentType } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';

/** One link of the menu. */
export interface SideMenuItem {
  /** Absolute path. */
  to: string;
  /** Translation key of the label. */
  labelKey: string;
  /** An icon component (e.g. from `@mui/icons-material`). */
  icon: ComponentType;
  /** Highlight only on this exact path (not on its sub-pages). */
  end?: boolean;
}

/** A titled group of links. */
export interface SideMenuGroup {
  /** Stable key (also the group's test id suffix). */
  key: string;
  /** Translation key of the group's title. */
  titleKey: string;
  items: readonly SideMenuItem[];
}

/** Props of {@link SideMenu}. */
export interface SideMenuProps {
  groups: readonly SideMenuGroup[];
  /** Called after a link is followed (closes the drawer on small screens). */
  onNavigate?: () => void;
}

/**
 * The menu (`nav` labelled "area menu", test id `area-menu`): per group a title and a list (`ul`
 * labelled by the title) whose items (`li`) each hold one link.
 */
export function SideMenu({ groups, onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Box component="nav" aria-label={t('account.menu.label')} data-testid="area-menu">
      {groups.map((group) => (
        <Box key={group.key}>
          <ListSubheader component="div" id={`${id}-${group.key}`}>
            {t(group.titleKey)}
          </ListSubheader>
          <List data-testid={`area-menu-${group.key}`} aria-labelledby={`${id}-${group.key}`} sx={{ pt: 0 }}>
            {group.items.map(({ to, labelKey, icon: Icon, end }) => (
              <ListItem key={to} disablePadding>
                <ListItemButton
                  component={NavLink}
                  to={to}
                  end={end}
                  onClick={onNavigate}
                  sx={{ '&.active': { color: 'primary.main', bgcolor: 'action.selected', '& .MuiListItemIcon-root': { color: 'primary.main' } } }}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText primary={t(labelKey)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      ))}
    </Box>
  );
}
