/**
 * The reviews on an expert's page (docs/api-reviews.md): the rating (average and count) and the reviews,
 * newest first, five at a time with a "more reviews" button that adds the next page below; nothing but
 * "no review yet" when there is none. Hidden reviews never reach the public list.
 *
 * @module features/reviews/components/expert-reviews
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { RatingSummary } from '../../../components/rating-summary';
import { useExpertReviews } from '../api/reviews';
import { ReviewItem } from './review-item';

/** One page of reviews; the last page shown also offers the next one. */
function ReviewsPage({ consultantId, page, last, onMore }: { consultantId: string; page: number; last: boolean; onMore: () => void }) {
  const { t } = useTranslation();
  const { data, error, mutate } = useExpertReviews(consultantId, page);
  if (error && !data) return <LoadError error={error} onRetry={() => void mutate()} />;
  if (!data) return <Loading minHeight={80} />;
  const more = last && page < data.meta.pagination.pageCount;
  return (
    <>
      {data.data.map((review) => (
        <ReviewItem key={review.id} review={review} />
      ))}
      {more ? (
        <Box>
          <Button variant="outlined" onClick={onMore} data-testid="reviews-more">
            {t('reviews.more')}
          </Button>
        </Box>
      ) : null}
    </>
  );
}

/** The section. */
export function ExpertReviews({ consultantId }: { consultantId: string }) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(1);
  const first = useExpertReviews(consultantId, 1);
  const rating = first.data?.meta.rating;
  return (
    <Box component="section" aria-labelledby="expert-reviews-title" sx={{ mt: 4 }} data-testid="expert-reviews">
      <Typography variant="h5" component="h2" id="expert-reviews-title" sx={{ mb: 1 }}>
        {t('reviews.title')}
      </Typography>
      {first.data ? <RatingSummary rating={rating} showEmpty size="medium" sx={{ mb: 2 }} /> : null}
      {rating && rating.count > 0 ? (
        <Stack spacing={2} data-testid="expert-reviews-list">
          {Array.from({ length: pages }, (_, index) => (
            <ReviewsPage key={index} consultantId={consultantId} page={index + 1} last={index + 1 === pages} onMore={() => setPages(pages + 1)} />
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
