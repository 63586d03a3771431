/**
 * Inline error shown when a read fails: the server's message when it sent one, else a generic
 * translated message (spec §8), with a retry button.
 *
 * @module components/load-error
 */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ApiError } from '../lib/api-client';

/** Props of {@link LoadError}. */
export interface LoadErrorProps {
  error: ApiError | Error | undefined;
  onRetry?: () => void;
}

/** Error message box (role `alert`). */
export function LoadError({ error, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  const fromServer = error && 'fromServer' in error && error.fromServer;
  return (
    <Box
      role="alert"
      data-testid="load-error"
      sx={{
        my: 3,
        px: 2,
        py: 1.5,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        flexWrap: 'wrap',
        borderRadius: 1,
        border: 1,
        borderColor: 'error.light',
        bgcolor: '#fdeded',
        color: '#5f2120',
      }}
    >
      <Typography sx={{ flex: 1 }}>{fromServer ? error.message : t('errors.generic')}</Typography>
      {onRetry ? (
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      ) : null}
    </Box>
  );
}
