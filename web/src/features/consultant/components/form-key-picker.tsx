/**
 * A {@link KeyPicker} bound to a react-hook-form field (lib/forms): the chosen key is the field's
 * value, the field's error is shown under it.
 *
 * @module features/consultant/components/form-key-picker
 */
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { KeyPicker, type KeyPickerProps } from '../../../components/key-picker';

/** Props: those of `KeyPicker` without value and error, plus the form's `control` and the field's `name`. */
export type FormKeyPickerProps<V extends FieldValues, T> = Omit<KeyPickerProps<T>, 'value' | 'onChange' | 'error'> & {
  control: Control<V, unknown, unknown>;
  name: Path<V>;
};

/** The picker. */
export function FormKeyPicker<V extends FieldValues, T>({ control, name, ...props }: FormKeyPickerProps<V, T>) {
  const { field, fieldState } = useController({ control, name });
  return <KeyPicker<T> {...props} value={typeof field.value === 'string' ? field.value : ''} onChange={field.onChange} error={fieldState.error?.message} />;
}
