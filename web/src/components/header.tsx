/**
 * Site header: logo (with language switcher), navigation and account links; the navigation collapses
 * into a drawer below the `lg` breakpoint (992 px, spec §9). Account links: "Sign in" and "Sign up" while
 * no role is signed in, otherwise a link to each signed-in role's area (the admin's is the back office,
 * a full page load).
 *
 * @module components/header
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Toolbar from '@mui/material/Toolbar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Container from '@mui/material/Container';
import MenuIcon from '@mui/icons-material/Menu';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import { ROLES } from '../config/constants';
import { paths } from '../config/paths';
import { useLoggedIn } from '../lib/session';
import type { NavEntry } from './nav-drawer';

const loadDrawer = () => import('./nav-drawer');
const NavDrawer = lazy(loadDrawer);

/** Navigation entries: path and translation key. */
export const mainNavigation: readonly NavEntry[] = [
  { to: paths.home, key: 'nav.home', end: true },
  { to: paths.aboutUs, key: 'nav.aboutUs' },
  { to: paths.alternativeMedicine, key: 'nav.alternativeMedicine' },
  { to: paths.experts, key: 'nav.experts' },
  { to: paths.lifestyleProducts, key: 'nav.lifestyleProducts' },
  { to: paths.blog, key: 'nav.blog' },
  { to: paths.contact, key: 'nav.contact' },
];

/**
 * The account links: one per signed-in role, else sign-in and sign-up.
 *
 * @returns navigation entries (translation keys of the `session` section).
 */
export function useAccountLinks(): NavEntry[] {
  const client = useLoggedIn('client');
  const consultant = useLoggedIn('consultant');
  const admin = useLoggedIn('admin');
  const signedIn = { client, consultant, admin };
  const areas = ROLES.filter((role) => signedIn[role]).map((role) => ({
    to: paths.area(role),
    key: `session.area.${role}`,
    reloadDocument: role === 'admin',
    primary: true,
  }));
  return areas.length > 0
    ? areas
    : [
        { to: paths.signIn, key: 'session.signIn' },
        { to: paths.signUp, key: 'session.signUp', primary: true },
      ];
}

/** Props of {@link Header}. */
export interface HeaderProps {
  /** The logo element (with its language switcher). */
  logo: ReactNode;
}

/** Sticky top bar with the main navigation. */
export function Header({ logo }: HeaderProps) {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const accountLinks = useAccountLinks();

  return (
    <Box component="header" sx={{ position: 'sticky', top: 0, zIndex: (theme) => theme.zIndex.appBar, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', color: 'text.primary' }}>
      <Container maxWidth="xl">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: { xs: 72, lg: 88 } }}>
          {logo}
          <Box component="nav" aria-label={t('nav.label')} sx={{ ml: 'auto', display: { xs: 'none', lg: 'flex' }, gap: 0.5 }} data-testid="main-nav">
            {mainNavigation.map((item) => (
              <Button
                key={item.to}
                component={NavLink}
                to={item.to}
                end={item.end ?? false}
                color="inherit"
                sx={{
                  fontWeight: 700,
                  whiteSpace: 'nowrap',
                  '&.active': { color: 'primary.main', boxShadow: (theme) => `inset 0 -2px 0 ${theme.palette.primary.main}` },
                }}
              >
                {t(item.key)}
              </Button>
            ))}
          </Box>
          {/* Text links with the drawer (sm–lg) and from xl; between lg and xl only an icon fits. */}
          <Box aria-label={t('session.accountLinks')} role="group" sx={{ ml: { xs: 'auto', lg: 1 }, display: { xs: 'none', sm: 'flex', lg: 'none', xl: 'flex' }, gap: 1 }} data-testid="account-links">
            {accountLinks.map((item) => (
              <Button key={item.to} component={NavLink} to={item.to} reloadDocument={item.reloadDocument} variant={item.primary ? 'contained' : 'outlined'} size="small" sx={{ whiteSpace: 'nowrap' }}>
                {t(item.key)}
              </Button>
            ))}
          </Box>
          <IconButton
            component={NavLink}
            to={accountLinks[0].to}
            reloadDocument={accountLinks[0].reloadDocument}
            aria-label={t(accountLinks[0].key)}
            title={t(accountLinks[0].key)}
            color="primary"
            sx={{ display: { xs: 'none', lg: 'inline-flex', xl: 'none' } }}
          >
            <PersonIcon />
          </IconButton>
          <IconButton
            edge="end"
            aria-label={t('nav.openMenu')}
            onPointerEnter={() => void loadDrawer()}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
            sx={{ ml: { xs: 'auto', sm: 0 }, display: { xs: 'inline-flex', lg: 'none' } }}
            data-testid="nav-drawer-toggle"
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} items={[...mainNavigation, ...accountLinks]} />
        </Suspense>
      ) : null}
    </Box>
  );
}
