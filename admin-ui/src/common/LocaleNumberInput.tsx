import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import clsx from 'clsx';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { FieldTitle, InputHelperText, sanitizeInputRestProps, useInput, useLocale, type CommonInputProps, type Validator } from 'react-admin';

import { numberOf, readNumber, scaledInteger, significantDecimals, writeNumber } from './numbers';

export interface LocaleNumberInputProps extends CommonInputProps, Omit<TextFieldProps, 'label' | 'helperText' | 'defaultValue' | 'onChange' | 'onBlur' | 'type'> {
  /** at most this many digits after the decimal separator (0: whole numbers, typed on a numeric keypad); any by default */
  decimals?: number;
  /**
   * the form keeps the number typed times `10^scale`, as an integer (an amount in minor units: its
   * currency's digits), and shows it with `scale` decimals (`12,50`)
   */
  scale?: number;
}

/**
 * Why a text typed in the input is not a value of it, as a translation key with its arguments; nothing
 * when it is one (or empty).
 */
function refusal(text: string, locale: string, decimals: number | undefined, scale: number): { message: string; args: Record<string, unknown> } | undefined {
  const typed = readNumber(text, locale);
  if (typed === null) return undefined;
  const tooPrecise = typed !== undefined && decimals !== undefined && significantDecimals(typed) > decimals;
  const exact = typed !== undefined && Number.isFinite(numberOf(typed)) && (scale === 0 || scaledInteger(typed, scale) !== undefined);
  if (exact && !tooPrecise) return undefined;
  if (decimals === 0) return { message: 'app.validation.whole_number', args: { example: writeNumber(1234, locale) } };
  if (tooPrecise) return { message: 'app.validation.decimals', args: { smart_count: decimals } };
  return { message: 'app.validation.number', args: { example: writeNumber(1234.5, locale) } };
}

/**
 * A number typed and shown in the admin's language, whatever the browser's (spec §9): `12,50` and
 * `1 234,5` in French, `12.50` and `1,234.5` in English; every number and amount of the back office's
 * forms. A text input (a decimal keypad on a phone, a numeric one for whole numbers) rather than
 * `<input type="number">`, whose reading follows the browser's language. What is typed stays as typed
 * while the input has the focus, and is written again in the admin's language when it leaves; the form
 * holds the number (times `10^scale` with a `scale`), or, for a text that is not one, the text itself,
 * refused by the input's own validation with a message in the admin's language ("Saisissez un nombre,
 * par exemple 1 234,5"), before the form's other rules.
 */
export const LocaleNumberInput = ({
  className,
  decimals,
  scale = 0,
  defaultValue = null,
  helperText,
  label,
  margin,
  onChange,
  onBlur,
  onFocus,
  resource,
  source,
  validate,
  variant,
  disabled,
  readOnly,
  slotProps,
  ...rest
}: LocaleNumberInputProps) => {
  const locale = useLocale();
  const allowed = decimals ?? (scale > 0 ? scale : undefined);

  /** the form's value → the text shown */
  const format = useCallback(
    (value: unknown): string => {
      if (value === null || value === undefined || value === '') return '';
      if (typeof value === 'string') return value;
      const number = Number(value);
      if (!Number.isFinite(number)) return '';
      return scale > 0 ? writeNumber(number / 10 ** scale, locale, scale) : writeNumber(number, locale);
    },
    [locale, scale],
  );
  /** the text typed → the form's value: the number, `null` when empty, the text when not a number */
  const parse = useCallback(
    (text: string): number | string | null => {
      const typed = readNumber(text, locale);
      if (typed === null) return null;
      if (typed === undefined || refusal(text, locale, allowed, scale)) return text;
      return scale > 0 ? (scaledInteger(typed, scale) ?? text) : numberOf(typed);
    },
    [locale, scale, allowed],
  );
  // The input's own rule first: a text left in the form is not a number.
  const validators = useMemo<Validator[]>(() => {
    const own: Validator = (value: unknown) => (typeof value === 'string' && value.trim() ? refusal(value, locale, allowed, scale) : undefined);
    return [own, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])];
  }, [validate, locale, allowed, scale]);

  const {
    field,
    fieldState: { error, invalid },
    id,
    isRequired,
  } = useInput({ defaultValue, onBlur, resource, source, validate: validators, disabled, readOnly, ...rest });

  // The text shown: what the admin types while the input has the focus, else the form's value written out.
  const [text, setText] = useState(() => format(field.value));
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setText(format(field.value));
  }, [field.value, format]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    setText(event.target.value);
    field.onChange(parse(event.target.value));
  };
  const handleFocus = (event: FocusEvent<HTMLInputElement>) => {
    onFocus?.(event);
    focused.current = true;
  };
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    field.onBlur(event);
    focused.current = false;
    setText(format(field.value));
  };

  const { ref, ...fieldProps } = field;
  return (
    <TextField
      id={id}
      {...fieldProps}
      inputRef={ref}
      value={text}
      onChange={handleChange}
      onFocus={handleFocus}
      onBlur={handleBlur}
      className={clsx('ra-input', `ra-input-${source}`, className)}
      type="text"
      size="small"
      variant={variant}
      error={invalid}
      disabled={disabled || readOnly}
      helperText={helperText !== false || invalid ? <InputHelperText error={error?.message} helperText={helperText} /> : null}
      label={label !== '' && label !== false ? <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} /> : null}
      margin={margin}
      {...sanitizeInputRestProps(rest)}
      slotProps={{ ...slotProps, htmlInput: { inputMode: allowed === 0 ? 'numeric' : 'decimal', autoComplete: 'off', readOnly, ...(slotProps?.htmlInput as object | undefined) } }}
    />
  );
};
