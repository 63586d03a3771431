/**
 * A booked client's consent form and health assessment as the consultant sees them, read-only (docs/api-bookings.md `GET clients/:clientId/consent-form`, `…/health-assessment`; every read is
 * audit-logged, so each is read only when opened): the accepted version and date with the signed file,
 * the answers grouped by section, the PHQ-9 and GAD-7 scores with their band, the attached document.
 * Files are served by `GET /api/files/:id` (`private-file-link`).
 *
 * Accessible names: the toggle buttons "Formulaire de consentement"/"Consent form" and "Bilan de
 * santé"/"Health assessment" (`aria-expanded`), regions named likewise.
 *
 * @module features/bookings/components/client-forms-view
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { PrivateFileLink } from '../../../components/private-file-link';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useClientConsentForm } from '../api/get-client-consent-form';
import { useClientHealthAssessment } from '../api/get-client-health-assessment';
import type { HealthQuestion } from '../model/types';

/**
 * The text of an answer: option labels for `single`/`multi`, yes/no for `boolean`, the value otherwise.
 *
 * @param t - the translate function.
 * @returns `—` when unanswered.
 */
export function answerText(question: HealthQuestion, value: unknown, t: (key: string) => string): string {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return '—';
  const label = (v: unknown) => question.options?.find((o) => String(o.value) === String(v))?.label ?? String(v);
  if (question.type === 'boolean') return t(value === true || value === 'true' ? 'bookings.forms.yes' : 'bookings.forms.no');
  if (Array.isArray(value)) return value.map(label).join(', ');
  if (question.type === 'single' || question.type === 'scale') return label(value);
  return String(value);
}

function ConsentView({ clientId, timeZone }: { clientId: string; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  const { data, error, mutate } = useClientConsentForm(clientId);
  const state = data?.data;
  if (error && !state) return <LoadError error={error} onRetry={() => void mutate()} />;
  if (!state) return <Loading minHeight={80} />;
  return (
    <Box data-testid="client-consent-form">
      <Chip size="small" color={state.up_to_date ? 'success' : 'warning'} label={t(state.up_to_date ? 'bookings.forms.upToDate' : 'bookings.forms.notUpToDate')} sx={{ mb: 1 }} />
      <Typography>
        {state.accepted_version !== null && state.accepted_at
          ? t('bookings.forms.consentAccepted', { version: state.accepted_version, date: formatDateTime(state.accepted_at, timeZone, locale) })
          : t('bookings.forms.consentNotAccepted')}
      </Typography>
      {state.signed_file ? (
        <Box sx={{ mt: 1 }}>
          <Typography component="span" sx={{ mr: 1 }}>
            {t('bookings.forms.signedFile')}
          </Typography>
          <PrivateFileLink file={state.signed_file} role="consultant" data-testid="consent-file" />
        </Box>
      ) : (
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('bookings.forms.noSignedFile')}</Typography>
      )}
    </Box>
  );
}

function bandText(band: string, t: (key: string, options?: Record<string, unknown>) => string): string {
  return t(`bookings.forms.bands.${band}`, { defaultValue: band });
}

/** Props of {@link ClientHealthAssessmentView}. */
export interface ClientHealthAssessmentViewProps {
  clientId: string;
  /** IANA zone the dates are shown in. */
  timeZone: string;
  /**
   * Keys of the questionnaire's sections to show (e.g. `['reasons']` for a summary beside the call);
   * default every section. The scores and their bands are always shown.
   */
  sections?: readonly string[];
}

/**
 * A booked client's health assessment, read-only: whether it is up to date, when it was filled in, the
 * PHQ-9 and GAD-7 scores with their bands, the answers of the chosen sections and the attached document.
 */
export function ClientHealthAssessmentView({ clientId, timeZone, sections }: ClientHealthAssessmentViewProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  const { data, error, mutate } = useClientHealthAssessment(clientId);
  const assessment = data?.data;
  if (error && !assessment) return <LoadError error={error} onRetry={() => void mutate()} />;
  if (!assessment) return <Loading minHeight={80} />;
  if (!assessment.answers)
    return (
      <Typography sx={{ color: 'text.secondary' }} data-testid="client-health-assessment">
        {t('bookings.forms.noAssessment')}
      </Typography>
    );
  const answers = assessment.answers;
  return (
    <Box data-testid="client-health-assessment">
      <Chip size="small" color={assessment.up_to_date ? 'success' : 'warning'} label={t(assessment.up_to_date ? 'bookings.forms.upToDate' : 'bookings.forms.notUpToDate')} sx={{ mb: 1 }} />
      {assessment.completed_at ? (
        <Typography sx={{ mb: 1 }}>{t('bookings.forms.completedOn', { date: formatDateTime(assessment.completed_at, timeZone, locale), version: assessment.version ?? '' })}</Typography>
      ) : null}
      {assessment.scores ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }} data-testid="assessment-scores">
          <Chip label={t('bookings.forms.phq9', { score: assessment.scores.phq9, band: bandText(assessment.scores.phq9_band, t) })} data-testid="score-phq9" />
          <Chip label={t('bookings.forms.gad7', { score: assessment.scores.gad7, band: bandText(assessment.scores.gad7_band, t) })} data-testid="score-gad7" />
        </Box>
      ) : null}
      {assessment.questionnaire.sections
        .filter((section) => !sections || sections.includes(section.key))
        .map((section) => (
          <Box key={section.key} component="section" aria-label={section.title} sx={{ mb: 2 }} data-testid={`assessment-section-${section.key}`}>
            <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
              {section.title}
            </Typography>
            <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 700, mt: 1 }, '& dd': { m: 0 } }}>
              {section.questions.map((question) => (
                <Box key={question.key}>
                  <dt>{question.label}</dt>
                  <dd data-testid={`answer-${question.key}`}>{answerText(question, answers[question.key], t)}</dd>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      {assessment.document ? (
        <Box>
          <Typography component="span" sx={{ mr: 1 }}>
            {t('bookings.forms.document')}
          </Typography>
          <PrivateFileLink file={assessment.document} role="consultant" data-testid="assessment-file" />
        </Box>
      ) : null}
    </Box>
  );
}

/** Props of {@link ClientFormsView}. */
export interface ClientFormsViewProps {
  clientId: string;
  /** IANA zone the dates are shown in. */
  timeZone: string;
}

/** The two forms, each opened on demand. */
export function ClientFormsView({ clientId, timeZone }: ClientFormsViewProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<{ consent: boolean; health: boolean }>({ consent: false, health: false });
  const toggle = (key: 'consent' | 'health') => setOpen((o) => ({ ...o, [key]: !o[key] }));
  const part = (key: 'consent' | 'health', title: string) => (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Button onClick={() => toggle(key)} aria-expanded={open[key]} aria-controls={`client-${key}-region`} endIcon={open[key] ? <ExpandLessIcon /> : <ExpandMoreIcon />} data-testid={`toggle-${key}`}>
        {title}
      </Button>
      {open[key] ? (
        <Box id={`client-${key}-region`} role="region" aria-label={title} sx={{ mt: 2 }}>
          {key === 'consent' ? <ConsentView clientId={clientId} timeZone={timeZone} /> : <ClientHealthAssessmentView clientId={clientId} timeZone={timeZone} />}
        </Box>
      ) : null}
    </Paper>
  );
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="client-forms">
      {part('consent', t('bookings.forms.consentTitle'))}
      {part('health', t('bookings.forms.healthTitle'))}
    </Box>
  );
}
