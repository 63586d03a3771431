/**
 * The newsletter form itself (the part of the footer's newsletter section that needs the form library
 * and the contract's schema): one e-mail field and a subscribe button, the consent wording under it
 * (its version is recorded by the server with the subscription, cms/src/contracts/newsletter
 * `NEWSLETTER_CONSENT_VERSION`: change both together), and, once sent, "check your inbox" — the same
 * whatever the address (double opt-in, no enumeration). The e-mails go out in the interface language.
 * Loaded on demand by {@link NewsletterSignup} (./newsletter-signup).
 *
 * @module features/newsletter/components/newsletter-form
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

/** The form, its consent line and its outcome. */
export function NewsletterForm() {
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
    <>
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
    </>
  );
}
