/**
 * Navigation drawer of narrow screens (< 992 px), loaded when first opened. Used only by `header.tsx`.
 *
 * @module components/nav-drawer
 */
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';

/** A navigation entry. */
export interface NavEntry {
  to: string;
  key: string;
  end?: boolean;
  /** Full page load (a separate build, e.g. the back office). */
  reloadDocument?: boolean;
  /** Shown as the main call to action. */
  primary?: boolean;
}

/** Props of {@link NavDrawer}. */
export interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  items: readonly NavEntry[];
}

/** The drawer. */
export default function NavDrawer({ open, onClose, items }: NavDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box component="nav" aria-label={t('nav.label')} sx={{ width: 280, pt: 2 }} data-testid="nav-drawer">
        <List>
          {items.map((item) => (
            <ListItemButton
              key={item.to}
              component={NavLink}
              to={item.to}
              end={item.end ?? false}
              reloadDocument={item.reloadDocument}
              onClick={onClose}
              sx={{ '&.active': { color: 'primary.main', fontWeight: 700 } }}
            >
              <ListItemText primary={t(item.key)} />
            </ListItemButton>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
