import { forwardRef } from 'react';
import { MenuItem, ListItemIcon, ListItemText } from '@mui/material';
import HomeIcon from '@mui/icons-material/Home';
import LockResetIcon from '@mui/icons-material/LockReset';
import { Link } from 'react-router-dom';
import { AppBar, LoadingIndicator, LocalesMenuButton, Logout, UserMenu, useBasename, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';

/** User-menu entry leading to `/admin/change-password` (closes the menu on click). */
const ChangePasswordMenuItem = forwardRef<HTMLAnchorElement>(function ChangePasswordMenuItem(props, ref) {
  const translate = useTranslate();
  const basename = useBasename();
  const userMenu = useUserMenu();
  return (
    <MenuItem {...props} ref={ref} component={Link} to={`${basename}/change-password`} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <LockResetIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.user_menu.change_password')}</ListItemText>
    </MenuItem>
  );
});

/**
 * Top-bar user dropdown: public site, change password, log out (spec §2 "Menus"). The button shows the
 * admin's name; its accessible name says what it is and contains that name (WCAG 2.5.3).
 */
const AdminUserMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const name = identity?.fullName;
  return (
    <UserMenu label={name ? `${translate('ra.auth.user_menu')} ${name}` : 'ra.auth.user_menu'}>
      <MenuItem component="a" href="/">
        <ListItemIcon>
          <HomeIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('app.user_menu.public_site')}</ListItemText>
      </MenuItem>
      <ChangePasswordMenuItem />
      <Logout />
    </UserMenu>
  );
};

/**
 * App bar with the locale switcher (fr/en), the loading indicator (its spinner named "Loading" while a
 * request is under way, so that assistive technologies say what it is) and the user menu.
 */
export const AdminAppBar = () => {
  const translate = useTranslate();
  return (
    <AppBar
      toolbar={
        <>
          <LocalesMenuButton />
          <LoadingIndicator aria-label={translate('ra.page.loading')} />
        </>
      }
      userMenu={<AdminUserMenu />}
    />
  );
};
