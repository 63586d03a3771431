import { useFieldValue, useLocale, useRecordContext, type FieldProps } from 'react-admin';
import { Typography } from '@mui/material';

import { formatMinor } from './money';

export interface MoneyFieldProps extends FieldProps {
  /** the record's field holding the ISO 4217 code (default `currency`) */
  currencySource?: string;
}

/**
 * An amount kept in minor units (`source`), shown in major units of its currency in the interface
 * language (`12,50 €` in French, `€12.50` in English).
 */
export const MoneyField = ({ currencySource = 'currency', ...props }: MoneyFieldProps) => {
  const locale = useLocale();
  const record = useRecordContext(props);
  const amount = useFieldValue(props) as number | null | undefined;
  const currency = record?.[currencySource] as string | null | undefined;
  return (
    <Typography component="span" variant="body2">
      {formatMinor(amount, currency, locale)}
    </Typography>
  );
};
