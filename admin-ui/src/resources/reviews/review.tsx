import { Rating } from '@mui/material';
import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';

import { StateChip } from '../../common/people/fields';
import type { Schemas } from '../../lib/api-types';

/** A review as the back office reads it (contracts/reviews `AdminReviewRecord`). */
export type ReviewRecord = Schemas['AdminReviewRecord'];

/** The choices of the rating filter: 1 to 5 stars. */
export const ratingChoices = [1, 2, 3, 4, 5].map((stars) => ({ id: stars, name: String(stars) }));

/** Length of a hiding reason, in characters (contracts/reviews `HIDE_REASON`). */
export const HIDE_REASON = { min: 3, max: 500 } as const;

/** Why a hiding reason cannot be sent (a translation key), or `undefined` when it can. */
export function hideReasonError(reason: string): string | undefined {
  const length = reason.trim().length;
  if (length === 0) return 'resources.reviews.hide.required';
  if (length < HIDE_REASON.min) return 'resources.reviews.hide.too_short';
  if (length > HIDE_REASON.max) return 'resources.reviews.hide.too_long';
  return undefined;
}

/** The rating as read-only stars named "4 étoiles sur 5" / "4 stars out of 5". */
export const StarsField = (props: FieldProps) => {
  const translate = useTranslate();
  const value = useFieldValue(props) as number | undefined;
  if (!value) return null;
  const label = translate('resources.reviews.stars', { smart_count: value });
  return <Rating value={value} readOnly size="small" getLabelText={() => label} />;
};

/** Whether the review is public or hidden, as a chip. */
export const VisibilityField = (props: FieldProps) => {
  const hidden = useFieldValue(props) as boolean | undefined;
  return <StateChip label={hidden ? 'resources.reviews.visibility.hidden' : 'resources.reviews.visibility.public'} color={hidden ? 'warning' : 'success'} />;
};
