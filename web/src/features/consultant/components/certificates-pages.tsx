/**
 * The consultant's certificates (spec §2 `edit-account/certificate-detail`, `/all-certificate`,
 * `add-certificate`, `certificate-detail/edit/{id}`; §3 "certificates (name, year, school, optional
 * number, attachment)"; docs/api-consultant.md `GET`/`POST certificates`,
 * `GET`/`PATCH`/`DELETE certificates/:id`):
 *
 * - {@link CertificatesPage}: the list, each with its attachment (a download through the API client),
 *   edit and delete (after a confirmation);
 * - {@link CertificateFormPage}: add (attachment required: PDF, JPG or PNG) or edit (a new attachment
 *   replaces the old), sent as multipart with the upload's real progress.
 *
 * Certificates are optional, and a sensitive section: an approved consultant is warned before every change.
 *
 * @module features/consultant/components/certificates-pages
 */
import { type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { CertificateFields } from '@contracts/consultant-profile';
import { FormTextField } from '../../../components/form-text-field';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { PrivateFileLink } from '../../../components/private-file-link';
import { NotFoundView } from '../../../components/status-page';
import { SubmitButton } from '../../../components/submit-button';
import { UploadProgressBar } from '../../../components/upload-progress';
import { paths } from '../../../config/paths';
import { applyServerErrors, useContractForm } from '../../../lib/forms';
import { READS, useConsultantRead } from '../api/get-consultant-record';
import { createCertificate } from '../api/create-certificate';
import { deleteCertificate } from '../api/delete-certificate';
import { updateCertificate } from '../api/update-certificate';
import type { Certificate } from '../model/types';
import { FILE_RULES, acceptOf } from '../../../lib/files';
import { ConsultantPage } from './consultant-page';
import { CredentialList } from './credential-list';
import { FileInput } from '../../../components/file-input';
import { useAttachment } from '../hooks/use-attachment';
import { useSectionSave } from './use-section-writer';
import { clock } from '../../../lib/clock';

/** The list. */
export function CertificatesPage() {
  const { t } = useTranslation();
  const read = useConsultantRead<Certificate[]>(READS.certificates);

  return (
    <ConsultantPage
      title={t('consultant.sections.certificates')}
      intro={t('consultant.certificates.intro')}
      back={{ to: paths.consultant.editAccount, label: t('consultant.editAccount.title') }}
      testId="certificates"
    >
      {read.error && !read.data ? <LoadError error={read.error} onRetry={() => void read.mutate()} /> : null}
      {!read.data && !read.error ? <Loading minHeight={160} /> : null}
      {read.data ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <CredentialList
            section="certificates"
            items={read.data.data}
            name={(certificate) => certificate.name}
            line={(certificate) =>
              t('consultant.certificates.line', { school: certificate.school, year: certificate.year }) +
              (certificate.number ? ` · ${t('consultant.certificates.numberLine', { number: certificate.number })}` : '')
            }
            remove={deleteCertificate}
            editTo={(certificate) => paths.consultant.editCertificate(certificate.id)}
            testIdPrefix="certificate"
          />
          <Box>
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={paths.consultant.addCertificate} data-testid="add-certificate">
              {t('consultant.certificates.add')}
            </Button>
          </Box>
        </Box>
      ) : null}
    </ConsultantPage>
  );
}

const FIELDS = ['name', 'year', 'school', 'number'] as const;

function CertificateForm({ certificate }: { certificate: Certificate | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useContractForm(CertificateFields, {
    defaultValues: { name: certificate?.name ?? '', year: certificate ? String(certificate.year) : '', school: certificate?.school ?? '', number: certificate?.number ?? '' },
  });
  const rule = FILE_RULES.document;
  const attachment = useAttachment(rule, !certificate);
  const { save, dialog } = useSectionSave('certificates');
  const sending = form.formState.isSubmitting;

  const submit = (event: FormEvent) => {
    const fileReady = attachment.check();
    return form.handleSubmit(async (fields) => {
      if (!fileReady) return;
      const answer = await save({
        send: () => attachment.send((file, onProgress) => (certificate ? updateCertificate(certificate.id, fields, file, onProgress) : createCertificate(fields, file!, onProgress))),
        reads: [READS.certificates],
        onError: (error) => attachment.showError(error) || applyServerErrors(form, error, FIELDS),
        success: certificate ? t('consultant.certificates.updated') : t('consultant.certificates.added'),
      });
      if (answer) navigate(paths.consultant.certificateDetail);
    })(event);
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }} data-testid="certificate-form">
        <FormTextField control={form.control} name="name" id="certificate-name" label={t('consultant.fields.certificate_name')} required />
        <FormTextField control={form.control} name="school" id="certificate-school" label={t('consultant.fields.certificate_school')} required />
        <FormTextField
          control={form.control}
          name="year"
          id="certificate-year"
          label={t('consultant.fields.certificate_year')}
          required
          type="number"
          slotProps={{ htmlInput: { min: 1950, max: clock.now().getFullYear(), step: 1, inputMode: 'numeric' } }}
        />
        <FormTextField control={form.control} name="number" id="certificate-number" label={t('consultant.fields.certificate_number')} hint={t('forms.optional')} />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Typography sx={{ fontWeight: 700, mb: 1 }}>
            {t('consultant.fields.attachment')}
            {certificate ? null : ' *'}
          </Typography>
          {certificate?.attachment ? (
            <Box sx={{ mb: 1, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2">{t('forms.files.current')}</Typography>
              <PrivateFileLink file={certificate.attachment} role="consultant" />
            </Box>
          ) : null}
          <FileInput
            label={certificate ? t('forms.files.replace') : t('forms.files.choose')}
            accept={acceptOf(rule)}
            file={attachment.file}
            onFile={attachment.choose}
            disabled={sending}
            error={attachment.error ?? undefined}
            helperText={t('forms.files.accepted', { types: rule.label })}
            inputTestId="certificate-file"
          />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <UploadProgressBar fraction={attachment.progress} label={t('forms.files.uploading', { name: t('consultant.fields.attachment') })} data-testid="certificate-progress" />
        </Box>
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 2 }}>
          <SubmitButton sending={sending} label={certificate ? t('consultant.save') : t('consultant.certificates.add')} sendingLabel={t('consultant.saving')} />
          <Button component={RouterLink} to={paths.consultant.certificateDetail} disabled={sending}>
            {t('forms.cancel')}
          </Button>
        </Box>
      </Box>
      {dialog}
    </Paper>
  );
}

/** Add (`add-certificate`) or edit (`certificate-detail/edit/:id`) a certificate. */
export function CertificateFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const read = useConsultantRead<Certificate>(id ? `${READS.certificates}/${encodeURIComponent(id)}` : null, { revalidateOnFocus: false, shouldRetryOnError: (e) => e.status !== 404 });
  if (id && read.error?.status === 404) return <NotFoundView />;
  const title = id ? t('consultant.certificates.editTitle') : t('consultant.certificates.addTitle');
  return (
    <ConsultantPage title={title} back={{ to: paths.consultant.certificateDetail, label: t('consultant.sections.certificates') }} testId={id ? 'edit-certificate' : 'add-certificate-page'}>
      {!id ? <CertificateForm certificate={null} /> : null}
      {id && read.error && !read.data ? <LoadError error={read.error} onRetry={() => void read.mutate()} /> : null}
      {id && !read.data && !read.error ? <Loading minHeight={160} /> : null}
      {id && read.data ? <CertificateForm key={read.data.data.id} certificate={read.data.data} /> : null}
    </ConsultantPage>
  );
}
