import { createElement, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Box, Collapse, ListItemIcon, MenuItem, Typography } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Menu, MenuItemLinkClasses, useBasename, useSidebarState, useStore, useTranslate } from 'react-admin';

import { adminResources } from '../resources';
import { buildMenu, isEntryCurrent, menuEntryLabel, type MenuGroup } from './menuGroups';

/** The groups of the side menu, from the resource modules. */
const groups = buildMenu(adminResources);

/** Menu labels wrap instead of being cut with an ellipsis (react-admin's items do not wrap). */
const wrapLabel = { '& .MuiTypography-root': { whiteSpace: 'normal' }, minHeight: 40 } as const;

/**
 * One group of the side menu, as react-admin's demo `SubMenu`: a menu item with the group's title that
 * opens or closes it (`aria-expanded`, state kept in the back office's store: open until closed), then
 * the group's links. Reaching a page of a closed group opens it. A group whose one link bears its name
 * (countries, cities…) shows that link alone. With the sidebar folded to icons,
 * the links show without the title.
 */
const MenuGroupItems = ({ group, relative, search }: { group: MenuGroup; relative: string; search: string }) => {
  const translate = useTranslate();
  const basename = useBasename();
  const [sidebarOpen] = useSidebarState();
  const [expanded, setExpanded] = useStore(`menu.group.${group.key}.open`, true);
  const title = translate(group.labelKey);
  const holdsCurrent = group.entries.some((entry) => isEntryCurrent(entry, relative, search));
  // Reaching a page of a closed group (from the dashboard, a link) opens the group, so the page's entry shows.
  useEffect(() => {
    if (holdsCurrent) setExpanded(true);
  }, [holdsCurrent, setExpanded]);
  // A group of one link named as the group (countries, cities…) is that link alone, as a top-level item.
  const single = group.entries.length === 1 && menuEntryLabel(group.entries[0], translate) === title;
  const shown = !sidebarOpen || single || expanded;
  const listId = `menu-group-${group.key}`;
  return (
    <>
      {sidebarOpen && !single ? (
        <MenuItem aria-expanded={shown} aria-controls={listId} onClick={() => setExpanded(!expanded)} sx={{ ...wrapLabel, color: 'text.secondary' }}>
          <Typography variant="overline" component="span" sx={{ flexGrow: 1, lineHeight: 1.4 }}>
            {title}
          </Typography>
          <ListItemIcon sx={{ minWidth: 0 }}>{shown ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}</ListItemIcon>
        </MenuItem>
      ) : null}
      <Collapse in={shown} timeout="auto" unmountOnExit>
        <Box id={listId} role="group" aria-label={title}>
          {group.entries.map((entry) => {
            // A view's address carries its filter, which react-admin's own matching (by path) ignores;
            // a list stays current on its trash, creation and record pages.
            const current = isEntryCurrent(entry, relative, search);
            return (
              <Menu.Item
                key={entry.to}
                to={`${basename}${entry.to}`}
                primaryText={menuEntryLabel(entry, translate)}
                aria-current={current ? 'page' : undefined}
                className={current ? MenuItemLinkClasses.active : undefined}
                leftIcon={entry.icon ? createElement(entry.icon) : undefined}
                sx={wrapLabel}
              />
            );
          })}
        </Box>
      </Collapse>
    </>
  );
};

/**
 * Side menu (spec §2 "Menus"): the Dashboard item, then each menu group that has entries, collapsible,
 * built from the resource modules: each resource's list (or the views of its list, e.g. complaints by
 * consultants and by clients), the page shown marked as current. Trashes are reached from their lists.
 * The menu is an ARIA `menu`: each group's title is a menu item that opens or closes the `group` of
 * links named by that title.
 */
export const AppMenu = () => {
  const translate = useTranslate();
  // Entries are relative to the back office's root, which is served under a basename (`/admin`).
  const basename = useBasename();
  const { pathname, search } = useLocation();
  const relative = pathname.startsWith(basename) ? pathname.slice(basename.length) : pathname;
  return (
    <Menu>
      <Menu.DashboardItem primaryText={translate('app.menu.dashboard')} sx={wrapLabel} />
      {groups
        .filter((group) => group.entries.length > 0)
        .map((group) => (
          <MenuGroupItems key={group.key} group={group} relative={relative} search={search} />
        ))}
    </Menu>
  );
};
