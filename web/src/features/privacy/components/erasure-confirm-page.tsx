/**
 * The page of the account-erasure e-mail's link, `/public/{client|consultant}/account/erasure?token=…`
 * (docs/privacy.md "Erasure"): it explains what deleting the account does and asks to confirm with a
 * button — opening the page deletes nothing by itself, since mail scanners follow links. The button posts
 * `account/erasure/confirm` `{ token }` without a session (the link works on any device); once the
 * account is erased, the role is signed out on this device (if it was signed in) and the page says the
 * account is deleted, with the upcoming bookings cancelled. An unknown, used or expired link (400
 * `ErasureLinkInvalid`) shows the server's message and the way to ask for a new link; a refusal (409
 * `ErasureBlocked`) lists its reasons. A link of one person: never indexed.
 *
 * @module features/privacy/components/erasure-confirm-page
 */
import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/page-header';
import { NotFoundView } from '../../../components/status-page';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { isLoggedIn, sessions } from '../../../lib/session';
import { endSession } from '../../../lib/session-refresh';
import { confirmErasure } from '../api/erasure';
import { blockReasonsOf, type BlockReason } from '../model/block-reasons';
import { BlockReasonsList } from './block-reasons-list';

type State = { step: 'idle' | 'sending' } | { step: 'done'; cancelled: number } | { step: 'blocked'; reasons: BlockReason[] } | { step: 'failed'; message: string; invalidLink: boolean };

/** The roles whose accounts have such a link. */
const ROLES = ['client', 'consultant'] as const;

/** The page (role from the path, token from the query). */
export function ErasureConfirmPage() {
  const { role: param } = useParams();
  const role = ROLES.find((candidate) => candidate === param);
  return role ? <ErasureConfirm role={role} /> : <NotFoundView />;
}

function ErasureConfirm({ role }: { role: 'client' | 'consultant' }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const [state, setState] = useState<State>({ step: 'idle' });

  const confirm = async () => {
    setState({ step: 'sending' });
    try {
      const { data } = await confirmErasure(role, token);
      // The account is gone: its session on this device goes too.
      if (isLoggedIn(sessions.get(role))) await endSession(role);
      setState({ step: 'done', cancelled: data.cancelled_bookings });
    } catch (error) {
      const reasons = blockReasonsOf(error);
      if (reasons) {
        setState({ step: 'blocked', reasons });
        return;
      }
      const invalidLink = error instanceof ApiError && error.status === 400;
      setState({ step: 'failed', message: errorMessage(error, t('errors.generic')), invalidLink });
    }
  };

  const done = state.step === 'done';
  return (
    <>
      <PageHeader title={t('account.privacy.confirm.title')} />
      <Container maxWidth="sm" sx={{ pb: 6 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }} data-testid="erasure-confirm">
          {done ? (
            <Alert severity="success" role="status" data-testid="erasure-done">
              <AlertTitle>{t('account.privacy.confirm.done')}</AlertTitle>
              {state.cancelled > 0 ? (
                <Box component="span" sx={{ display: 'block', mb: 1 }}>
                  {t('account.privacy.confirm.cancelled', { count: state.cancelled })}
                </Box>
              ) : null}
              {t('account.privacy.confirm.goodbye')}
            </Alert>
          ) : !token ? (
            <Alert severity="error" role="alert" data-testid="erasure-link-error">
              {t('account.privacy.confirm.missingToken')}
            </Alert>
          ) : (
            <>
              <Typography sx={{ mb: 3 }}>{t('account.privacy.confirm.intro')}</Typography>
              <Button
                variant="contained"
                color="error"
                size="large"
                onClick={() => void confirm()}
                disabled={state.step === 'sending'}
                startIcon={state.step === 'sending' ? <CircularProgress size={18} color="inherit" /> : undefined}
                sx={{ maxWidth: '100%' }}
                data-testid="erasure-confirm-button"
              >
                {state.step === 'sending' ? t('account.privacy.confirm.sending') : t('account.privacy.confirm.action')}
              </Button>
            </>
          )}
          {state.step === 'blocked' ? (
            <Box sx={{ mt: 3 }}>
              <BlockReasonsList role={role} reasons={state.reasons} lead={t('account.privacy.confirm.blocked')} />
            </Box>
          ) : null}
          {state.step === 'failed' ? (
            <Alert severity="error" role="alert" sx={{ mt: 3 }} data-testid="erasure-link-error">
              {state.message}
              {state.invalidLink ? (
                <Box component="span" sx={{ display: 'block', mt: 1 }}>
                  <Link component={RouterLink} to={paths.myData(role)}>
                    {t('account.privacy.confirm.requestAgain')}
                  </Link>
                </Box>
              ) : null}
            </Alert>
          ) : null}
          <Box sx={{ mt: 3 }}>
            <Link component={RouterLink} to={paths.home}>
              {t('account.privacy.confirm.backHome')}
            </Link>
          </Box>
        </Paper>
      </Container>
    </>
  );
}
