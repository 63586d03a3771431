/**
 * What to do once the health assessment is saved, shown at the top of the saved answers' page right
 * after the questionnaire is sent: the consent form first if the booking still needs it, then the
 * booking in progress the client came from (the expert's page with the chosen slot), or else choosing
 * an expert to book. The heading takes the focus so that screen readers hear the outcome first.
 *
 * Accessible names: the region "Et maintenant ?"/"What next?"; the links "Reprendre ma
 * réservation"/"Back to my booking", "Signer le formulaire de consentement"/"Sign the consent form",
 * "Choisir un expert"/"Choose an expert".
 *
 * @module features/client/components/health-assessment-next-step
 */
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { isSafeRedirect, withRedirect } from '../../../lib/redirect';
import { useConsentForm } from '../api/get-consent-form';

/** The router state the questionnaire hands to the saved answers' page. */
export interface SavedState {
  saved: true;
  /** The booking in progress to return to (a path of this site), if the client came from one. */
  next: string | null;
}

/** The state of a location, when it is a {@link SavedState}. */
function savedState(state: unknown): SavedState | null {
  if (typeof state !== 'object' || state === null || (state as { saved?: unknown }).saved !== true) return null;
  const next = (state as { next?: unknown }).next;
  return { saved: true, next: isSafeRedirect(next) ? next : null };
}

/** The panel; nothing unless the page was reached by saving the questionnaire. */
export function HealthAssessmentNextStep() {
  const { t } = useTranslation();
  const location = useLocation();
  const saved = savedState(location.state);
  const consent = useConsentForm();
  const heading = useRef<HTMLHeadingElement>(null);
  const needsConsent = consent.data ? !consent.data.data.state.up_to_date : false;

  useEffect(() => {
    if (saved) heading.current?.focus();
    // Once, when the page opens after saving.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!saved) return null;
  const action = needsConsent
    ? { to: saved.next ? withRedirect(paths.client.consentForm, saved.next) : paths.client.consentForm, label: t('client.health.nextConsent'), text: t('client.health.nextConsentText') }
    : saved.next
      ? { to: saved.next, label: t('client.health.nextBooking'), text: t('client.health.nextBookingText') }
      : { to: paths.experts, label: t('client.health.nextExperts'), text: t('client.health.nextExpertsText') };
  return (
    <Alert severity="success" component="section" aria-labelledby="health-next-title" data-testid="health-next-step">
      <Typography variant="h2" id="health-next-title" ref={heading} tabIndex={-1} sx={{ fontSize: '1.2rem', fontWeight: 700, outline: 'none' }}>
        {t('client.health.nextTitle')}
      </Typography>
      <Typography sx={{ mt: 0.5 }}>
        {t('client.health.saved')} {action.text}
      </Typography>
      <Box sx={{ mt: 1.5 }}>
        <Button component={RouterLink} to={action.to} variant="contained" color="success" data-testid="health-next-action">
          {action.label}
        </Button>
      </Box>
    </Alert>
  );
}
