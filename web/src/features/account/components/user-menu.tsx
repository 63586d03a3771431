/**
 * The account dropdown of an area's top bar (spec §2 "Each role's top bar has a dropdown with home,
 * change password and log out"): an avatar with the user's name opening the menu.
 *
 * @module features/account/components/user-menu
 */
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { visuallyHidden } from '../../../components/visually-hidden';
import type { Role } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  role: Role;
  onLogOut: () => void;
}

/** Initials of a name (`Marie Curie` → `MC`), or `?`. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part[0]?.toUpperCase() ?? '').join('') || '?';
}

/** The button and its menu. */
export function UserMenu({ role, onLogOut }: UserMenuProps) {
  const { t } = useTranslation();
  const session = useSession(role);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const name = session.user?.display_name || session.user?.email || t(`account.roles.${role}`);
  const close = () => setAnchor(null);
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });

  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        title={t('account.menu.user')}
        startIcon={
          <Avatar aria-hidden="true" sx={{ width: 32, height: 32, fontSize: '0.9rem', bgcolor: 'primary.main' }}>
            {initials(name)}
          </Avatar>
        }
        sx={{ textTransform: 'none', fontWeight: 700, minWidth: 0 }}
        data-testid="user-menu-button"
      >
        {/* On a phone only the initials show (the name stays for screen readers); wider, a long name is cut with an ellipsis. */}
        <Box
          component="span"
          data-testid="user-menu-name"
          sx={phone ? visuallyHidden : { display: 'inline-block', maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'middle' }}
        >
          {name}
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <MenuItem component={RouterLink} to={paths.home} onClick={close} data-testid="user-menu-home">
          <ListItemIcon>
            <HomeIcon fontSize="small" />
          </ListItemIcon>
          {t('account.menu.home')}
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.changePassword(role)} onClick={close} data-testid="user-menu-change-password">
          <ListItemIcon>
            <KeyIcon fontSize="small" />
          </ListItemIcon>
          {t('account.menu.changePassword')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            onLogOut();
          }}
          data-testid="user-menu-logout"
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('account.menu.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
