/**
 * Site header: logo (with language switcher) and navigation; the navigation collapses into a drawer
 * below the `lg` breakpoint (992 px, spec §9).
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
import { paths } from '../config/paths';
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

  return (
    <Box
      component="header"
      sx={{ position: 'sticky', top: 0, zIndex: (theme) => theme.zIndex.appBar, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', color: 'text.primary' }}
    >
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
          <IconButton
            edge="end"
            aria-label={t('nav.openMenu')}
            onPointerEnter={() => void loadDrawer()}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
            sx={{ ml: 'auto', display: { xs: 'inline-flex', lg: 'none' } }}
            data-testid="nav-drawer-toggle"
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} items={mainNavigation} />
        </Suspense>
      ) : null}
    </Box>
  );
}
