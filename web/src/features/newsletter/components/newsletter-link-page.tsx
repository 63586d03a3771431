/**
 * The pages the newsletter e-mails link to (spec §1 "a newsletter"), without sign-in:
 * - `/newsletter/confirm/:token`: the double opt-in; its button confirms. Opening the page does nothing
 *   by itself, since mail scanners follow links;
 * - `/newsletter/unsubscribe/:token`: one button that unsubscribes.
 * A used, expired or unknown link shows the API's message (in the interface language) and the way back
 * to the footer form. Both pages are for one person's link: the SEO work marks them `noindex`.
 *
 * @module features/newsletter/components/newsletter-link-page
 */
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { confirmSubscription } from '../api/confirm-subscription';
import { unsubscribe } from '../api/unsubscribe';

/** Which link: the confirmation of a subscription, or an unsubscription. */
export type NewsletterLinkKind = 'confirm' | 'unsubscribe';

const ACTIONS: Record<NewsletterLinkKind, (token: string) => Promise<unknown>> = { confirm: confirmSubscription, unsubscribe };

type State = { step: 'idle' | 'sending' | 'done' } | { step: 'failed'; message: string; invalidLink: boolean };

/** The page of one kind of newsletter link (`:token` from the URL). */
export function NewsletterLinkPage({ kind }: { kind: NewsletterLinkKind }) {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ step: 'idle' });
  const key = `newsletter.${kind}`;

  const act = async () => {
    setState({ step: 'sending' });
    try {
      await ACTIONS[kind](token);
      setState({ step: 'done' });
    } catch (error) {
      const fromServer = error instanceof ApiError && error.fromServer;
      setState({ step: 'failed', message: fromServer ? error.message : t('errors.generic'), invalidLink: error instanceof ApiError && error.status === 400 });
    }
  };

  return (
    <>
      <PageHeader title={t(`${key}.title`)} breadcrumbs={[{ label: t('newsletter.breadcrumb') }]} />
      <Container maxWidth="sm" sx={{ pb: 6 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
          {state.step === 'done' ? (
            <Alert severity="success" role="status">
              {t(`${key}.done`)}
            </Alert>
          ) : (
            <>
              <Typography sx={{ mb: 3 }}>{t(`${key}.intro`)}</Typography>
              <Button
                variant="contained"
                size="large"
                onClick={() => void act()}
                disabled={state.step === 'sending'}
                startIcon={state.step === 'sending' ? <CircularProgress size={18} color="inherit" /> : undefined}
                sx={{ maxWidth: '100%' }}
              >
                {t(`${key}.action`)}
              </Button>
            </>
          )}
          {state.step === 'failed' && (
            <Alert severity="error" role="alert" sx={{ mt: 3 }}>
              {state.message}
              {state.invalidLink && kind === 'confirm' && (
                <Box component="span" sx={{ display: 'block', mt: 1 }}>
                  <Link component={RouterLink} to={`${paths.home}#newsletter`}>
                    {t('newsletter.subscribeAgain')}
                  </Link>
                </Box>
              )}
            </Alert>
          )}
          <Box sx={{ mt: 3 }}>
            <Link component={RouterLink} to={paths.home}>
              {t('newsletter.backHome')}
            </Link>
          </Box>
        </Paper>
      </Container>
    </>
  );
}

/** `/newsletter/confirm/:token`: confirm a subscription. */
export function NewsletterConfirmPage() {
  return <NewsletterLinkPage kind="confirm" />;
}

/** `/newsletter/unsubscribe/:token`: unsubscribe. */
export function NewsletterUnsubscribePage() {
  return <NewsletterLinkPage kind="unsubscribe" />;
}
