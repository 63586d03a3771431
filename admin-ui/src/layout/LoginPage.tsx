import { useEffect } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import { leaveTo, PUBLIC_ADMIN_SIGN_IN_URL } from '../lib/navigation';

/**
 * `/admin/login`: admins sign in on the public site (spec §2 public route `admin/sign-in`), which stores
 * `adminSession` and comes back to `/admin/`. This page only sends the browser there (full page load).
 */
export const LoginPage = () => {
  const translate = useTranslate();
  useEffect(() => {
    leaveTo(PUBLIC_ADMIN_SIGN_IN_URL);
  }, []);
  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, mt: 8 }}>
      <CircularProgress size={32} />
      <Typography variant="body2">{translate('app.login.redirecting')}</Typography>
    </Box>
  );
};
