/**
 * The progress of a file upload: a determinate MUI LinearProgress fed by the upload's real progress
 * events (`lib/api-client` `upload`), with the percentage as text.
 *
 * @module components/upload-progress
 */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** Props of {@link UploadProgressBar}. */
export interface UploadProgressBarProps {
  /** Fraction sent, 0–1; `null` shows nothing. */
  fraction: number | null;
  /** Accessible name of the bar. */
  label?: string;
  'data-testid'?: string;
}

/** The bar (nothing while no upload runs). */
export function UploadProgressBar({ fraction, label, 'data-testid': testId = 'upload-progress' }: UploadProgressBarProps) {
  const { t } = useTranslation();
  if (fraction === null) return null;
  const percent = Math.round(Math.max(0, Math.min(1, fraction)) * 100);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }} data-testid={testId}>
      <LinearProgress variant="determinate" value={percent} aria-label={label ?? t('forms.uploadProgress')} sx={{ flex: 1, height: 8, borderRadius: 4 }} />
      <Typography variant="body2" sx={{ minWidth: 44, textAlign: 'right' }} data-testid={`${testId}-percent`}>
        {t('forms.percent', { percent })}
      </Typography>
    </Box>
  );
}
