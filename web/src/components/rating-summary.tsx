/**
 * A consultant's rating (docs/api-reviews.md `RatingSummary`): read-only stars, the average and the
 * number of reviews ("4,5 · 12 avis" / "4.5 · 12 reviews"), or "no review yet". Shown on the expert
 * cards, the expert's page and the consultant's own list of reviews. The stars are one image whose
 * accessible name is the whole sentence ("Note 4,5 sur 5, 12 avis").
 *
 * @module components/rating-summary
 */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { currentLanguage } from '../lib/i18n';

/** `{ average, count }`: average of the visible reviews (one decimal, `null` without any) and their count. */
export interface RatingValue {
  average: number | null;
  count: number;
}

/** Props of {@link RatingSummary}. */
export interface RatingSummaryProps {
  rating: RatingValue | undefined;
  /** Show "no review yet" when there is none (default: show nothing). */
  showEmpty?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/** The stars and the text, or nothing without a review (unless `showEmpty`). */
export function RatingSummary({ rating, showEmpty = false, size = 'small', sx }: RatingSummaryProps) {
  const { t, i18n } = useTranslation();
  if (!rating || rating.count === 0 || rating.average === null) {
    return showEmpty ? (
      <Typography variant="body2" sx={{ color: 'text.secondary', ...sx }} data-testid="rating-summary" data-count={0}>
        {t('reviews.none')}
      </Typography>
    ) : null;
  }
  const average = new Intl.NumberFormat(currentLanguage(i18n), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating.average);
  const label = t('reviews.summaryLabel', { average, count: rating.count });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap', ...sx }} data-testid="rating-summary" data-count={rating.count} data-average={rating.average}>
      <Rating value={rating.average} precision={0.1} readOnly size={size} getLabelText={() => label} />
      <Typography variant="body2" component="span" aria-hidden="true">
        {t('reviews.summary', { average, count: rating.count })}
      </Typography>
    </Box>
  );
}
