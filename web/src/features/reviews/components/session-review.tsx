/**
 * "Rate this session" on the client's booking page (docs/api-reviews.md): when the API says the booking
 * may be reviewed (`open`: the client and the expert were together in the consultation room at least 10
 * minutes, and the session ended less than 30 days ago), a form — the stars as a radio group
 * ("1 étoile" … "5 étoiles"), the text (20 to 2000 characters) — checked with the API's own
 * `ReviewRequest`, errors under the fields in the user's language; the review is written in the
 * interface's language. Once written, the review itself (with the admins' reason when they hid it).
 * Nothing otherwise.
 *
 * Accessible names: the group "Votre note"/"Your rating", the field "Votre avis"/"Your review", the
 * button "Publier mon avis"/"Publish my review".
 *
 * @module features/reviews/components/session-review
 */
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { FormTextField } from '../../../components/form-text-field';
import { SubmitButton } from '../../../components/submit-button';
import { errorMessage } from '../../../lib/form-rules';
import { applyServerErrors, useContractForm } from '../../../lib/forms';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { createReview, ReviewRequest, useReviewEligibility } from '../api/reviews';
import { ReviewItem } from './review-item';

/** Longest review, in characters (contracts/reviews `REVIEW_TEXT`). */
const MAX_LENGTH = 2000;

/** The form of a booking that may be reviewed. */
function ReviewForm({ bookingId, onDone }: { bookingId: string; onDone: () => Promise<unknown> }) {
  const { t, i18n } = useTranslation();
  const form = useContractForm(ReviewRequest, { defaultValues: { rating: 0, text: '', locale: currentLanguage(i18n) } });
  const length = form.watch('text').length;
  const submit = form.handleSubmit(async (request) => {
    try {
      await createReview(bookingId, request);
      toast.success(t('reviews.form.published'));
      await onDone();
    } catch (e) {
      if (applyServerErrors(form, e, ['rating', 'text'])) toast.error(errorMessage(e, t('forms.fixErrors')));
      else {
        toast.error(errorMessage(e, t('errors.generic')));
        await onDone();
      }
    }
  });
  return (
    <Box component="form" onSubmit={(e) => void submit(e)} noValidate data-testid="review-form">
      <Controller
        control={form.control}
        name="rating"
        render={({ field, fieldState }) => (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }} aria-describedby={fieldState.error ? 'review-rating-error' : undefined}>
            <Typography component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
              {t('reviews.form.rating')}
            </Typography>
            <Rating
              name="review-rating"
              value={field.value || null}
              onChange={(_, value) => field.onChange(value ?? 0)}
              onBlur={field.onBlur}
              size="large"
              getLabelText={(value) => t('reviews.stars', { count: value })}
              emptyLabelText={t('reviews.form.noRating')}
              data-testid="review-rating"
            />
            {fieldState.error ? (
              <FormHelperText error id="review-rating-error">
                {fieldState.error.message}
              </FormHelperText>
            ) : null}
          </Box>
        )}
      />
      <FormTextField
        control={form.control}
        name="text"
        id="review-text"
        label={t('reviews.form.text')}
        multiline
        minRows={4}
        fullWidth
        required
        hint={t('reviews.form.textHelp', { count: length, max: MAX_LENGTH })}
        slotProps={{ htmlInput: { 'data-testid': 'review-text-input', maxLength: MAX_LENGTH } }}
        sx={{ mb: 2 }}
      />
      <SubmitButton sending={form.formState.isSubmitting} label={t('reviews.form.submit')} sendingLabel={t('reviews.form.sending')} />
    </Box>
  );
}

/** The section, or nothing when the booking cannot be reviewed. */
export function SessionReview({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const { data, mutate } = useReviewEligibility(bookingId);
  const state = data?.data;
  if (!state || (state.status !== 'open' && state.status !== 'written')) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="session-review-title" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }} data-testid="session-review" data-status={state.status}>
      <Typography variant="h5" component="h2" id="session-review-title" sx={{ mb: 2 }}>
        {t(state.status === 'open' ? 'reviews.form.title' : 'reviews.yourReview')}
      </Typography>
      {state.status === 'open' ? <ReviewForm bookingId={bookingId} onDone={() => mutate()} /> : null}
      {state.review ? <ReviewItem review={state.review} /> : null}
    </Paper>
  );
}
