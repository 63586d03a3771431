/**
 * Contact form (`/contact-us`): name, e-mail, optional phone, subject, message; required checks in the
 * browser, the API's 400 field errors under the fields (spec §2, §8). Once sent, the form gives way to a
 * confirmation on the page (a heading that takes the focus, the address the answer goes to) with the next
 * steps: write another message, or go back to the home page.
 *
 * @module features/contact/components/contact-page
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormTextField } from '../../../components/form-text-field';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, useContractForm } from '../../../lib/forms';
import { toast } from '../../../lib/toast';
import { ContactRequest, sendContactRequest, type ContactValues } from '../api/send-contact-request';
import { SubmitButton } from '../../../components/submit-button';
import { paths } from '../../../config/paths';

const EMPTY: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };

const FIELDS: { name: keyof ContactValues & string; required: boolean; type?: string; multiline?: boolean; autoComplete?: string }[] = [
  { name: 'name', required: true, autoComplete: 'name' },
  { name: 'email', required: true, type: 'email', autoComplete: 'email' },
  { name: 'phone', required: false, type: 'tel', autoComplete: 'tel' },
  { name: 'subject', required: true },
  { name: 'message', required: true, multiline: true },
];

/** The page. */
export function ContactPage() {
  const { t } = useTranslation();
  const form = useContractForm(ContactRequest, { defaultValues: EMPTY });
  const sending = form.formState.isSubmitting;
  /** The address of the message just sent, while its confirmation shows. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sentTo) confirmation.current?.focus();
  }, [sentTo]);

  const submit = form.handleSubmit(async (contact) => {
    try {
      await sendContactRequest(contact);
      form.reset(EMPTY);
      setSentTo(contact.email);
    } catch (error) {
      if (
        applyServerErrors(
          form,
          error,
          FIELDS.map((field) => field.name),
        )
      ) {
        toast.error(error instanceof ApiError && error.message ? error.message : t('contact.fixErrors'));
      } else {
        toast.error(error instanceof ApiError && error.fromServer ? error.message : t('errors.generic'));
      }
    }
  });

  return (
    <>
      <PageHeader title={t('contact.title')} subTitle={t('contact.subtitle')} breadcrumbs={[{ label: t('nav.contact') }]} />
      <Container maxWidth="md">
        {sentTo ? (
          <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }} role="status" data-testid="contact-sent">
            <Typography variant="h5" component="h2" tabIndex={-1} ref={confirmation} sx={{ outline: 'none' }}>
              {t('contact.sentTitle')}
            </Typography>
            <Typography sx={{ mt: 1 }}>{t('contact.sentText', { email: sentTo })}</Typography>
            <Box sx={{ mt: 3, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <Button variant="contained" onClick={() => setSentTo(null)}>
                {t('contact.writeAnother')}
              </Button>
              <Button variant="outlined" component={RouterLink} to={paths.home}>
                {t('contact.backHome')}
              </Button>
            </Box>
          </Paper>
        ) : (
          <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
            <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }} data-testid="contact-form">
              {FIELDS.map((field) => (
                <FormTextField
                  key={field.name}
                  control={form.control}
                  name={field.name}
                  id={`contact-${field.name}`}
                  label={t(`contact.fields.${field.name}`)}
                  required={field.required}
                  type={field.type ?? 'text'}
                  autoComplete={field.autoComplete}
                  hint={field.required ? undefined : t('contact.optional')}
                  multiline={field.multiline}
                  minRows={field.multiline ? 5 : undefined}
                  sx={{ gridColumn: field.multiline || field.name === 'subject' ? '1 / -1' : undefined }}
                  fullWidth
                />
              ))}
              <Box sx={{ gridColumn: '1 / -1', display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
                <SubmitButton sending={sending} label={t('contact.send')} sendingLabel={t('contact.sending')} />
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('contact.requiredNote')}
                </Typography>
              </Box>
            </Box>
          </Paper>
        )}
      </Container>
    </>
  );
}
