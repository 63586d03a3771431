/**
 * "Mes avis"/"My reviews" of the consultant area (`/consultant/reviews`; docs/api-reviews.md): the
 * consultant's rating and its reviews, newest first, ten a page (`?page=` in the URL); hidden ones are
 * marked with the admins' reason. Each review not answered yet has a form for the one public answer
 * ("Répondre"/"Reply", 2 to 2000 characters, checked with the API's `ReviewReplyRequest`); once sent, the
 * answer shows under the review on the expert's page.
 *
 * @module features/reviews/components/consultant-reviews-page
 */
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import { AreaPage } from '../../../components/area-page';
import { EmptyState } from '../../../components/empty-state';
import { FormTextField } from '../../../components/form-text-field';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { RatingSummary } from '../../../components/rating-summary';
import { SubmitButton } from '../../../components/submit-button';
import { errorMessage } from '../../../lib/form-rules';
import { applyServerErrors, useContractForm } from '../../../lib/forms';
import { toast } from '../../../lib/toast';
import { replyToReview, ReviewReplyRequest, useConsultantReviews, type ReceivedReview } from '../api/reviews';
import { ReviewItem } from './review-item';

/** The one answer to a review. */
function ReplyForm({ review, onDone }: { review: ReceivedReview; onDone: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const form = useContractForm(ReviewReplyRequest, { defaultValues: { text: '' } });
  const submit = form.handleSubmit(async (request) => {
    try {
      await replyToReview(review.id, request);
      toast.success(t('reviews.reply.sent'));
      await onDone();
    } catch (e) {
      if (applyServerErrors(form, e, ['text'])) toast.error(errorMessage(e, t('forms.fixErrors')));
      else {
        toast.error(errorMessage(e, t('errors.generic')));
        await onDone();
      }
    }
  });
  return (
    <Box component="form" onSubmit={(e) => void submit(e)} noValidate sx={{ mt: 2 }} data-testid="reply-form">
      <FormTextField
        control={form.control}
        name="text"
        id={`reply-${review.id}`}
        label={t('reviews.reply.field', { author: review.author })}
        multiline
        minRows={2}
        fullWidth
        required
        hint={t('reviews.reply.help')}
        slotProps={{ htmlInput: { 'data-testid': 'reply-text', maxLength: 2000 } }}
        sx={{ mb: 1.5 }}
      />
      <SubmitButton sending={form.formState.isSubmitting} label={t('reviews.reply.submit')} sendingLabel={t('reviews.reply.sending')} />
    </Box>
  );
}

/** The page. */
export function ConsultantReviewsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const { data, error, mutate } = useConsultantReviews(page);
  return (
    <AreaPage title={t('reviews.consultant.title')} intro={t('reviews.consultant.intro')} testId="consultant-reviews">
      {error && !data ? <LoadError error={error} onRetry={() => void mutate()} /> : null}
      {!data && !error ? <Loading minHeight={160} /> : null}
      {data ? <RatingSummary rating={data.meta.rating} showEmpty size="medium" sx={{ mb: 3 }} /> : null}
      {data && data.data.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState icon={<RateReviewIcon fontSize="inherit" />} title={t('reviews.consultant.empty')} description={t('reviews.consultant.emptyHelp')} data-testid="reviews-empty" />
        </Paper>
      ) : null}
      {data && data.data.length > 0 ? (
        <Stack spacing={2}>
          {data.data.map((review) => (
            <ReviewItem key={review.id} review={review} headingComponent="h2" footer={review.can_reply ? <ReplyForm review={review} onDone={() => mutate()} /> : null} />
          ))}
        </Stack>
      ) : null}
      {data ? <ListPagination page={page} pageCount={data.meta.pagination.pageCount} onChange={(next) => setSearch(next > 1 ? { page: String(next) } : {})} /> : null}
    </AreaPage>
  );
}
