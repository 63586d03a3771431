/**
 * Amounts in the back office: the API keeps them in integer minor units of their ISO 4217 currency
 * (cents for EUR: a coupon's `amount_off_minor`, a digital product's `price`; DESIGN §6 units); admins
 * see and type major units (`12.50 €`). The conversions are the web site's own (`config/browser/money`);
 * these adapt them to react-admin's fields and exports, which may hold nothing yet (amounts are typed in
 * `MoneyInput`).
 *
 * @module common/money
 */
import { currencyFractionDigits, formatMoney, minorToMajor } from '../../../config/browser/money';

/** Minor-unit digits of `currency` (EUR 2, JPY 0, KWD 3); 2 while no currency is chosen. */
export function currencyDigits(currency: string | null | undefined): number {
  return currency ? currencyFractionDigits(currency) : 2;
}

/**
 * Minor units → major units (`1250` EUR → `12.5`); no amount (`null`, or the empty value of an input
 * not filled yet) stays `null`.
 */
export function toMajor(minor: number | string | null | undefined, currency: string | null | undefined): number | null {
  if (minor === null || minor === undefined || minor === '' || Number.isNaN(Number(minor))) return null;
  return currency ? minorToMajor(Number(minor), currency) : Number(minor) / 100;
}

/** An amount in minor units formatted in its currency (`12,50 €` in French); empty when there is none. */
export function formatMinor(minor: number | null | undefined, currency: string | null | undefined, locale: string): string {
  if (minor === null || minor === undefined) return '';
  return currency ? formatMoney(minor, currency, locale) : String(toMajor(minor, currency));
}
