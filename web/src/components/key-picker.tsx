/**
 * Choice among many options (countries, nationalities, ISD codes, time zones, currencies), stored as one
 * key: a MUI Autocomplete whose value is the key of the chosen option (`''` when none). Its options are
 * sorted in the interface language, listed once, and ranked as the person types (lib/option-order),
 * unless the caller gives its own `filterOptions`.
 *
 * @module components/key-picker
 */
import { useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useOptionOrder } from '../lib/option-order';

/** Props of {@link KeyPicker}. */
export interface KeyPickerProps<T> {
  id: string;
  label: string;
  options: readonly T[];
  getKey: (option: T) => string;
  getLabel: (option: T) => string;
  /** The chosen option's key, `''` when none. */
  value: string;
  onChange: (key: string) => void;
  required?: boolean;
  loading?: boolean;
  disabled?: boolean;
  /** Error text shown under the field. */
  error?: string;
  helperText?: string;
  /** Own matching of the typed text; the options are then kept in the given order. */
  filterOptions?: (options: T[], state: { inputValue: string; getOptionLabel: (option: T) => string }) => T[];
  /** The text input's ref (a form focuses the first field in error with it). */
  inputRef?: Ref<HTMLInputElement>;
}

/** The picker. */
export function KeyPicker<T>({ id, label, options, getKey, getLabel, value, onChange, required, loading, disabled, error, helperText, filterOptions, inputRef }: KeyPickerProps<T>) {
  const { t } = useTranslation();
  const { order, filterOptions: ranked } = useOptionOrder();
  const shown = useMemo(() => (filterOptions ? [...options] : order(options, getLabel, getKey, value ? [value] : [])), [filterOptions, options, order, getLabel, getKey, value]);
  const selected = useMemo(() => shown.find((option) => getKey(option) === value) ?? null, [shown, getKey, value]);
  return (
    <Autocomplete<T>
      id={id}
      options={shown}
      value={selected}
      loading={loading}
      disabled={disabled}
      autoHighlight
      getOptionLabel={getLabel}
      isOptionEqualToValue={(option, v) => getKey(option) === getKey(v)}
      filterOptions={filterOptions ?? ranked}
      onChange={(_, option) => onChange(option ? getKey(option) : '')}
      noOptionsText={t('auth.options.noOptions')}
      loadingText={t('common.loading')}
      renderInput={(params) => <TextField {...params} inputRef={inputRef} label={label} required={required} error={Boolean(error)} helperText={error ?? helperText} />}
    />
  );
}
