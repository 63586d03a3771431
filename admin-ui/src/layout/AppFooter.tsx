import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { clock } from '../lib/clock';

/** Footer with the copyright line of the current year (spec §2 "Menus"). */
export const AppFooter = () => {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ mt: 'auto', py: 2, textAlign: 'center' }}>
      <Typography variant="caption" color="text.secondary">
        {translate('app.footer.copyright', { year: clock.now().getFullYear() })}
      </Typography>
    </Box>
  );
};
