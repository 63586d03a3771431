/**
 * A consultant's rating (docs/api-reviews.md `RatingSummary`): read-only stars, the average and the
 * number of reviews ("4,5 · 12 avis" / "4.5 · 12 reviews"), or "no review yet". Shown on the expert
 * cards, the expert's page and the consultant's own list of reviews. The stars are one image whose
 * accessible name is the whole sentence ("Note 4,5 sur 5, 12 avis"): five grey stars under five gold
 * ones cut at the average's share of the width (text characters and CSS, not MUI's `Rating`, which
 * would add its inputs' code to every page showing an expert card).
 *
 * @module components/rating-summary
 */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { currentLanguage } from '../lib/i18n';

/** Five stars, drawn as text. */
const STARS = '★★★★★';
/** The filled stars' colour (MUI's rating gold). */
const STAR_COLOR = '#faaf00';

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
      <Box component="span" role="img" aria-label={label} sx={{ position: 'relative', display: 'inline-block', fontSize: size === 'small' ? '1.1rem' : '1.5rem', lineHeight: 1, whiteSpace: 'nowrap' }}>
        <Box component="span" aria-hidden="true" sx={{ color: 'action.disabled' }}>
          {STARS}
        </Box>
        <Box
          component="span"
          aria-hidden="true"
          sx={{ position: 'absolute', top: 0, left: 0, width: `${(Math.min(Math.max(rating.average, 0), 5) / 5) * 100}%`, overflow: 'hidden', color: STAR_COLOR }}
        >
          {STARS}
        </Box>
      </Box>
      <Typography variant="body2" component="span" aria-hidden="true">
        {t('reviews.summary', { average, count: rating.count })}
      </Typography>
    </Box>
  );
}
