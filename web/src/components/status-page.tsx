/**
 * Not-found (404) and server-error (500) views (spec §2: `/public/page-404`, `/public/page-500`, any
 * unknown path; route errors and chunk load failures show the 500 view).
 *
 * @module components/status-page
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

function StatusView({ code, title, text, actions, testId }: { code: string; title: string; text: string; actions: ReactNode; testId: string }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }} data-testid={testId}>
      <Typography component="p" sx={{ fontSize: { xs: '4rem', md: '6rem' }, fontWeight: 700, color: 'secondary.dark', lineHeight: 1 }} aria-hidden="true">
        {code}
      </Typography>
      <Typography variant="h2" component="h1" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>{text}</Typography>
      <Box sx={{ mt: 4, display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>{actions}</Box>
    </Container>
  );
}

/** The page shown for unknown paths and missing records. */
export function NotFoundView() {
  const { t } = useTranslation();
  return (
    <StatusView
      code="404"
      title={t('errors.notFound.title')}
      text={t('errors.notFound.text')}
      testId="not-found"
      actions={
        <Button variant="contained" component={RouterLink} to="/">
          {t('errors.backHome')}
        </Button>
      }
    />
  );
}

/** The page shown when a route fails (render error, chunk load failure). */
export function ServerErrorView({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusView
      code="500"
      title={t('errors.serverError.title')}
      text={t('errors.serverError.text')}
      testId="server-error"
      actions={
        <>
          <Button variant="contained" onClick={onRetry ?? (() => window.location.reload())}>
            {t('errors.retry')}
          </Button>
          <Button variant="outlined" component={RouterLink} to="/" reloadDocument>
            {t('errors.backHome')}
          </Button>
        </>
      }
    />
  );
}
