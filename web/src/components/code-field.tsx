/**
 * A one-time code field bound to a form (lib/forms): digits only, at most {@link OTP_LENGTH}, the
 * browser's one-time-code autofill, the field's error under it (else `hint`).
 *
 * @module components/code-field
 */
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import { OTP_LENGTH } from '../config/constants';

/** Props: those of MUI's `TextField`, plus the form's `control` (a form with a `code` field). */
export type CodeFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'> & {
  control: Control<{ email: string; code: string }, unknown, unknown>;
  /** Text under the field while it has no error. */
  hint?: string;
  /** Show the field in error without a message of its own (wrong code: the hint says why). */
  invalid?: boolean;
};

/** The field. */
export function CodeField({ control, hint, invalid = false, ...props }: CodeFieldProps) {
  const { field, fieldState } = useController({ control, name: 'code' });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: OTP_LENGTH, pattern: '\\d*' } }}
      error={Boolean(fieldState.error) || invalid}
      helperText={fieldState.error?.message ?? hint}
    />
  );
}
