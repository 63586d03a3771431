/**
 * What to do once the consent form is signed, when the client came from a booking in progress
 * (`?redirect=`, as the booking panel's links to the forms carry it): the health assessment first if the
 * booking still needs it, then back to the booking with the chosen slot. The heading takes the focus when
 * the panel appears, so that screen readers hear the outcome first.
 *
 * Accessible names: the region "Et maintenant ?"/"What next?"; the links "Reprendre ma
 * réservation"/"Back to my booking", "Remplir le bilan de santé"/"Fill in the health assessment".
 *
 * @module features/client/components/consent-form-next-step
 */
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { keptRedirect, withRedirect } from '../../../lib/redirect';
import { useHealthAssessment } from '../api/get-health-assessment';

/**
 * The panel; nothing unless the page was opened from a booking in progress and the consent is up to date.
 * @param props.upToDate - whether the client's signed copy is of the version in force
 */
export function ConsentFormNextStep({ upToDate }: { upToDate: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const next = keptRedirect(location.search, null);
  const health = useHealthAssessment();
  const heading = useRef<HTMLHeadingElement>(null);
  const show = Boolean(next) && upToDate && Boolean(health.data);

  useEffect(() => {
    if (show) heading.current?.focus();
  }, [show]);

  if (!show || !next) return null;
  const needsHealth = !health.data?.data.up_to_date;
  const action = needsHealth
    ? { to: withRedirect(paths.clientHealthAssessment, next), label: t('client.consent.nextHealth'), text: t('client.consent.nextHealthText') }
    : { to: next, label: t('client.health.nextBooking'), text: t('client.health.nextBookingText') };
  return (
    <Alert severity="success" component="section" aria-labelledby="consent-next-title" data-testid="consent-next-step">
      <Typography variant="h2" id="consent-next-title" ref={heading} tabIndex={-1} sx={{ fontSize: '1.2rem', fontWeight: 700, outline: 'none' }}>
        {t('client.health.nextTitle')}
      </Typography>
      <Typography sx={{ mt: 0.5 }}>{action.text}</Typography>
      <Box sx={{ mt: 1.5 }}>
        <Button component={RouterLink} to={action.to} variant="contained" color="success" data-testid="consent-next-action">
          {action.label}
        </Button>
      </Box>
    </Alert>
  );
}
