import { Box, Typography } from '@mui/material';
import {
  Login,
  LoginForm,
  LocalesMenuButton,
  PasswordInput,
  TextInput,
  required,
  useTranslate,
} from 'react-admin';

/**
 * Admin sign-in page: react-admin's Login card with a localized title, an e-mail + password form
 * (sent to `authProvider.login` as `{ email, password }`) and a language switcher.
 * Failures show the server's message as a notification.
 */
export const LoginPage = () => {
  const translate = useTranslate();
  return (
    <Login>
      <Box sx={{ px: 2, textAlign: 'center' }}>
        <Typography component="h1" variant="h6">
          {translate('app.login.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.login.subtitle')}
        </Typography>
      </Box>
      <LoginForm>
        <TextInput
          autoFocus
          source="email"
          label={translate('ra.auth.email')}
          autoComplete="email"
          type="email"
          validate={required()}
        />
        <PasswordInput
          source="password"
          label={translate('ra.auth.password')}
          autoComplete="current-password"
          validate={required()}
        />
      </LoginForm>
      <Box sx={{ display: 'flex', justifyContent: 'center', pb: 1 }}>
        <LocalesMenuButton />
      </Box>
    </Login>
  );
};
