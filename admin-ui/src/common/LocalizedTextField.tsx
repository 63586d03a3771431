import { useFieldValue, useLocale, type FieldProps } from 'react-admin';
import { Typography } from '@mui/material';

import { pickLocalized, type Localized } from './localized';

/**
 * A localized value (`{ fr, en }`) in the interface language, falling back to the other locale (lists,
 * references).
 */
export const LocalizedTextField = (props: FieldProps) => {
  const locale = useLocale();
  const value = useFieldValue(props) as Localized;
  return (
    <Typography component="span" variant="body2">
      {pickLocalized(value, locale)}
    </Typography>
  );
};
