/**
 * An MUI text field bound to a react-hook-form field (lib/forms): value, change, the field's error
 * message under it (`aria-invalid`, `aria-describedby` set by MUI), and the input's ref so that the
 * form can focus the first field in error.
 *
 * @module components/form-text-field
 */
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

/** Props: those of MUI's `TextField`, plus the form's `control` and the field's `name`. */
export type FormTextFieldProps<V extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'> & {
  control: Control<V, unknown, unknown>;
  name: Path<V>;
  /** Text under the field while it has no error. */
  hint?: string;
};

/** The field. */
export function FormTextField<V extends FieldValues>({ control, name, hint, ...props }: FormTextFieldProps<V>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? hint ?? props.helperText}
    />
  );
}
