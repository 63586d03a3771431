/**
 * `/client/health-assesment` (spec §2 client `health-assesment`, spec spelling; docs/api-bookings.md
 * `GET|PUT health-assessment`): the questionnaire rendered from the API ({@link QuestionnaireFields}),
 * prefilled with the saved answers that still fit, an optional document (PDF, JPG or PNG, with the
 * upload's progress), the required checks before sending (the API's `fieldErrors`, keyed by question
 * key, show under the same questions), then the saved answers' page.
 *
 * @module features/client/components/health-assessment-page
 */
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AreaPage } from '../../../components/area-page';
import { FileInput } from '../../../components/file-input';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { SubmitButton } from '../../../components/submit-button';
import { UploadProgressBar } from '../../../components/upload-progress';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { FILE_RULES, acceptOf, looksAccepted, uploadErrorMessage } from '../../../lib/files';
import type { FieldErrorMap } from '../../../lib/form-rules';
import { currentLanguage } from '../../../lib/i18n';
import { saveHealthAssessment, useHealthAssessment, type AnswerValue, type Answers, type HealthAssessment } from '../api/client-forms';
import { formatDate } from '../../../lib/format';
import { useViewerTimeZone } from '../../../lib/viewer-time-zone';
import { answersBody, checkAnswers, initialAnswers } from '../api/questionnaire';
import { useClientSubmit } from './client-submit';
import { QuestionnaireFields } from './questionnaire-fields';

/** The API's field errors keyed by question key (also accepted as `answers.<key>`). */
function byQuestionKey(errors: FieldErrorMap): FieldErrorMap {
  const map: FieldErrorMap = {};
  for (const [field, error] of Object.entries(errors)) map[field.replace(/^answers\./, '')] = error;
  return map;
}

/** Props of {@link HealthAssessmentForm}. */
export interface HealthAssessmentFormProps {
  assessment: HealthAssessment;
  /** Called with the API's answer after a successful save. */
  onSaved: (assessment: HealthAssessment) => void;
}

/** The form (exported for tests of the renderer's checks). */
export function HealthAssessmentForm({ assessment, onSaved }: HealthAssessmentFormProps) {
  const { t } = useTranslation();
  const { questionnaire } = assessment;
  const rule = FILE_RULES.document;
  const [answers, setAnswers] = useState<Answers>(() => initialAnswers(questionnaire, assessment.answers));
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { run, sending } = useClientSubmit();

  const change = (key: string, value: AnswerValue) => {
    setAnswers((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      const next = { ...current };
      delete next[key];
      return next;
    });
  };

  const choose = (chosen: File) => {
    setErrors((current) => ({ ...current, file: undefined }));
    if (!looksAccepted(chosen, rule)) {
      setFile(null);
      setErrors((current) => ({ ...current, file: { key: 'forms.files.unsupported', values: { types: rule.label } } }));
      return;
    }
    setFile(chosen);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (file) setProgress(0);
    const answer = await run({
      check: () => checkAnswers(questionnaire, answers),
      send: () => saveHealthAssessment(answersBody(questionnaire, answers), file, (p) => setProgress(p.fraction)),
      setErrors: (found) => setErrors(byQuestionKey(found)),
      success: t('client.health.saved'),
      onError: (error) => {
        if (error instanceof ApiError && (error.status === 413 || error.status === 415)) setErrors((current) => ({ ...current, file: { text: uploadErrorMessage(error, t, rule) } }));
      },
    });
    setProgress(null);
    if (answer) onSaved(answer.data);
  };

  const fileError = errors.file ? ('text' in errors.file ? errors.file.text : t(errors.file.key, errors.file.values)) : undefined;
  const busy = sending || progress !== null;
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 3 }} data-testid="health-assessment-form">
      <QuestionnaireFields questionnaire={questionnaire} answers={answers} errors={errors} onChange={change} disabled={busy} />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, display: 'grid', gap: 1.5 }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.35rem' }}>
          {t('client.health.documentTitle')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('client.health.documentHelp')}</Typography>
        <FileInput
          label={t('client.health.chooseDocument')}
          accept={acceptOf(rule)}
          file={file}
          onFile={choose}
          disabled={busy}
          error={fileError}
          helperText={t('forms.files.accepted', { types: rule.label })}
          inputTestId="health-document"
        />
        <UploadProgressBar fraction={progress} label={t('forms.files.uploading', { name: t('client.health.documentTitle') })} data-testid="health-progress" />
      </Paper>
      <Box>
        <SubmitButton sending={busy} label={t('client.health.submit')} sendingLabel={t('client.saving')} />
      </Box>
    </Box>
  );
}

/** The page. */
export function HealthAssessmentPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const read = useHealthAssessment();
  const assessment = read.data?.data;
  const locale = currentLanguage(i18n);
  const viewer = useViewerTimeZone('client');
  const timeZone = viewer.timeZone ?? viewer.deviceZone;

  return (
    <AreaPage title={t('client.health.title')} intro={t('client.health.intro')} testId="health-assessment">
      {!assessment && read.error ? <LoadError error={read.error} onRetry={() => void read.mutate()} /> : null}
      {!assessment && !read.error ? <Loading minHeight={200} /> : null}
      {assessment ? (
        <Box sx={{ display: 'grid', gap: 3 }}>
          {assessment.up_to_date && assessment.completed_at ? (
            <Alert
              severity="success"
              data-testid="health-completed"
              action={
                <Button component={RouterLink} to={paths.client.healthAssessmentDoc} color="inherit" size="small">
                  {t('client.health.viewAnswers')}
                </Button>
              }
            >
              {t('client.health.completedOn', { date: formatDate(assessment.completed_at, timeZone, locale) })}
            </Alert>
          ) : null}
          {!assessment.up_to_date && assessment.answers ? (
            <Alert severity="warning" data-testid="health-outdated">
              {t('client.health.newVersion')}
            </Alert>
          ) : null}
          <HealthAssessmentForm
            assessment={assessment}
            onSaved={(saved) => {
              void read.mutate({ data: saved }, { revalidate: false });
              navigate(paths.client.healthAssessmentDoc);
            }}
          />
        </Box>
      ) : null}
    </AreaPage>
  );
}
