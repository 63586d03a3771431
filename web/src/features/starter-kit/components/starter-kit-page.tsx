/**
 * The free starter kit and brochure (`/starter-kit`; spec §1 "a free starter kit and brochure sent by
 * e-mail on request", §9 "e-mail collection for the free kit"): what the two PDF guides hold, and a
 * form — name, e-mail address, language of the guides (the interface language by default) — checked
 * with the API's own schema; the API's 400 field errors go under their fields, and once sent a message
 * says where the guides are going.
 *
 * @module features/starter-kit/components/starter-kit-page
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormTextField } from '../../../components/form-text-field';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, useContractForm } from '../../../lib/forms';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { requestStarterKit, StarterKitRequest, type StarterKitValues } from '../api/request-starter-kit';
import { SubmitButton } from '../../../components/submit-button';

const FIELDS = ['name', 'email', 'locale'] as const;
const LOCALES = ['fr', 'en'] as const;
/** What the guides hold (`starterKit.contents.<key>`). */
const CONTENTS = ['kit', 'brochure', 'figures'] as const;

/** The page. */
export function StarterKitPage() {
  const { t, i18n } = useTranslation();
  const empty = (): StarterKitValues => ({ name: '', email: '', locale: currentLanguage(i18n) });
  const form = useContractForm(StarterKitRequest, { defaultValues: empty() });
  const sending = form.formState.isSubmitting;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const success = useRef<HTMLDivElement>(null);

  const submit = form.handleSubmit(async (order) => {
    try {
      await requestStarterKit(order);
      setSentTo(order.email);
      form.reset(empty());
      // The message replaces the form: move the focus to it so that it is read out.
      requestAnimationFrame(() => success.current?.focus());
    } catch (error) {
      if (applyServerErrors(form, error, FIELDS)) {
        toast.error(error instanceof ApiError && error.message ? error.message : t('starterKit.fixErrors'));
      } else {
        toast.error(error instanceof ApiError && error.fromServer ? error.message : t('errors.generic'));
      }
    }
  });

  return (
    <>
      <PageHeader title={t('starterKit.title')} subTitle={t('starterKit.subtitle')} breadcrumbs={[{ label: t('starterKit.breadcrumb') }]} />
      <Container maxWidth="md" sx={{ display: 'grid', gap: { xs: 3, md: 4 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' }, alignItems: 'start' }}>
        <Box component="section" aria-labelledby="starter-kit-contents">
          <Typography id="starter-kit-contents" variant="h2" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
            {t('starterKit.contentsTitle')}
          </Typography>
          <Box component="ul" sx={{ pl: 2.5, m: 0, display: 'grid', gap: 1 }}>
            {CONTENTS.map((key) => (
              <Typography component="li" key={key} variant="body1">
                {t(`starterKit.contents.${key}`)}
              </Typography>
            ))}
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
            {t('starterKit.privacy')}
          </Typography>
        </Box>

        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
          {sentTo ? (
            <Box ref={success} tabIndex={-1} sx={{ outline: 'none', display: 'grid', gap: 2 }} data-testid="starter-kit-sent">
              <Alert severity="success" role="status">
                <Typography component="p" sx={{ fontWeight: 700 }}>
                  {t('starterKit.sentTitle')}
                </Typography>
                <Typography component="p" sx={{ overflowWrap: 'anywhere' }}>
                  {t('starterKit.sent', { email: sentTo })}
                </Typography>
              </Alert>
              <Button variant="outlined" onClick={() => setSentTo(null)} sx={{ justifySelf: 'start' }}>
                {t('starterKit.again')}
              </Button>
            </Box>
          ) : (
            <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2.5 }} data-testid="starter-kit-form" aria-label={t('starterKit.formLabel')}>
              <FormTextField control={form.control} name="name" id="starter-kit-name" label={t('starterKit.fields.name')} required autoComplete="name" fullWidth />
              <FormTextField control={form.control} name="email" id="starter-kit-email" label={t('starterKit.fields.email')} required type="email" autoComplete="email" fullWidth />
              <FormTextField
                control={form.control}
                name="locale"
                id="starter-kit-locale"
                label={t('starterKit.fields.locale')}
                hint={t('starterKit.localeHint')}
                required
                select
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                fullWidth
              >
                {LOCALES.map((locale) => (
                  <option key={locale} value={locale}>
                    {t(`language.name.${locale}`)}
                  </option>
                ))}
              </FormTextField>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
                <SubmitButton sending={sending} label={t('starterKit.send')} sendingLabel={t('starterKit.sending')} />
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('starterKit.requiredNote')}
                </Typography>
              </Box>
            </Box>
          )}
        </Paper>
      </Container>
    </>
  );
}
