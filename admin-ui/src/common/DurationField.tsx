import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';
import { Typography } from '@mui/material';

/** A duration in minutes (`source`, default `duration_minutes`), e.g. `45 min`. */
export const DurationField = ({ source = 'duration_minutes', ...props }: Partial<FieldProps>) => {
  const translate = useTranslate();
  const value = useFieldValue({ ...props, source }) as number | null | undefined;
  return (
    <Typography component="span" variant="body2">
      {value === null || value === undefined ? '' : translate('resources.bookings.minutes', { smart_count: value })}
    </Typography>
  );
};
