/**
 * `/client/health-assessment-doc` (spec §2 client `health-assessment-doc`; docs/api-bookings.md
 * `GET|PUT health-assessment`): the saved answers, read-only, section by section; the PHQ-9 (depression,
 * 0–27) and GAD-7 (anxiety, 0–21) scores with their band in plain words; a gentle note to seek urgent
 * help when item 9 of the PHQ-9 (thoughts of self-harm) is above 0; and the attached document — its
 * download, or sending one (sent with the saved answers, as the API takes them). Right after the
 * questionnaire is saved, the next step comes first ({@link HealthAssessmentNextStep}).
 *
 * @module features/client/components/health-assessment-doc-page
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/EditOutlined';
import { AreaPage } from '../../../components/area-page';
import { EmptyState } from '../../../components/empty-state';
import { FileInput } from '../../../components/file-input';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { PrivateFileLink } from '../../../components/private-file-link';
import { UploadProgressBar } from '../../../components/upload-progress';
import { paths } from '../../../config/paths';
import { FILE_RULES, acceptOf, looksAccepted, uploadErrorMessage } from '../../../lib/files';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { saveHealthAssessment } from '../api/save-health-assessment';
import { useHealthAssessment } from '../api/get-health-assessment';
import type { HealthAssessment } from '../model/types';
import { formatDate, humanizeSlug } from '../../../lib/format';
import { useViewerTimeZone } from '../../../lib/viewer-time-zone';
import { SCALE_MAX, answerText, needsUrgentHelpNote } from '../model/questionnaire';
import { HealthAssessmentNextStep } from './health-assessment-next-step';

/** Known bands of the scores (docs/api-bookings.md); others are shown as they come. */
const BANDS = ['minimal', 'mild', 'moderate', 'moderately_severe', 'severe'] as const;

function Scores({ assessment }: { assessment: HealthAssessment }) {
  const { t } = useTranslation();
  const scores = assessment.scores;
  if (!scores) return null;
  const band = (value: string) => ((BANDS as readonly string[]).includes(value) ? t(`client.health.bands.${value}`) : humanizeSlug(value));
  const rows = [
    { key: 'phq9', name: t('client.health.phq9'), score: scores.phq9, max: SCALE_MAX.phq9, band: band(scores.phq9_band) },
    { key: 'gad7', name: t('client.health.gad7'), score: scores.gad7, max: SCALE_MAX.gad7, band: band(scores.gad7_band) },
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 } }} data-testid="health-scores">
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.35rem', mb: 2 }}>
        {t('client.health.scoresTitle')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {rows.map((row) => (
          <Box key={row.key} data-testid={`score-${row.key}`}>
            <Typography sx={{ fontWeight: 700 }}>{row.name}</Typography>
            <Typography>{t('client.health.scoreLine', { score: row.score, max: row.max, band: row.band })}</Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
        {t('client.health.scoresNote')}
      </Typography>
    </Paper>
  );
}

function Answers({ assessment }: { assessment: HealthAssessment }) {
  const { t } = useTranslation();
  const yesNo = { yes: t('client.health.yes'), no: t('client.health.no') };
  return (
    <>
      {assessment.questionnaire.sections.map((section) => (
        <Paper key={section.key} component="section" variant="outlined" sx={{ p: { xs: 2.5, md: 3 } }} aria-labelledby={`answers-${section.key}`} data-testid={`answers-${section.key}`}>
          <Typography variant="h2" component="h2" id={`answers-${section.key}`} sx={{ fontSize: '1.35rem', mb: 2 }}>
            {section.title}
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, '& dt': { fontWeight: 700 }, '& dd': { m: 0, whiteSpace: 'pre-wrap' } }}>
            {section.questions.map((question) => {
              const text = answerText(question, assessment.answers?.[question.key], yesNo);
              return (
                <Box key={question.key}>
                  <dt>{question.label}</dt>
                  <dd data-testid={`answer-${question.key}`}>
                    {text ?? (
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        {t('client.health.noAnswer')}
                      </Box>
                    )}
                  </dd>
                </Box>
              );
            })}
          </Box>
        </Paper>
      ))}
    </>
  );
}

function DocumentBlock({ assessment, onSaved }: { assessment: HealthAssessment; onSaved: (saved: HealthAssessment) => void }) {
  const { t } = useTranslation();
  const rule = FILE_RULES.document;
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File) => {
    setError(null);
    if (!looksAccepted(file, rule)) {
      setError(t('forms.files.unsupported', { types: rule.label }));
      return;
    }
    setProgress(0);
    try {
      const answer = await saveHealthAssessment(assessment.answers ?? {}, file, (p) => setProgress(p.fraction));
      toast.success(t('forms.files.uploaded', { name: file.name }));
      onSaved(answer.data);
    } catch (cause) {
      setError(uploadErrorMessage(cause, t, rule));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, display: 'grid', gap: 1.5 }} data-testid="health-document-block">
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.35rem' }}>
        {t('client.health.documentTitle')}
      </Typography>
      {assessment.document ? (
        <PrivateFileLink file={assessment.document} role="client" data-testid="health-document-link" />
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>{t('forms.files.none')}</Typography>
      )}
      <FileInput
        label={assessment.document ? t('forms.files.replace') : t('client.health.chooseDocument')}
        accept={acceptOf(rule)}
        onFile={(file) => void choose(file)}
        disabled={progress !== null}
        error={error ?? undefined}
        helperText={t('forms.files.accepted', { types: rule.label })}
        inputTestId="health-doc-file"
      />
      <UploadProgressBar fraction={progress} label={t('forms.files.uploading', { name: t('client.health.documentTitle') })} data-testid="health-doc-progress" />
    </Paper>
  );
}

/** The page. */
export function HealthAssessmentDocPage() {
  const { t, i18n } = useTranslation();
  const read = useHealthAssessment();
  const assessment = read.data?.data;
  const locale = currentLanguage(i18n);
  const viewer = useViewerTimeZone('client');
  const timeZone = viewer.timeZone ?? viewer.deviceZone;
  const completed = Boolean(assessment?.answers && assessment.completed_at);

  return (
    <AreaPage title={t('client.health.docTitle')} testId="health-assessment-doc">
      {!assessment && read.error ? <LoadError error={read.error} onRetry={() => void read.mutate()} /> : null}
      {!assessment && !read.error ? <Loading minHeight={200} /> : null}
      {assessment && !completed ? (
        <Paper variant="outlined">
          <EmptyState
            title={t('client.health.notYet')}
            description={t('client.health.notYetText')}
            action={
              <Button component={RouterLink} to={paths.client.healthAssessment} variant="contained">
                {t('client.health.fill')}
              </Button>
            }
            data-testid="health-not-completed"
          />
        </Paper>
      ) : null}
      {assessment && completed ? (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <HealthAssessmentNextStep />
          {needsUrgentHelpNote(assessment) ? (
            <Alert severity="warning" role="alert" data-testid="urgent-help">
              <AlertTitle>{t('client.health.urgentTitle')}</AlertTitle>
              {t('client.health.urgentText')}
            </Alert>
          ) : null}
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
            <Typography sx={{ color: 'text.secondary' }} data-testid="health-completed-at">
              {t('client.health.completedOn', { date: formatDate(assessment.completed_at ?? '', timeZone, locale) })}
              {assessment.up_to_date ? '' : ` ${t('client.health.newVersion')}`}
            </Typography>
            <Button component={RouterLink} to={paths.client.healthAssessment} variant="outlined" startIcon={<EditIcon />}>
              {t('client.health.edit')}
            </Button>
          </Box>
          <Scores assessment={assessment} />
          <Answers assessment={assessment} />
          <DocumentBlock assessment={assessment} onSaved={(saved) => void read.mutate({ data: saved }, { revalidate: false })} />
        </Box>
      ) : null}
    </AreaPage>
  );
}
