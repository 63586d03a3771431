import { LocaleNumberInput, type LocaleNumberInputProps } from './LocaleNumberInput';
import { currencyDigits } from './money';

export interface MoneyInputProps extends Omit<LocaleNumberInputProps, 'decimals' | 'scale'> {
  /** ISO 4217 code of the amount (its number of minor-unit digits); `null` while none is chosen. */
  currency: string | null | undefined;
}

/**
 * An amount typed in major units of `currency`, in the admin's language (`12,50` in French, `12.50` in
 * English), and kept in the form, hence sent, in integer minor units (`1250`), converted from the digits
 * typed: coupons' fixed discounts, digital products' prices. More decimals than the currency has are
 * refused.
 */
export const MoneyInput = ({ currency, ...props }: MoneyInputProps) => {
  const digits = currencyDigits(currency);
  return <LocaleNumberInput {...props} decimals={digits} scale={digits} />;
};
