/**
 * Password input with a show/hide button (account forms), and its version bound to a react-hook-form
 * field ({@link FormPasswordField}, lib/forms). Used only by lazily loaded pages.
 *
 * @module components/password-field
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

/** Props of {@link PasswordField}: those of a TextField, without `type`. */
export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** The field. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? t('forms.hidePassword') : t('forms.showPassword')}
                onClick={() => setVisible((v) => !v)}
                onMouseDown={(event) => event.preventDefault()}
                edge="end"
                size="small"
              >
                {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** Props of {@link FormPasswordField}: those of {@link PasswordField}, plus the form's `control` and the field's `name`. */
export type FormPasswordFieldProps<V extends FieldValues> = Omit<PasswordFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'> & {
  control: Control<V, unknown, unknown>;
  name: Path<V>;
  /** Text under the field while it has no error (e.g. the password rules). */
  hint?: string;
};

/** A password field bound to a form field: its error under it, focused when first in error. */
export function FormPasswordField<V extends FieldValues>({ control, name, hint, ...props }: FormPasswordFieldProps<V>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <PasswordField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? hint}
    />
  );
}
