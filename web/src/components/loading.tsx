/**
 * Loading indicator: a light CSS spinner (no MUI CircularProgress, to keep the initial bundle small).
 *
 * @module components/loading
 */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** Centered spinner with an accessible label. */
export function Loading({ minHeight = 240 }: { minHeight?: number | string }) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight }} data-testid="loading">
      <Box
        aria-label={t('common.loading')}
        sx={{ width: 40, height: 40, borderRadius: '50%', border: 4, borderColor: '#d6e4de', borderTopColor: (theme) => theme.palette.primary.main, animation: `${spin} 0.9s linear infinite` }}
      />
    </Box>
  );
}
