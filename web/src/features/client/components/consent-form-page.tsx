/**
 * `/client/consent-form-doc` (spec §2 client `consent-form-doc`, §5 "A consent form must be filled and
 * uploaded for a booking to take place"; docs/api-bookings.md `GET|POST consent-form`,
 * `POST consent-form/sign`): the current consent text (markdown, printable on its own), the client's
 * state (accepted version and date, the signed form, downloadable), then two ways to sign:
 *
 * - on screen: a "I confirm I have read and accept" box, the full name, and the signature, drawn on a
 *   pad or typed (the keyboard way), with today's date; the platform makes the signed PDF, checked on
 *   Send by the API's own `ConsentSignRequest`;
 * - a copy signed on paper: an "I have read and accept" box and the signed form (PDF, JPG or PNG, with
 *   the upload's real progress), checked by the API's `ConsentRequest`.
 *
 * Errors show under their fields in the user's language, the first one focused.
 *
 * A 409 `ConsentVersionOutdated` (the text changed while the page was open) re-reads the text; the
 * API's 413/415 messages show under the file.
 *
 * @module features/client/components/consent-form-page
 */
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import { ConsentFormNextStep } from './consent-form-next-step';
import { AreaPage } from '../../../components/area-page';
import { FileInput } from '../../../components/file-input';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { Markdown } from '../../../components/markdown';
import { PrivateFileLink } from '../../../components/private-file-link';
import { SubmitButton } from '../../../components/submit-button';
import { UploadProgressBar } from '../../../components/upload-progress';
import { ApiError } from '../../../lib/api-client';
import { FILE_RULES, acceptOf, looksAccepted, uploadErrorMessage } from '../../../lib/files';
import { errorMessage } from '../../../lib/form-rules';
import { applyServerErrors, useContractForm } from '../../../lib/forms';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { ConsentFormValues, submitConsentForm, type ConsentValues } from '../api/submit-consent-form';
import { ConsentSignValues, SIGNATURE_PAD, signConsentForm, type ConsentSignInput } from '../api/sign-consent-form';
import { useConsentForm } from '../api/get-consent-form';
import type { ConsentForm } from '../model/types';

/** A published consent form. */
type Published = ConsentForm & { current: NonNullable<ConsentForm['current']> };
import { formatDate, formatDateTime } from '../../../lib/format';
import { useViewerTimeZone } from '../../../lib/viewer-time-zone';
import { clock } from '../../../lib/clock';
import { FormTextField } from '../../../components/form-text-field';
import { SignaturePad } from './signature-pad';

const TEXT_ID = 'consent-form-text';

/** When printing, only the consent text is printed. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        [`#${TEXT_ID}, #${TEXT_ID} *`]: { visibility: 'visible' },
        [`#${TEXT_ID}`]: { position: 'absolute', left: 0, top: 0, width: '100%', border: 'none' },
      },
    }}
  />
);

function ConsentState({ form }: { form: Published }) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  const viewer = useViewerTimeZone('client');
  const timeZone = viewer.timeZone ?? viewer.deviceZone;
  const { state, current } = form;
  const outdated = state.accepted_version !== null && String(state.accepted_version) !== String(current.version);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 } }} data-testid="consent-state">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.35rem' }}>
          {t('client.consent.stateTitle')}
        </Typography>
        <Chip size="small" color={state.up_to_date ? 'success' : 'warning'} label={state.up_to_date ? t('client.consent.upToDate') : t('client.consent.toDo')} data-testid="consent-status" />
      </Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0, '& dt': { fontWeight: 700 }, '& dd': { m: 0 } }}>
        <dt>{t('client.consent.acceptedVersion')}</dt>
        <dd data-testid="consent-accepted-version">{state.accepted_version !== null ? String(state.accepted_version) : t('client.consent.notYet')}</dd>
        <dt>{t('client.consent.acceptedAt')}</dt>
        <dd data-testid="consent-accepted-at">{state.accepted_at ? formatDateTime(state.accepted_at, timeZone, locale) : t('client.consent.notYet')}</dd>
        <dt>{t('client.consent.signedFile')}</dt>
        <dd>{state.signed_file ? <PrivateFileLink file={state.signed_file} role="client" data-testid="consent-signed-file" /> : t('client.consent.noFile')}</dd>
      </Box>
      {outdated ? (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="consent-outdated">
          {t('client.consent.outdated', { version: String(current.version) })}
        </Alert>
      ) : null}
    </Paper>
  );
}

/** The consent form signed on screen: the tick, the full name, the drawn or typed signature, today's date. */
function SignForm({ form, onSent, onOutdated }: { form: Published; onSent: (form: ConsentForm) => void; onOutdated: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  const viewer = useViewerTimeZone('client');
  const empty: ConsentSignInput = { version: form.current.version, accept: false, full_name: '', signature: { type: 'drawn', strokes: [] } };
  const sign = useContractForm(ConsentSignValues, { defaultValues: empty, values: empty, resetOptions: { keepDirtyValues: true } });
  const [sending, setSending] = useState(false);
  const signature = sign.watch('signature');

  const chooseMode = (type: 'drawn' | 'typed') => {
    sign.clearErrors('signature');
    sign.setValue('signature', type === 'drawn' ? { type, strokes: [] } : { type, text: '' });
  };

  const submit = sign.handleSubmit(
    async (submission) => {
      setSending(true);
      try {
        const answer = await signConsentForm(submission);
        toast.success(t('client.consent.signed'));
        sign.reset(empty);
        onSent(answer.data);
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          toast.warning(errorMessage(error, t('client.consent.changed')));
          sign.setValue('accept', false);
          onOutdated();
        } else if (applyServerErrors(sign, error, ['accept', 'full_name', 'signature', 'signature.type', 'signature.strokes', 'signature.text', 'version'])) {
          toast.error(t('forms.fixErrors'));
        } else {
          toast.error(errorMessage(error, t('errors.generic')));
        }
      } finally {
        setSending(false);
      }
    },
    () => toast.error(t('forms.fixErrors')),
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 } }}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2.5 }} data-testid="consent-sign-form" aria-labelledby="consent-sign-title">
        <Typography variant="h2" component="h2" id="consent-sign-title" sx={{ fontSize: '1.35rem' }}>
          {t('client.consent.signTitle')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('client.consent.signSteps')}</Typography>
        <Controller
          control={sign.control}
          name="accept"
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value === true}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    disabled={sending}
                    slotProps={{ input: { ref: field.ref, 'aria-describedby': fieldState.error ? 'consent-sign-accept-error' : undefined } }}
                    data-testid="consent-sign-accept"
                  />
                }
                label={t('client.consent.signAccept', { version: form.current.version })}
              />
              {fieldState.error ? <FormHelperText id="consent-sign-accept-error">{fieldState.error.message}</FormHelperText> : null}
            </FormControl>
          )}
        />
        <FormTextField control={sign.control} name="full_name" label={t('client.consent.fullName')} autoComplete="name" required disabled={sending} sx={{ maxWidth: 480 }} />
        <FormControl component="fieldset" sx={{ display: 'grid', gap: 1.5 }}>
          <Typography component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
            {t('client.consent.signature')}
          </Typography>
          <RadioGroup row value={signature.type} onChange={(event) => chooseMode(event.target.value === 'typed' ? 'typed' : 'drawn')}>
            <FormControlLabel value="drawn" control={<Radio disabled={sending} />} label={t('client.consent.drawMode')} />
            <FormControlLabel value="typed" control={<Radio disabled={sending} />} label={t('client.consent.typeMode')} />
          </RadioGroup>
          {signature.type === 'drawn' ? (
            <Controller
              control={sign.control}
              name="signature.strokes"
              render={({ field, fieldState }) => (
                <SignaturePad
                  strokes={field.value ?? []}
                  onChange={(strokes) => {
                    field.onChange(strokes);
                    if (strokes.length) sign.clearErrors('signature');
                  }}
                  width={SIGNATURE_PAD.width}
                  height={SIGNATURE_PAD.height}
                  label={t('client.consent.padLabel')}
                  clearLabel={t('client.consent.clearSignature')}
                  hint={t('client.consent.padHint')}
                  error={fieldState.error?.message ?? sign.formState.errors.signature?.message}
                  disabled={sending}
                  padRef={field.ref}
                />
              )}
            />
          ) : (
            <FormTextField
              control={sign.control}
              name="signature.text"
              label={t('client.consent.typedSignature')}
              hint={t('client.consent.typedHint')}
              required
              disabled={sending}
              sx={{ maxWidth: 480, '& input': { fontStyle: 'italic', fontSize: '1.4rem' } }}
            />
          )}
        </FormControl>
        <Typography data-testid="consent-sign-date">
          <Box component="span" sx={{ fontWeight: 700 }}>
            {t('client.consent.signDate')}
          </Box>{' '}
          {formatDate(clock.now(), viewer.timeZone ?? viewer.deviceZone, locale)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('client.consent.signRecord')}
        </Typography>
        <Box>
          <SubmitButton sending={sending} label={t('client.consent.signSubmit')} sendingLabel={t('client.sending')} />
        </Box>
      </Box>
    </Paper>
  );
}

function AcceptForm({ form, onSent, onOutdated }: { form: Published; onSent: (form: ConsentForm) => void; onOutdated: () => void }) {
  const { t } = useTranslation();
  const rule = FILE_RULES.document;
  const empty: ConsentValues = { version: form.current.version, accept: false, file: null };
  const accept = useContractForm(ConsentFormValues, { defaultValues: empty, values: empty, resetOptions: { keepDirtyValues: true } });
  const [progress, setProgress] = useState<number | null>(null);
  const fileError = accept.formState.errors.file?.message;

  const choose = (chosen: File) => {
    accept.clearErrors('file');
    if (!looksAccepted(chosen, rule)) {
      accept.setValue('file', null);
      accept.setError('file', { type: 'type', message: t('forms.files.unsupported', { types: rule.label }) });
      return;
    }
    accept.setValue('file', chosen, { shouldValidate: accept.formState.isSubmitted });
  };

  const submit = accept.handleSubmit(
    async (submission) => {
      setProgress(0);
      try {
        const answer = await submitConsentForm(submission, (p) => setProgress(p.fraction));
        toast.success(t('client.consent.sent'));
        accept.reset(empty);
        onSent(answer.data);
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          toast.warning(errorMessage(error, t('client.consent.changed')));
          accept.setValue('accept', false);
          onOutdated();
        } else if (error instanceof ApiError && (error.status === 413 || error.status === 415)) {
          accept.setError('file', { type: 'server', message: uploadErrorMessage(error, t, rule) }, { shouldFocus: true });
          toast.error(t('forms.fixErrors'));
        } else if (applyServerErrors(accept, error, ['accept', 'file', 'version'])) {
          toast.error(t('forms.fixErrors'));
        } else {
          toast.error(errorMessage(error, t('errors.generic')));
        }
      } finally {
        setProgress(null);
      }
    },
    () => toast.error(t('forms.fixErrors')),
  );

  const sending = progress !== null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 } }}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2.5 }} data-testid="consent-accept-form">
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.35rem' }}>
          {form.state.up_to_date ? t('client.consent.sendAgainTitle') : t('client.consent.acceptTitle')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('client.consent.steps')}</Typography>
        <Controller
          control={accept.control}
          name="accept"
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value === true}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    disabled={sending}
                    slotProps={{ input: { ref: field.ref } }}
                    data-testid="consent-accept"
                  />
                }
                label={t('client.consent.accept', { version: form.current.version })}
              />
              {fieldState.error ? <FormHelperText id="consent-accept-error">{fieldState.error.message}</FormHelperText> : null}
            </FormControl>
          )}
        />
        <Controller
          control={accept.control}
          name="file"
          render={({ field }) => (
            <FileInput
              label={t('client.consent.chooseFile')}
              accept={acceptOf(rule)}
              file={field.value ?? null}
              onFile={choose}
              disabled={sending}
              error={fileError}
              helperText={t('forms.files.accepted', { types: rule.label })}
              inputTestId="consent-file"
              buttonRef={field.ref}
            />
          )}
        />
        <UploadProgressBar fraction={progress} label={t('forms.files.uploading', { name: t('client.consent.signedFile') })} data-testid="consent-progress" />
        <Box>
          <SubmitButton sending={sending} label={t('client.consent.submit')} sendingLabel={t('client.sending')} />
        </Box>
      </Box>
    </Paper>
  );
}

/** The page. */
export function ConsentFormPage() {
  const { t } = useTranslation();
  const read = useConsentForm();
  const read_ = read.data?.data;
  const form: Published | undefined = read_?.current ? { ...read_, current: read_.current } : undefined;
  return (
    <AreaPage title={t('client.consent.title')} intro={t('client.consent.intro')} testId="consent-form">
      {printStyles}
      {!form && read.error ? <LoadError error={read.error} onRetry={() => void read.mutate()} /> : null}
      {!read_ && !read.error ? <Loading minHeight={200} /> : null}
      {read_ && !form ? <Typography data-testid="consent-unpublished">{t('common.contentUnavailable')}</Typography> : null}
      {form ? (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Paper variant="outlined" id={TEXT_ID} sx={{ p: { xs: 2.5, md: 4 } }} data-testid="consent-text">
            <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
              <Typography variant="h2" component="h2" sx={{ fontSize: '1.5rem' }}>
                {form.current.title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="consent-version">
                {t('client.consent.version', { version: String(form.current.version) })}
              </Typography>
            </Box>
            <Markdown>{form.current.body}</Markdown>
          </Paper>
          <Box>
            <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
              {t('client.consent.print')}
            </Button>
          </Box>
          <ConsentState form={form} />
          <ConsentFormNextStep upToDate={form.state.up_to_date} />
          <SignForm form={form} onSent={(sent) => void read.mutate({ data: sent }, { revalidate: false })} onOutdated={() => void read.mutate()} />
          <AcceptForm form={form} onSent={(sent) => void read.mutate({ data: sent }, { revalidate: false })} onOutdated={() => void read.mutate()} />
        </Box>
      ) : null}
    </AreaPage>
  );
}
