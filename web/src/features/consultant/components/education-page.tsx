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
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { PrivateFileLink } from '../../../components/private-file-link';
import { SubmitButton } from '../../../components/submit-button';
import { UploadProgressBar } from '../../../components/upload-progress';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { fieldErrorText } from '../../../lib/form-rules';
import { useFormFields } from '../../../lib/use-form-fields';
import { READS, useConsultantRead } from '../api/get-consultant-record';
import { createDegree } from '../api/create-degree';
import { deleteDegree } from '../api/delete-degree';
import { updateDegree } from '../api/update-degree';
import type { Degree } from '../model/types';
import { FILE_RULES, acceptOf, looksAccepted, uploadErrorMessage } from '../../../lib/files';
import { MIN_YEAR, checkDegree } from '../model/section-checks';
import { ConsultantPage } from './consultant-page';
import { CredentialList } from './credential-list';
import { FileInput } from '../../../components/file-input';
import { useSectionSubmit } from './use-section-writer';

type Values = { degree_name: string; school_name: string; graduation_year: string };

/** Add (no `degree`) or edit form. */
function DegreeForm({ degree, onDone }: { degree: Degree | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { values, errors, setErrors, field } = useFormFields<Values>({
    degree_name: degree?.degree_name ?? '',
    school_name: degree?.school_name ?? '',
    graduation_year: degree ? String(degree.graduation_year) : '',
  });
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { run, sending, dialog } = useSectionSubmit('education');
  const rule = FILE_RULES.degree;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const onProgress = (p: { fraction: number }) => setProgress(p.fraction);
    try {
      const answer = await run({
        check: () => checkDegree(values, !degree, Boolean(file)),
        send: () => {
          setProgress(0);
          return degree ? updateDegree(degree.id, values, file, onProgress) : createDegree(values, file!, onProgress);
        },
        reads: [READS.education],
        setErrors,
        onError: (error) => {
          if (error instanceof ApiError && (error.status === 413 || error.status === 415)) setErrors((e) => ({ ...e, file: { text: uploadErrorMessage(error, t, rule) } }));
        },
        success: degree ? t('consultant.education.updated') : t('consultant.education.added'),
      });
      if (answer) onDone();
    } finally {
      setProgress(null);
    }
  };

  const fileError = fieldErrorText(errors.file, t);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 } }}>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {degree ? t('consultant.education.editTitle') : t('consultant.education.addTitle')}
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }} data-testid="degree-form">
        <TextField id="degree-degree_name" label={t('consultant.fields.degree_name')} required {...field('degree_name')} />
        <TextField id="degree-school_name" label={t('consultant.fields.school_name')} required {...field('school_name')} />
        <TextField
          id="degree-graduation_year"
          label={t('consultant.fields.graduation_year')}
          required
          type="number"
          slotProps={{ htmlInput: { min: MIN_YEAR, max: new Date().getFullYear(), step: 1, inputMode: 'numeric' } }}
          {...field('graduation_year')}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Typography sx={{ fontWeight: 700, mb: 1 }}>
            {t('consultant.fields.attachment')}
            {degree ? null : ' *'}
          </Typography>
          {degree ? (
            <Box sx={{ mb: 1, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2">{t('forms.files.current')}</Typography>
              <PrivateFileLink file={degree.attachment} role="consultant" />
            </Box>
          ) : null}
          <FileInput
            label={degree ? t('forms.files.replace') : t('forms.files.choose')}
            accept={acceptOf(rule)}
            file={file}
            onFile={(chosen) => {
              setErrors((e) => ({ ...e, file: undefined }));
              if (!looksAccepted(chosen, rule)) {
                setErrors((e) => ({ ...e, file: { key: 'forms.files.unsupported', values: { types: rule.label } } }));
                return;
              }
              setFile(chosen);
            }}
            disabled={sending}
            error={fileError}
            helperText={t('forms.files.accepted', { types: rule.label })}
            inputTestId="degree-file"
          />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <UploadProgressBar fraction={progress} label={t('forms.files.uploading', { name: t('consultant.fields.attachment') })} data-testid="degree-progress" />
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
