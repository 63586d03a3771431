/**
 * The newsletter form of the site footer (spec §1 "a newsletter"), on every public page: one e-mail
 * field and a subscribe button, the consent wording under it (its version is recorded by the server with
 * the subscription, cms/src/contracts/newsletter `NEWSLETTER_CONSENT_VERSION`: change both together),
 * and, once sent, "check your inbox" — the same whatever the address (double opt-in, no enumeration).
 * The e-mails go out in the interface language. The section's id is `newsletter` (linked as `#newsletter`).
 *
 * @module features/newsletter/components/newsletter-signup
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormTextField } from '../../../components/form-text-field';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, useContractForm } from '../../../lib/forms';
import { currentLanguage } from '../../../lib/i18n';
import { NewsletterSubscription, subscribe, type SubscriptionValues } from '../api/subscribe';

const EMPTY: SubscriptionValues = { email: '' };

/** The footer's newsletter section. */
export function NewsletterSignup() {
  const { t, i18n } = useTranslation();
  const form = useContractForm(NewsletterSubscription, { defaultValues: EMPTY });
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sending = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    setSent(false);
    setFailure(null);
    try {
      await subscribe({ email: values.email, locale: currentLanguage(i18n) });
      setSent(true);
      form.reset(EMPTY);
    } catch (error) {
      if (applyServerErrors(form, error, ['email'])) return;
      setFailure(error instanceof ApiError && error.fromServer ? error.message : t('errors.generic'));
    }
  });

  return (
    <Box
      component="section"
      id="newsletter"
      aria-labelledby="newsletter-heading"
      sx={{ bgcolor: 'background.paper', color: 'text.primary', borderRadius: 2, p: { xs: 2, md: 3 }, mb: 3, maxWidth: 720, scrollMarginTop: 96 }}
    >
      <Typography id="newsletter-heading" component="h2" variant="h6" sx={{ mb: 0.5 }}>
        {t('newsletter.form.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('newsletter.form.intro')}
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }} data-testid="newsletter-form">
        <FormTextField
          control={form.control}
          name="email"
          id="newsletter-email"
          label={t('newsletter.form.email')}
          type="email"
          autoComplete="email"
          required
          size="small"
          sx={{ flex: '1 1 240px', minWidth: 0 }}
        />
        <Button type="submit" variant="contained" disabled={sending} startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined} sx={{ flex: '0 0 auto', minHeight: 40 }}>
          {sending ? t('newsletter.form.sending') : t('newsletter.form.subscribe')}
        </Button>
      </Box>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1.5 }} id="newsletter-consent">
        <Trans i18nKey="newsletter.form.consent" components={{ privacy: <Link component={RouterLink} to={paths.privacy} /> }} />
      </Typography>
      <Box role="status" aria-live="polite" sx={{ mt: sent ? 1.5 : 0 }}>
        {sent && <Alert severity="success">{t('newsletter.form.sent')}</Alert>}
      </Box>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
          {failure}
        </Alert>
      )}
    </Box>
  );
}
