import { NumberInput, type NumberInputProps } from 'react-admin';

import { currencyDigits, toMajor, toMinor } from './money';

export interface MoneyInputProps extends Omit<NumberInputProps, 'format' | 'parse' | 'step'> {
  /** ISO 4217 code of the amount (its number of minor-unit digits); `null` while none is chosen. */
  currency: string | null | undefined;
}

/**
 * An amount typed in major units of `currency` (`12.50`) and kept in the form, hence sent, in integer
 * minor units (`1250`): coupons' fixed discounts, digital products' prices.
 */
export const MoneyInput = ({ currency, ...props }: MoneyInputProps) => (
  <NumberInput
    {...props}
    format={(minor: number | string | null | undefined) => toMajor(minor, currency) ?? ''}
    parse={(major: string) => toMinor(major, currency)}
    step={10 ** -currencyDigits(currency)}
  />
);
