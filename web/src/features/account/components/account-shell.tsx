/**
 * Layout of an account area (`/client/*`, `/consultant/*`; spec §2 "each has its own layout and guard",
 * "Menus"): behind the role's guard, a top bar (menu toggle, logo, area name, the account dropdown with
 * Home, Change password and Log out) and a side menu that toggles open and closed, then the page.
 *
 * Side menu items are the pages that exist so far: dashboard and change password.
 *
 * @module features/account/components/account-shell
 */
import { useState, type ReactNode } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import type { Role } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { sessions } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { AreaRoleContext } from '../api/area-role';
import { RequireSession } from './require-session';
import { UserMenu } from './user-menu';

const SIDEBAR_WIDTH = 260;

/** Props of {@link AccountShell}. */
export interface AccountShellProps {
  role: Extract<Role, 'client' | 'consultant'>;
  /** The site logo (with its language switcher). */
  logo: ReactNode;
  /** The site footer. */
  footer?: ReactNode;
}

function SideMenu({ role, onNavigate }: { role: Role; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const items = [
    { to: paths.area(role), label: t('account.menu.dashboard'), icon: <DashboardIcon /> },
    { to: paths.changePassword(role), label: t('account.menu.changePassword'), icon: <KeyIcon /> },
  ];
  return (
    <Box component="nav" aria-label={t('account.menu.label')} data-testid="area-menu">
      <List subheader={<ListSubheader component="p">{t('account.menu.main')}</ListSubheader>}>
        {items.map((item) => (
          <ListItemButton
            key={item.to}
            component={NavLink}
            to={item.to}
            onClick={onNavigate}
            sx={{ '&.active': { color: 'primary.main', bgcolor: 'action.selected', '& .MuiListItemIcon-root': { color: 'primary.main' } } }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon>
            <ListItemText primary={item.label} />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}

/** The layout route element of an area. */
export function AccountShell({ role, logo, footer }: AccountShellProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [toggled, setToggled] = useState<boolean | null>(null);
  const [leaving, setLeaving] = useState(false);
  const open = toggled ?? wide;

  const logOut = () => {
    setLeaving(true);
    sessions.signOut(role);
    toast.info(t('account.loggedOut'));
    navigate(paths.home);
  };

  return (
    <RequireSession role={role} leaving={leaving}>
      <AreaRoleContext.Provider value={role}>
        <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }} data-testid={`${role}-area`}>
          <Box
            component="header"
            sx={{ position: 'sticky', top: 0, zIndex: (th) => th.zIndex.appBar, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
          >
            <Toolbar sx={{ gap: 1.5, minHeight: { xs: 72, lg: 88 } }}>
              <IconButton
                edge="start"
                aria-label={t('account.menu.open')}
                aria-expanded={open}
                onClick={() => setToggled(!open)}
                data-testid="area-menu-toggle"
              >
                <MenuIcon />
              </IconButton>
              {logo}
              <Typography component="p" sx={{ fontWeight: 700, display: { xs: 'none', sm: 'block' } }}>
                {t(`account.areaTitle.${role}`)}
              </Typography>
              <Box sx={{ ml: 'auto' }}>
                <UserMenu role={role} onLogOut={logOut} />
              </Box>
            </Toolbar>
          </Box>
          <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
            {wide ? (
              open ? (
                <Box component="aside" sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, borderRight: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
                  <SideMenu role={role} />
                </Box>
              ) : null
            ) : (
              <Drawer open={open} onClose={() => setToggled(false)}>
                <Box sx={{ width: SIDEBAR_WIDTH }}>
                  <SideMenu role={role} onNavigate={() => setToggled(false)} />
                </Box>
              </Drawer>
            )}
            <Box component="main" id="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 4 } }}>
              <Outlet />
            </Box>
          </Box>
          {footer}
        </Box>
      </AreaRoleContext.Provider>
    </RequireSession>
  );
}
