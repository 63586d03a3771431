/**
 * The wiring shared by the account forms' text fields: the value, an `onChange` that stores the new
 * value and clears that field's error, and the error shown under the field (translated with
 * {@link fieldErrorText}).
 *
 * @module lib/use-form-fields
 */
import { useState, type ChangeEvent, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText, type FieldError, type FieldErrorMap } from './form-rules';

/** The props {@link fieldProps} and `field(name)` give a `TextField` / `PasswordField`. */
export interface FieldProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: boolean;
  helperText: string | undefined;
}

/** What {@link fieldProps} needs to know about one field. */
export interface FieldBinding {
  name: string;
  value: string;
  /** The field's error, if any. */
  error: FieldError | undefined;
  /** Stores a typed value (and clears the field's error if the caller keeps errors). */
  onValue: (value: string) => void;
  /** The translate function. */
  t: Parameters<typeof fieldErrorText>[1];
  /** Text shown under the field while it has no error (e.g. the password rules). */
  hint?: string;
}

/**
 * The props of a field whose value and error are kept elsewhere (a parent component's state).
 *
 * @returns `{ name, value, onChange, error, helperText }`, to spread on a `TextField`.
 */
export function fieldProps({ name, value, error, onValue, t, hint }: FieldBinding): FieldProps {
  const message = fieldErrorText(error, t);
  return {
    name,
    value,
    onChange: (event) => onValue(event.target.value),
    error: Boolean(error),
    helperText: message ?? hint,
  };
}

/** What {@link useFormFields} returns. */
export interface FormFields<V extends Record<string, string>> {
  values: V;
  setValues: Dispatch<SetStateAction<V>>;
  errors: FieldErrorMap;
  setErrors: Dispatch<SetStateAction<FieldErrorMap>>;
  /**
   * The props of the field `name`: typing stores the value and clears the field's error.
   *
   * @param hint - text shown under the field while it has no error.
   */
  field: (name: keyof V & string, hint?: string) => FieldProps;
}

/**
 * Values and errors of a form's text fields, with the props that wire each field to them.
 *
 * @param initialValues - every field's starting value.
 * @example
 * const { values, setErrors, field } = useFormFields({ email: '' });
 * <TextField id="x-email" label="E-mail" {...field('email')} />
 */
export function useFormFields<V extends Record<string, string>>(initialValues: V): FormFields<V> {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const field = (name: keyof V & string, hint?: string) =>
    fieldProps({
      name,
      value: values[name],
      error: errors[name],
      onValue: (value) => {
        setValues((v) => ({ ...v, [name]: value }));
        setErrors((e) => ({ ...e, [name]: undefined }));
      },
      t,
      hint,
    });
  return { values, setValues, errors, setErrors, field };
}
