/**
 * Layout of an account area (`/client/*`, `/consultant/*`; spec §2 "each has its own layout and guard",
 * "Menus"): behind the role's guard, a top bar (menu toggle, logo, area name, the account dropdown with
 * Home, Change password and Log out) and a side menu that toggles open and closed, then the page.
 *
 * The side menu is the area's own (`menu`, e.g. the consultant's of spec §2 "Consultant menu"), by default
 * the dashboard and change password.
 *
 * @module features/account/components/account-shell
 */
import { useState, type ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import { SideMenu, type SideMenuGroup } from '../../../components/side-menu';
import type { Role } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { endSession } from '../../../lib/session-refresh';
import { toast } from '../../../lib/toast';
import { AreaRoleContext } from '../hooks/use-area-role';
import { RequireSession } from './require-session';
import { TimeZoneNotice } from './time-zone-notice';
import { UserMenu } from './user-menu';

const SIDEBAR_WIDTH = 260;

/** Props of {@link AccountShell}. */
export interface AccountShellProps {
  role: Extract<Role, 'client' | 'consultant'>;
  /** The site logo (with its language switcher). */
  logo: ReactNode;
  /** The site footer. */
  footer?: ReactNode;
  /** The side menu's groups; default {@link defaultAreaMenu}. */
  menu?: readonly SideMenuGroup[];
}

/** The side menu of an area without a menu of its own: dashboard and change password. */
export function defaultAreaMenu(role: Role): SideMenuGroup[] {
  return [
    {
      key: 'main',
      titleKey: 'account.menu.main',
      items: [
        { to: paths.area(role), labelKey: 'account.menu.dashboard', icon: DashboardIcon },
        { to: paths.changePassword(role), labelKey: 'account.menu.changePassword', icon: KeyIcon },
      ],
    },
  ];
}

/** The layout route element of an area. */
export function AccountShell({ role, logo, footer, menu }: AccountShellProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [toggled, setToggled] = useState<boolean | null>(null);
  const [leaving, setLeaving] = useState(false);
  const open = toggled ?? wide;
  const groups = menu ?? defaultAreaMenu(role);

  const logOut = () => {
    setLeaving(true);
    void endSession(role);
    toast.info(t('account.loggedOut'));
    navigate(paths.home);
  };

  return (
    <RequireSession role={role} leaving={leaving}>
      <AreaRoleContext.Provider value={role}>
        <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }} data-testid={`${role}-area`}>
          <Box component="header" sx={{ position: 'sticky', top: 0, zIndex: (th) => th.zIndex.appBar, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
            <Toolbar sx={{ gap: 1.5, minHeight: { xs: 72, lg: 88 } }}>
              <IconButton edge="start" aria-label={t('account.menu.open')} aria-expanded={open} onClick={() => setToggled(!open)} data-testid="area-menu-toggle">
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
                  <SideMenu groups={groups} />
                </Box>
              ) : null
            ) : (
              <Drawer open={open} onClose={() => setToggled(false)}>
                <Box sx={{ width: SIDEBAR_WIDTH }}>
                  <SideMenu groups={groups} onNavigate={() => setToggled(false)} />
                </Box>
              </Drawer>
            )}
            <Box component="main" id="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 4 } }}>
              <TimeZoneNotice role={role} />
              <Outlet />
            </Box>
          </Box>
          {footer}
        </Box>
      </AreaRoleContext.Provider>
    </RequireSession>
  );
}
