/**
 * One review as a list shows it: the stars (an image named "5 étoiles sur 5" / "5 stars out of 5"), the
 * author (first name and initial), the date in the viewer's zone, the text in its own language (`lang`
 * set, so screen readers read it right), the consultant's answer below, and, for its author or the
 * consultant, a note when admins hid it (with their reason).
 *
 * @module features/reviews/components/review-item
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { formatDate, viewerTimeZone } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import type { PublicReview } from '../api/reviews';

/** Props of {@link ReviewItem}. */
export interface ReviewItemProps {
  review: PublicReview & { hidden?: boolean; hidden_reason?: string | null };
  /** What follows the review (the consultant's answer form). */
  footer?: ReactNode;
  /** Heading level of the author's line (default `h3`). */
  headingComponent?: 'h2' | 'h3' | 'h4';
}

/** The review. */
export function ReviewItem({ review, footer, headingComponent = 'h3' }: ReviewItemProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  return (
    <Paper component="article" variant="outlined" sx={{ p: 2 }} data-testid="review-item" data-id={review.id}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Rating value={review.rating} readOnly size="small" getLabelText={(value) => t('reviews.stars', { count: value })} />
        <Typography variant="subtitle2" component={headingComponent} sx={{ fontSize: '1rem' }}>
          {review.author}
        </Typography>
        <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
          {formatDate(review.created_at, viewerTimeZone(), locale)}
        </Typography>
      </Box>
      {review.hidden ? (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="review-hidden">
          {t('reviews.hiddenNote', { reason: review.hidden_reason ?? '' })}
        </Alert>
      ) : null}
      <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} lang={review.locale} data-testid="review-text">
        {review.text}
      </Typography>
      {review.reply ? (
        <Box sx={{ mt: 1.5, pl: 2, borderLeft: 3, borderColor: 'primary.light' }} data-testid="review-reply">
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('reviews.replyHeading')}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.reply.text}
          </Typography>
        </Box>
      ) : null}
      {footer}
    </Paper>
  );
}
