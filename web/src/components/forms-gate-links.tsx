/**
 * What a client does when a booking or a webinar registration waits for their forms (spec §5; the gate
 * of docs/api-bookings.md "Client forms"): after `FormsMissing`, links to the consent form and/or the
 * health assessment named by `details.missing`; after `HealthDataConsentMissing`, links to give the
 * consent to process health data again (by saving the health assessment, or from "My data"). Each form
 * page brings the client back to `back` once saved.
 *
 * @module components/forms-gate-links
 */
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { paths } from '../config/paths';
import { ApiError } from '../lib/api-client';
import { withRedirect } from '../lib/redirect';

/**
 * The forms an answer says are missing (`FormsMissing` `details.missing`: `consent-form`,
 * `health-assessment`), or `null` for any other answer.
 */
export function missingFormsOf(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.code !== 'FormsMissing') return null;
  const missing = error.details?.missing;
  return Array.isArray(missing) ? missing.map(String) : ['consent-form', 'health-assessment'];
}

/** The links for `error`, or nothing when it is not about the client's forms. */
export function FormsGateLinks({ error, back }: { error: unknown; back: string }) {
  const { t } = useTranslation();
  const missing = missingFormsOf(error);
  const healthConsentMissing = error instanceof ApiError && error.code === 'HealthDataConsentMissing';
  if (missing) {
    return (
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {missing.includes('consent-form') ? (
          <li>
            <Link component={RouterLink} to={withRedirect(paths.clientConsentForm, back)}>
              {t('formsGate.fillConsentForm')}
            </Link>
          </li>
        ) : null}
        {missing.includes('health-assessment') ? (
          <li>
            <Link component={RouterLink} to={withRedirect(paths.clientHealthAssessment, back)}>
              {t('formsGate.fillHealthAssessment')}
            </Link>
          </li>
        ) : null}
      </Box>
    );
  }
  if (healthConsentMissing) {
    return (
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        <li>
          <Link component={RouterLink} to={withRedirect(paths.clientHealthAssessment, back)}>
            {t('formsGate.giveHealthDataConsent')}
          </Link>
        </li>
        <li>
          <Link component={RouterLink} to={paths.myConsents('client')}>
            {t('formsGate.giveHealthDataConsentInMyData')}
          </Link>
        </li>
      </Box>
    );
  }
  return null;
}
