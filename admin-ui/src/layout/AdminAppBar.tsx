import { MenuItem, ListItemIcon, ListItemText } from '@mui/material';
import HomeIcon from '@mui/icons-material/Home';
import {
  AppBar,
  LoadingIndicator,
  LocalesMenuButton,
  Logout,
  UserMenu,
  useTranslate,
} from 'react-admin';

/** Top-bar user dropdown: link to the public site, then log out (spec §2 "Menus"). */
const AdminUserMenu = () => {
  const translate = useTranslate();
  return (
    <UserMenu>
      <MenuItem component="a" href="/">
        <ListItemIcon>
          <HomeIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('app.user_menu.public_site')}</ListItemText>
      </MenuItem>
      <Logout />
    </UserMenu>
  );
};

/** App bar with the locale switcher (fr/en), the loading indicator and the user menu. */
export const AdminAppBar = () => (
  <AppBar
    toolbar={
      <>
        <LocalesMenuButton />
        <LoadingIndicator />
      </>
    }
    userMenu={<AdminUserMenu />}
  />
);
