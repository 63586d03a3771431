/**
 * "Download my data" (docs/privacy.md "Export"): what the archive holds, one button that fetches the ZIP
 * with the person's token and saves it under the server's file name. While the server prepares it, the
 * button is disabled and a progress bar says so; too many exports in a short time (429) say when to try
 * again; any other failure shows the server's message.
 *
 * @module features/privacy/components/export-section
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { retryAfterSeconds } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { downloadExport } from '../api/download-export';

type State = { step: 'idle' | 'preparing' } | { step: 'failed'; message: string };

/** The section; `role` is the signed-in person's area. */
export function ExportSection({ role }: { role: 'client' | 'consultant' }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ step: 'idle' });
  const preparing = state.step === 'preparing';

  const download = async () => {
    setState({ step: 'preparing' });
    try {
      const name = await downloadExport(role);
      setState({ step: 'idle' });
      toast.success(t('account.privacy.export.done', { name }));
    } catch (error) {
      let message: string;
      if (error instanceof ApiError && error.status === 429) {
        const seconds = retryAfterSeconds(error);
        message = seconds ? t('account.privacy.export.tooManyWait', { count: Math.ceil(seconds / 60) }) : t('account.privacy.export.tooMany');
      } else {
        message = errorMessage(error, t('account.privacy.export.failed'));
      }
      setState({ step: 'failed', message });
    }
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="my-data-export-title" sx={{ p: { xs: 2.5, md: 4 } }} data-testid="export-section">
      <Typography variant="h2" id="my-data-export-title" sx={{ fontSize: '1.4rem', mb: 1.5 }}>
        {t('account.privacy.export.title')}
      </Typography>
      <Typography sx={{ mb: 2.5 }}>{t('account.privacy.export.text')}</Typography>
      <Button variant="contained" size="large" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={preparing} sx={{ maxWidth: '100%' }} data-testid="export-download">
        {t('account.privacy.export.action')}
      </Button>
      {preparing ? (
        <Box role="status" sx={{ mt: 2 }} data-testid="export-progress">
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('account.privacy.export.preparing')}
          </Typography>
          <LinearProgress aria-label={t('account.privacy.export.preparing')} />
        </Box>
      ) : null}
      {state.step === 'failed' ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="export-error">
          {state.message}
        </Alert>
      ) : null}
    </Paper>
  );
}
