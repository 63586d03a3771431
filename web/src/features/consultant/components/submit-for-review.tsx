/**
 * Submit the profile for review (docs/api-consultant.md `POST profile/submit`; spec §4 "incomplete,
 * then submitted, then approved"), offered wherever the consultant looks at its profile: the dashboard,
 * the edit-account page and the profile preview. The button shows while `can_submit` (every section
 * complete, profile incomplete or rejected); otherwise a line says what comes first. The server's
 * refusal (400 `ProfileIncomplete` naming the sections, 409 `InvalidStatus`) shows under it in the
 * user's language and the status is read again.
 *
 * Accessible names: the button "Soumettre pour validation"/"Submit for review".
 *
 * @module features/consultant/components/submit-for-review
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { ApiError } from '../../../lib/api-client';
import { useRevalidateRole } from '../../../lib/fetcher';
import { errorMessage } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { READS } from '../api/get-consultant-record';
import { useProfileStatus } from '../api/get-profile-status';
import { submitProfile } from '../api/submit-profile';

/**
 * The button (or the line saying what comes first) and the refusal; nothing while the status loads or
 * once the profile is submitted or approved.
 */
export function SubmitForReview() {
  const { t } = useTranslation();
  const status = useProfileStatus();
  const revalidate = useRevalidateRole('consultant');
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const data = status.data?.data;

  const submit = async () => {
    setSubmitting(true);
    setSubmitError(null);
    try {
      const answer = await submitProfile();
      await status.mutate({ data: answer.data }, { revalidate: false });
      toast.success(t('consultant.dashboard.submitted'));
      await revalidate([READS.status, READS.account]);
    } catch (error) {
      // 400 ProfileIncomplete names the missing sections; 409 InvalidStatus: already submitted or approved.
      setSubmitError(errorMessage(error, t('errors.generic')));
      if (error instanceof ApiError && (error.status === 400 || error.status === 409)) await revalidate([READS.status]);
    } finally {
      setSubmitting(false);
    }
  };

  if (!data) return null;
  const canEdit = data.approval_status === 'incomplete' || data.approval_status === 'rejected';
  return (
    <>
      {data.can_submit ? (
        <Button variant="contained" startIcon={<SendIcon />} onClick={() => void submit()} disabled={submitting} data-testid="submit-profile">
          {submitting ? t('consultant.dashboard.submitting') : t('consultant.dashboard.submit')}
        </Button>
      ) : canEdit ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('consultant.dashboard.completeFirst')}
        </Typography>
      ) : null}
      {submitError ? (
        <Alert severity="error" sx={{ flexBasis: '100%' }} data-testid="submit-error">
          {submitError}
        </Alert>
      ) : null}
    </>
  );
}
