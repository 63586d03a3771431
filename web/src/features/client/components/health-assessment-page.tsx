/**
 * `/client/health-assesment` (spec §2 client `health-assesment`, spec spelling; docs/api-bookings.md
 * `GET|PUT health-assessment`, `PUT health-assessment/draft`): the questionnaire rendered from the API
 * as a stepper, one section a step ({@link QuestionnaireSection}), prefilled with the draft or else the
 * saved answers that still fit, the progress saved on each step and resumed after a reload, an optional
 * document on the last step (PDF, JPG or PNG, with the upload's progress), the checks before each step
 * and before sending — the API's own rules for the questionnaire it sent (`model/questionnaire`), in the
 * user's language, the first question in error focused; the API's `fieldErrors`, keyed by question key,
 * show under the same questions — the last step says, next to its submit button, that sending the
 * assessment is the explicit consent to process health data (with a link to the privacy policy) — then the saved answers' page, which offers the next step (the booking in
 * progress this page was opened from, kept in `?redirect=`, or else booking a session).
 *
 * @module features/client/components/health-assessment-page
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { AreaPage } from '../../../components/area-page';
import { FileInput } from '../../../components/file-input';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { SubmitButton } from '../../../components/submit-button';
import { UploadProgressBar } from '../../../components/upload-progress';
import { paths } from '../../../config/paths';
import { keptRedirect } from '../../../lib/redirect';
import type { SavedState } from './health-assessment-next-step';
import { ApiError } from '../../../lib/api-client';
import { FILE_RULES, acceptOf, looksAccepted, uploadErrorMessage } from '../../../lib/files';
import { errorMessage, type FieldErrorMap } from '../../../lib/form-rules';
import { useContractForm } from '../../../lib/forms';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useViewerTimeZone } from '../../../lib/viewer-time-zone';
import { saveHealthAssessment } from '../api/save-health-assessment';
import { saveHealthAssessmentDraft } from '../api/save-health-assessment-draft';
import { useHealthAssessment } from '../api/get-health-assessment';
import type { AnswerValue, HealthAssessment } from '../model/types';
import { assessmentSchema, draftOf, firstIncompleteStep, initialAnswers, isStepComplete, sectionOf } from '../model/questionnaire';
import { QuestionnaireSection } from './questionnaire-fields';

/** Moves the focus to the first question in error (once the errors are rendered). */
function focusFirstError() {
  setTimeout(() => {
    document.querySelector<HTMLElement>('[data-testid="health-assessment-form"] [aria-invalid="true"], [data-testid="health-assessment-form"] [data-invalid="true"] input')?.focus();
  }, 0);
}

/** Props of {@link HealthAssessmentForm}. */
export interface HealthAssessmentFormProps {
  assessment: HealthAssessment;
  /** Called with the API's answer after a successful save. */
  onSaved: (assessment: HealthAssessment) => void;
  /** IANA zone of the dates shown (the viewer's). */
  timeZone: string;
}

/**
 * The form as a stepper: one section a step (MUI Stepper on wide screens, "Step n of N" with a progress
 * bar on small ones). "Save and continue" checks the step's required questions, then saves the answers
 * so far as a draft (`PUT health-assessment/draft`) before moving on; a reload resumes at the first
 * incomplete step from the draft. The last step has the optional document and the final submit
 * (`PUT health-assessment`, every check again; an error in an earlier step goes back to that step).
 * Exported for tests of the renderer's checks.
 */
export function HealthAssessmentForm({ assessment, onSaved, timeZone }: HealthAssessmentFormProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  const { questionnaire } = assessment;
  const rule = FILE_RULES.document;
  const sections = questionnaire.sections;
  const last = sections.length - 1;
  const schema = useMemo(() => assessmentSchema(questionnaire), [questionnaire]);
  const form = useContractForm(schema, { defaultValues: { answers: initialAnswers(questionnaire, assessment.draft?.answers ?? assessment.answers) }, shouldFocusError: false });
  const answers = form.watch('answers');
  const [step, setStep] = useState(() => (assessment.draft ? firstIncompleteStep(questionnaire, initialAnswers(questionnaire, assessment.draft.answers)) : 0));
  const [reached, setReached] = useState(step);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const [progress, setProgress] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    // Focus the new step's heading after a move (not on the first render), so screen readers announce it.
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const goTo = (next: number) => {
    setStep(next);
    setReached((current) => Math.max(current, next));
    window.scrollTo?.({ top: 0 });
  };

  const change = (key: string, value: AnswerValue) => {
    form.setValue(`answers.${key}`, value);
    form.clearErrors(`answers.${key}`);
  };

  const choose = (chosen: File) => {
    setFileError(undefined);
    if (!looksAccepted(chosen, rule)) {
      setFile(null);
      setFileError(t('forms.files.unsupported', { types: rule.label }));
      return;
    }
    setFile(chosen);
  };

  /** Puts messages (by question key, or `answers.<key>`) under their questions and goes to the first step concerned. */
  const showErrors = (messages: Record<string, string>) => {
    const steps: number[] = [];
    for (const [field, message] of Object.entries(messages)) {
      const key = field.replace(/^answers\./, '');
      const index = sectionOf(questionnaire, key);
      if (index < 0) continue;
      form.setError(`answers.${key}`, { type: 'server', message });
      steps.push(index);
    }
    if (steps.length) {
      const first = Math.min(...steps);
      if (first !== step) goTo(first);
      focusFirstError();
    }
    return steps.length > 0;
  };

  const failed = (error: unknown) => {
    const fields = error instanceof ApiError && error.status === 400 ? Object.fromEntries(Object.entries(error.fieldErrors).map(([field, list]) => [field, list.join(' ')])) : {};
    if (error instanceof ApiError && (error.status === 413 || error.status === 415)) setFileError(uploadErrorMessage(error, t, rule));
    const placed = showErrors(fields);
    toast.error(errorMessage(error, t(placed ? 'forms.fixErrors' : 'errors.generic')));
  };

  const next = async () => {
    const keys = sections[step]?.questions.map((question) => `answers.${question.key}` as const) ?? [];
    if (!(await form.trigger(keys))) {
      toast.error(t('forms.fixErrors'));
      focusFirstError();
      return;
    }
    const draft = draftOf(questionnaire, form.getValues('answers'));
    if (!draft.success) {
      showErrors(Object.fromEntries(draft.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setSending(true);
    try {
      await saveHealthAssessmentDraft(draft.data);
      toast.success(t('client.health.progressSaved'));
      goTo(Math.min(step + 1, last));
    } catch (error) {
      failed(error);
    } finally {
      setSending(false);
    }
  };

  const send = form.handleSubmit(
    async ({ answers: checked }) => {
      if (file) setProgress(0);
      setSending(true);
      try {
        const answer = await saveHealthAssessment(checked, file, (p) => setProgress(p.fraction));
        toast.success(t('client.health.saved'));
        onSaved(answer.data);
      } catch (error) {
        failed(error);
      } finally {
        setProgress(null);
        setSending(false);
      }
    },
    (errors) => {
      const steps = Object.keys(errors.answers ?? {})
        .map((key) => sectionOf(questionnaire, key))
        .filter((index) => index >= 0);
      if (steps.length && Math.min(...steps) !== step) goTo(Math.min(...steps));
      toast.error(t('client.health.stepErrors'));
      focusFirstError();
    },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step < last) void next();
    else void send(event);
  };

  const errors: FieldErrorMap = Object.fromEntries(
    Object.entries(form.formState.errors.answers ?? {}).flatMap(([key, error]) => (error && typeof error.message === 'string' ? [[key, { text: error.message }]] : [])),
  );
  const busy = sending || progress !== null;
  const current = sections[step];
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 3, minWidth: 0 }} data-testid="health-assessment-form" data-step={step}>
      {assessment.draft?.saved_at ? (
        <Alert severity="info" data-testid="health-resumed">
          {t('client.health.resumed', { date: formatDateTime(assessment.draft.saved_at, timeZone, locale) })}
        </Alert>
      ) : null}
      <Box sx={{ display: { xs: 'none', md: 'block' } }}>
        <Stepper activeStep={step} nonLinear alternativeLabel aria-label={t('client.health.steps')}>
          {sections.map((section, index) => (
            <Step key={section.key} completed={index < reached && isStepComplete(questionnaire, index, answers)}>
              <StepButton onClick={() => goTo(index)} disabled={index > reached || busy} aria-current={index === step ? 'step' : undefined}>
                {section.title}
              </StepButton>
            </Step>
          ))}
        </Stepper>
      </Box>
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>
        <Typography component="p" sx={{ fontWeight: 700, mb: 1 }} data-testid="health-step-label">
          {t('client.health.stepOf', { index: step + 1, count: sections.length, title: current?.title ?? '' })}
        </Typography>
        <LinearProgress variant="determinate" value={((step + 1) / sections.length) * 100} aria-label={t('client.health.steps')} />
      </Box>
      <QuestionnaireSection questionnaire={questionnaire} answers={answers} errors={errors} onChange={change} disabled={busy} index={step} headingRef={heading} />
      {step === last ? (
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
      ) : null}
      {step === last ? (
        // Submitting is the explicit consent to process health data (docs/privacy.md "Consent records").
        <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="health-consent-statement">
          <Trans i18nKey="client.health.consentStatement" components={{ privacy: <Link href={paths.privacy} target="_blank" rel="noopener" /> }} />
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        {step > 0 ? (
          <Button variant="outlined" onClick={() => goTo(step - 1)} disabled={busy} data-testid="health-back">
            {t('client.health.back')}
          </Button>
        ) : null}
        <SubmitButton sending={busy} label={t(step === last ? 'client.health.submit' : 'client.health.next')} sendingLabel={t('client.saving')} />
      </Box>
    </Box>
  );
}

/** The page. */
export function HealthAssessmentPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  /** The booking in progress this page was opened from (`?redirect=`), to return to once saved. */
  const next = keptRedirect(location.search, null);
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
            timeZone={timeZone}
            assessment={assessment}
            onSaved={(saved) => {
              void read.mutate({ data: saved }, { revalidate: false });
              const state: SavedState = { saved: true, next };
              navigate(paths.client.healthAssessmentDoc, { state });
            }}
          />
        </Box>
      ) : null}
    </AreaPage>
  );
}
