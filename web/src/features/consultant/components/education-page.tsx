/**
 * `/consultant/edit-account/education-detail` (spec §3 "degrees (degree name, school name, year of
 * graduation, attachment JPG/PNG)", §5; docs/api-consultant.md `GET`/`POST education`,
 * `PUT`/`DELETE education/:id`): the list of degrees with their attachment (a download through the API
 * client), and a form to add one (attachment required) or edit one (a new attachment replaces the old),
 * sent as multipart with the upload's real progress; deletion after a confirmation. A sensitive section:
 * an approved consultant is warned before every change.
 *
 * @module features/consultant/components/education-page
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { DegreeFields } from '@contracts/consultant-profile';
import { FileInput } from '../../../components/file-input';
import { FormTextField } from '../../../components/form-text-field';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { PrivateFileLink } from '../../../components/private-file-link';
import { SubmitButton } from '../../../components/submit-button';
import { UploadProgressBar } from '../../../components/upload-progress';
import { paths } from '../../../config/paths';
import { FILE_RULES, acceptOf } from '../../../lib/files';
import { applyServerErrors, useContractForm } from '../../../lib/forms';
import { READS, useConsultantRead } from '../api/get-consultant-record';
import { createDegree } from '../api/create-degree';
import { deleteDegree } from '../api/delete-degree';
import { updateDegree } from '../api/update-degree';
import type { Degree } from '../model/types';
import { ConsultantPage } from './consultant-page';
import { CredentialList } from './credential-list';
import { useAttachment } from '../hooks/use-attachment';
import { useSectionSave } from './use-section-writer';
import { clock } from '../../../lib/clock';

const FIELDS = ['degree_name', 'school_name', 'graduation_year'] as const;

/** Add (no `degree`) or edit form. */
function DegreeForm({ degree, onDone }: { degree: Degree | null; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm(DegreeFields, {
    defaultValues: { degree_name: degree?.degree_name ?? '', school_name: degree?.school_name ?? '', graduation_year: degree ? String(degree.graduation_year) : '' },
  });
  const rule = FILE_RULES.degree;
  const attachment = useAttachment(rule, !degree);
  const { save, dialog } = useSectionSave('education');
  const sending = form.formState.isSubmitting;

  const submit = (event: FormEvent) => {
    const fileReady = attachment.check();
    return form.handleSubmit(async (fields) => {
      if (!fileReady) return;
      const answer = await save({
        send: () => attachment.send((file, onProgress) => (degree ? updateDegree(degree.id, fields, file, onProgress) : createDegree(fields, file!, onProgress))),
        reads: [READS.education],
        onError: (error) => attachment.showError(error) || applyServerErrors(form, error, FIELDS),
        success: degree ? t('consultant.education.updated') : t('consultant.education.added'),
      });
      if (answer) onDone();
    })(event);
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 } }}>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {degree ? t('consultant.education.editTitle') : t('consultant.education.addTitle')}
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }} data-testid="degree-form">
        <FormTextField control={form.control} name="degree_name" id="degree-degree_name" label={t('consultant.fields.degree_name')} required />
        <FormTextField control={form.control} name="school_name" id="degree-school_name" label={t('consultant.fields.school_name')} required />
        <FormTextField
          control={form.control}
          name="graduation_year"
          id="degree-graduation_year"
          label={t('consultant.fields.graduation_year')}
          required
          type="number"
          slotProps={{ htmlInput: { min: 1950, max: clock.now().getFullYear(), step: 1, inputMode: 'numeric' } }}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Typography sx={{ fontWeight: 700, mb: 1 }}>
            {t('consultant.fields.attachment')}
            {degree ? null : ' *'}
          </Typography>
          {degree?.attachment ? (
            <Box sx={{ mb: 1, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2">{t('forms.files.current')}</Typography>
              <PrivateFileLink file={degree.attachment} role="consultant" />
            </Box>
          ) : null}
          <FileInput
            label={degree ? t('forms.files.replace') : t('forms.files.choose')}
            accept={acceptOf(rule)}
            file={attachment.file}
            onFile={attachment.choose}
            disabled={sending}
            error={attachment.error ?? undefined}
            helperText={t('forms.files.accepted', { types: rule.label })}
            inputTestId="degree-file"
          />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <UploadProgressBar fraction={attachment.progress} label={t('forms.files.uploading', { name: t('consultant.fields.attachment') })} data-testid="degree-progress" />
        </Box>
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 2 }}>
          <SubmitButton sending={sending} label={degree ? t('consultant.save') : t('consultant.education.add')} sendingLabel={t('consultant.saving')} />
          <Button onClick={onDone} disabled={sending}>
            {t('forms.cancel')}
          </Button>
        </Box>
      </Box>
      {dialog}
    </Paper>
  );
}

/** The page. */
export function EducationPage() {
  const { t } = useTranslation();
  const read = useConsultantRead<Degree[]>(READS.education);
  const [editing, setEditing] = useState<Degree | 'new' | null>(null);

  return (
    <ConsultantPage
      title={t('consultant.sections.education')}
      intro={t('consultant.education.intro')}
      back={{ to: paths.consultant.editAccount, label: t('consultant.editAccount.title') }}
      testId="education-detail"
    >
      {read.error && !read.data ? <LoadError error={read.error} onRetry={() => void read.mutate()} /> : null}
      {!read.data && !read.error ? <Loading minHeight={160} /> : null}
      {read.data ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <CredentialList
            section="education"
            items={read.data.data}
            name={(degree) => degree.degree_name}
            line={(degree) => t('consultant.education.line', { school: degree.school_name, year: degree.graduation_year })}
            remove={deleteDegree}
            onEdit={setEditing}
            testIdPrefix="degree"
          />
          {editing ? (
            <DegreeForm key={editing === 'new' ? 'new' : editing.id} degree={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
          ) : (
            <Box>
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} data-testid="add-degree">
                {t('consultant.education.add')}
              </Button>
            </Box>
          )}
        </Box>
      ) : null}
    </ConsultantPage>
  );
}
