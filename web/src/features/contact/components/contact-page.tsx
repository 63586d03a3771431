/**
 * Contact form (`/contact-us`): name, e-mail, optional phone, subject, message; required checks in the
 * browser, the API's 400 field errors under the fields, a success toast (spec §2, §8).
 *
 * @module features/contact/components/contact-page
 */
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { emptyContact, sendContactRequest, validateContact, type ContactValues } from '../api/contact-request';

type FieldMessages = Partial<Record<keyof ContactValues, string>>;

const FIELDS: { name: keyof ContactValues; required: boolean; type?: string; multiline?: boolean; autoComplete?: string }[] = [
  { name: 'name', required: true, autoComplete: 'name' },
  { name: 'email', required: true, type: 'email', autoComplete: 'email' },
  { name: 'phone', required: false, type: 'tel', autoComplete: 'tel' },
  { name: 'subject', required: true },
  { name: 'message', required: true, multiline: true },
];

/** The page. */
export function ContactPage() {
  const { t } = useTranslation();
  const [values, setValues] = useState<ContactValues>(emptyContact);
  const [clientErrors, setClientErrors] = useState<FieldMessages>({});
  const [serverErrors, setServerErrors] = useState<FieldMessages>({});
  const [sending, setSending] = useState(false);

  const change = (field: keyof ContactValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setClientErrors((e) => ({ ...e, [field]: undefined }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validateContact(values);
    setClientErrors(errors);
    setServerErrors({});
    if (Object.keys(errors).length > 0) {
      const first = FIELDS.find((f) => errors[f.name]);
      if (first) document.getElementById(`contact-${first.name}`)?.focus();
      return;
    }
    setSending(true);
    try {
      await sendContactRequest(values);
      toast.success(t('contact.sent'));
      setValues(emptyContact);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fieldErrors).length > 0) {
        const messages: FieldMessages = {};
        for (const [field, list] of Object.entries(error.fieldErrors)) {
          if (FIELDS.some((f) => f.name === field) && list.length > 0) messages[field as keyof ContactValues] = list.join(' ');
        }
        setServerErrors(messages);
        toast.error(error.message || t('contact.fixErrors'));
      } else {
        toast.error(error instanceof ApiError && error.fromServer ? error.message : t('errors.generic'));
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <PageHeader title={t('contact.title')} subTitle={t('contact.subtitle')} breadcrumbs={[{ label: t('nav.contact') }]} />
      <Container maxWidth="md">
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
          <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }} data-testid="contact-form">
            {FIELDS.map((field) => {
              const message = serverErrors[field.name] ?? (clientErrors[field.name] ? t(clientErrors[field.name] as string) : undefined);
              return (
                <TextField
                  key={field.name}
                  id={`contact-${field.name}`}
                  name={field.name}
                  label={t(`contact.fields.${field.name}`)}
                  required={field.required}
                  type={field.type ?? 'text'}
                  autoComplete={field.autoComplete}
                  value={values[field.name]}
                  onChange={change(field.name)}
                  error={Boolean(message)}
                  helperText={message ?? (field.required ? undefined : t('contact.optional'))}
                  multiline={field.multiline}
                  minRows={field.multiline ? 5 : undefined}
                  sx={{ gridColumn: field.multiline || field.name === 'subject' ? '1 / -1' : undefined }}
                  fullWidth
                />
              );
            })}
            <Box sx={{ gridColumn: '1 / -1', display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              <Button type="submit" variant="contained" size="large" disabled={sending} startIcon={sending ? <CircularProgress size={18} color="inherit" /> : undefined}>
                {sending ? t('contact.sending') : t('contact.send')}
              </Button>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>{t('contact.requiredNote')}</Typography>
            </Box>
          </Box>
        </Paper>
      </Container>
    </>
  );
}
