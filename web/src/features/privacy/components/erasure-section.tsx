/**
 * "Delete my account" (docs/privacy.md "Erasure"): a danger zone saying what is deleted, what is kept
 * without the person's name (for accounting: bookings' dates, fees and payment status; for disputes:
 * complaints' decisions) and that upcoming bookings are cancelled. Its button opens a dialog asking for
 * the password (`POST account/erasure`); the section then says to check the e-mail, with the time the
 * e-mailed link stops working in the person's time zone. A wrong password shows under its field; a
 * refusal (409 `ErasureBlocked`) lists its reasons with links to the complaint or the bookings; too
 * many attempts (429) say so.
 *
 * @module features/privacy/components/erasure-section
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteForeverOutlined';
import { ErasureRequest } from '@contracts/privacy';
import { FormPasswordField } from '../../../components/password-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDateTime, viewerTimeZone } from '../../../lib/format';
import { useLanguage } from '../../../lib/fetcher';
import { applyServerErrors, useContractForm } from '../../../lib/forms';
import { useViewerTimeZone } from '../../../lib/viewer-time-zone';
import { requestErasure } from '../api/erasure';
import { blockReasonsOf, type BlockReason } from '../model/block-reasons';
import { BlockReasonsList } from './block-reasons-list';

type Failure = { reasons: BlockReason[] } | { message: string };

/** The dialog asking for the password; `onSent` gets when the e-mailed link expires (UTC instant). */
function ErasureDialog({ role, open, onClose, onSent }: { role: 'client' | 'consultant'; open: boolean; onClose: () => void; onSent: (expiresAt: string) => void }) {
  const { t } = useTranslation();
  const form = useContractForm(ErasureRequest, { defaultValues: { password: '' } });
  const [failure, setFailure] = useState<Failure | null>(null);
  const sending = form.formState.isSubmitting;

  const close = () => {
    if (sending) return;
    setFailure(null);
    form.reset({ password: '' });
    onClose();
  };

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const { data } = await requestErasure(role, body);
      form.reset({ password: '' });
      onSent(data.expires_at);
    } catch (error) {
      const reasons = blockReasonsOf(error);
      if (reasons) {
        setFailure({ reasons });
        return;
      }
      if (applyServerErrors(form, error, ['password'])) return;
      const tooMany = error instanceof ApiError && error.status === 429;
      setFailure({ message: errorMessage(error, t(tooMany ? 'account.privacy.erasure.tooMany' : 'errors.generic')) });
    }
  });

  return (
    <Dialog open={open} onClose={close} aria-labelledby="erasure-dialog-title" fullWidth maxWidth="sm" data-testid="erasure-dialog">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="erasure-dialog-title">{t('account.privacy.erasure.dialogTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{t('account.privacy.erasure.dialogText')}</DialogContentText>
          {failure && 'reasons' in failure ? <BlockReasonsList role={role} reasons={failure.reasons} lead={t('account.privacy.erasure.blocked')} /> : null}
          {failure && 'message' in failure ? (
            <Alert severity="error" role="alert" data-testid="erasure-error">
              {failure.message}
            </Alert>
          ) : null}
          <FormPasswordField
            control={form.control}
            name="password"
            id="erasure-password"
            autoComplete="current-password"
            label={t('account.privacy.erasure.password')}
            required
            fullWidth
            // eslint-disable-next-line jsx-a11y/no-autofocus -- a modal dialog moves focus into itself: onto the one field it asks for (WAI-ARIA dialog pattern)
            autoFocus
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={close} disabled={sending}>
            {t('forms.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={sending} data-testid="erasure-submit">
            {sending ? t('account.privacy.erasure.submitting') : t('account.privacy.erasure.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** The section; `role` is the signed-in person's area. */
export function ErasureSection({ role }: { role: 'client' | 'consultant' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const viewer = useViewerTimeZone(role);
  const zone = viewer.timeZone ?? viewerTimeZone();
  const [open, setOpen] = useState(false);
  const [expiresAt, setExpiresAt] = useState<string | null>(null);
  const deleted = ['account', 'health', 'files'] as const;

  return (
    <Paper component="section" variant="outlined" aria-labelledby="my-data-erasure-title" sx={{ p: { xs: 2.5, md: 4 }, borderColor: 'error.main', borderWidth: 2 }} data-testid="erasure-section">
      <Typography variant="h2" id="my-data-erasure-title" sx={{ fontSize: '1.4rem', mb: 1, color: 'error.dark' }}>
        {t('account.privacy.erasure.title')}
      </Typography>
      <Typography sx={{ fontWeight: 700, mb: 2 }}>{t('account.privacy.erasure.intro')}</Typography>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 0.5 }}>
        {t('account.privacy.erasure.deletedTitle')}
      </Typography>
      <Box component="ul" sx={{ mt: 0, mb: 2, pl: 2.5 }}>
        {deleted.map((part) => (
          <li key={part}>{t(`account.privacy.erasure.deleted.${role}.${part}`)}</li>
        ))}
      </Box>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 0.5 }}>
        {t('account.privacy.erasure.keptTitle')}
      </Typography>
      <Box component="ul" sx={{ mt: 0, mb: 1, pl: 2.5 }}>
        <li>{t('account.privacy.erasure.kept.accounting')}</li>
        <li>{t('account.privacy.erasure.kept.disputes')}</li>
      </Box>
      <Typography sx={{ mb: 2 }}>{t(`account.privacy.erasure.kept.${role}`)}</Typography>
      <Typography sx={{ mb: 1 }}>{t('account.privacy.erasure.upcoming')}</Typography>
      <Typography sx={{ mb: 2.5 }}>{t('account.privacy.erasure.how')}</Typography>
      {expiresAt ? (
        <Alert severity="info" role="status" data-testid="erasure-sent">
          <AlertTitle>{t('account.privacy.erasure.sentTitle')}</AlertTitle>
          {t('account.privacy.erasure.sent', { date: formatDateTime(expiresAt, zone, language) })}
        </Alert>
      ) : (
        <Button variant="outlined" color="error" size="large" startIcon={<DeleteIcon />} onClick={() => setOpen(true)} sx={{ maxWidth: '100%' }} data-testid="erasure-open">
          {t('account.privacy.erasure.action')}
        </Button>
      )}
      <ErasureDialog
        role={role}
        open={open}
        onClose={() => setOpen(false)}
        onSent={(at) => {
          setOpen(false);
          setExpiresAt(at);
        }}
      />
    </Paper>
  );
}
