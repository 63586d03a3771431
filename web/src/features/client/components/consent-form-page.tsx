/**
 * `/client/consent-form-doc` (spec §2 client `consent-form-doc`, §5 "A consent form must be filled and
 * uploaded for a booking to take place"; docs/api-bookings.md `GET|POST consent-form`): the current
 * consent text (markdown, printable on its own), the client's state (accepted version and date, the
 * signed form), then the acceptance: an "I have read and accept" box and the signed form (PDF, JPG or
 * PNG, with the upload's real progress). The Send button stays disabled until both are given.
 *
 * A 409 `ConsentVersionOutdated` (the text changed while the page was open) re-reads the text; the
 * API's 413/415 messages show under the file.
 *
 * @module features/client/components/consent-form-page
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/PrintOutlined';
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
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { submitConsentForm } from '../api/submit-consent-form';
import { useConsentForm } from '../api/get-consent-form';
import type { ConsentForm } from '../model/types';
import { formatDateTime } from '../../../lib/format';
import { useViewerTimeZone } from '../../../lib/viewer-time-zone';

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

function ConsentState({ form }: { form: ConsentForm }) {
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
        <Chip
          size="small"
          color={state.up_to_date ? 'success' : 'warning'}
          label={state.up_to_date ? t('client.consent.upToDate') : t('client.consent.toDo')}
          data-testid="consent-status"
        />
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

function AcceptForm({ form, onSent, onOutdated }: { form: ConsentForm; onSent: (form: ConsentForm) => void; onOutdated: () => void }) {
  const { t } = useTranslation();
  const rule = FILE_RULES.document;
  const [accepted, setAccepted] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const ready = accepted && file !== null;

  const choose = (chosen: File) => {
    setFileError(null);
    if (!looksAccepted(chosen, rule)) {
      setFile(null);
      setFileError(t('forms.files.unsupported', { types: rule.label }));
      return;
    }
    setFile(chosen);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !file) return;
    setProgress(0);
    try {
      const answer = await submitConsentForm(form.current.version, file, (p) => setProgress(p.fraction));
      toast.success(t('client.consent.sent'));
      setFile(null);
      setAccepted(false);
      onSent(answer.data);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        toast.warning(errorMessage(error, t('client.consent.changed')));
        setAccepted(false);
        onOutdated();
      } else if (error instanceof ApiError && (error.status === 413 || error.status === 415 || error.fieldErrors.file)) {
        setFileError(uploadErrorMessage(error, t, rule));
        toast.error(t('forms.fixErrors'));
      } else {
        toast.error(errorMessage(error, t('errors.generic')));
      }
    } finally {
      setProgress(null);
    }
  };

  const sending = progress !== null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 } }}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2.5 }} data-testid="consent-accept-form">
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.35rem' }}>
          {form.state.up_to_date ? t('client.consent.sendAgainTitle') : t('client.consent.acceptTitle')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('client.consent.steps')}</Typography>
        <FormControlLabel
          control={<Checkbox checked={accepted} onChange={(event) => setAccepted(event.target.checked)} disabled={sending} data-testid="consent-accept" />}
          label={t('client.consent.accept', { version: String(form.current.version) })}
        />
        <FileInput
          label={t('client.consent.chooseFile')}
          accept={acceptOf(rule)}
          file={file}
          onFile={choose}
          disabled={sending}
          error={fileError ?? undefined}
          helperText={t('forms.files.accepted', { types: rule.label })}
          inputTestId="consent-file"
        />
        <UploadProgressBar fraction={progress} label={t('forms.files.uploading', { name: t('client.consent.signedFile') })} data-testid="consent-progress" />
        <Box>
          <SubmitButton sending={sending} disabled={!ready} label={t('client.consent.submit')} sendingLabel={t('client.sending')} />
        </Box>
      </Box>
    </Paper>
  );
}

/** The page. */
export function ConsentFormPage() {
  const { t } = useTranslation();
  const read = useConsentForm();
  const form = read.data?.data;
  return (
    <AreaPage title={t('client.consent.title')} intro={t('client.consent.intro')} testId="consent-form">
      {printStyles}
      {!form && read.error ? <LoadError error={read.error} onRetry={() => void read.mutate()} /> : null}
      {!form && !read.error ? <Loading minHeight={200} /> : null}
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
          <AcceptForm form={form} onSent={(sent) => void read.mutate({ data: sent }, { revalidate: false })} onOutdated={() => void read.mutate()} />
        </Box>
      ) : null}
    </AreaPage>
  );
}
