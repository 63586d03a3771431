/**
 * The person fields of an account (spec §3 "Person (registration)", "Consultant extras"): identity,
 * contact (ISD codes from `GET countries`), preferences (time zone, language of correspondence,
 * languages spoken from `GET languages`, country of residence, nationality from `GET nationalities`)
 * and, for consultants, the professional fields — bound to a react-hook-form form (`control`) whose
 * schema is the API's (`personSchema(role)` of lib/person-form). Used by the sign-up (step 2), the
 * client's general information and the consultant's basic profile.
 *
 * @example
 * const form = useContractForm(personSchema('client'), { defaultValues: personFromApi('client', data, language) });
 * <form onSubmit={form.handleSubmit(save)} noValidate><PersonFields role="client" control={form.control} idPrefix="general-info" /></form>
 *
 * @module components/person-fields
 */
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, useWatch, type Control } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { SUPPORTED_LANGUAGES, type Role } from '../config/constants';
import {
  CONTACT_TYPES,
  GENDERS,
  TITLES,
  isdLabel,
  isdOptions,
  timeZoneOptions,
  type ConsultantPersonValues,
  type Country,
  type IsdOption,
  type PersonFieldName,
  type PersonValues,
} from '../lib/person-form';
import { useOptionOrder } from '../lib/option-order';
import { useCountries, useLanguages, useNationalities, type LanguageEntry } from '../lib/reference-lists';
import { FormSection } from './form-section';
import { KeyPicker } from './key-picker';

/**
 * Props of {@link PersonFields}: the `control` of a form made with
 * `useContractForm(personSchema(role), { defaultValues: emptyPerson(role, …) | personFromApi(role, …) })`
 * (lib/forms, lib/person-form), whose values hold the person fields under the API's names.
 */
export interface PersonFieldsProps<V extends PersonValues> {
  role: Role;
  control: Control<V, unknown, unknown>;
  /** Prefix of the fields' ids (`sign-up` → `sign-up-given_name`). */
  idPrefix?: string;
  /** Shown after the contact number (the phone verification of the sign-up and of the profile pages). */
  contactExtra?: ReactNode;
}

const isdFilter = createFilterOptions<IsdOption>({ stringify: (option) => `${option.isd} ${option.countries.join(' ')}` });

/**
 * The fields, bound to the form: each shows its error (the API's rules in the user's language, or the
 * server's message put there by `applyServerErrors`) and takes the focus when it is the first in error.
 */
export function PersonFields<V extends PersonValues>({ role, control, idPrefix = 'person', contactExtra }: PersonFieldsProps<V>) {
  const { t } = useTranslation();
  // The person fields are the same in every form that holds them: one view of the form's control.
  const form = control as unknown as Control<ConsultantPersonValues, unknown, unknown>;
  const countries = useCountries();
  const languages = useLanguages();
  const nationalities = useNationalities();
  const countryList = useMemo(() => countries.data?.data ?? [], [countries.data]);
  const isds = useMemo(() => isdOptions(countryList), [countryList]);
  const languageList = useMemo(() => languages.data?.data ?? [], [languages.data]);
  const listsFailed = Boolean(countries.error || languages.error || nationalities.error);

  const text = (name: PersonFieldName, extra: Omit<Partial<TextFieldProps>, 'name'> = {}) => <PersonText control={form} name={name} idPrefix={idPrefix} {...extra} />;
  const select = (
    name: 'title' | 'gender' | 'preferred_contact_type' | 'correspondence_language',
    choices: readonly string[],
    labelOf: (value: string) => string,
    extra: Omit<Partial<TextFieldProps>, 'name'> = {},
  ) => (
    <PersonText control={form} name={name} idPrefix={idPrefix} required select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }} {...extra}>
      <option value="" disabled={name === 'correspondence_language'}>
        {t('auth.options.choose')}
      </option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {labelOf(choice)}
        </option>
      ))}
    </PersonText>
  );
  const countryPicker = (name: 'country_of_residence' | 'country_of_birth') => (
    <PersonPicker<Country>
      control={form}
      name={name}
      idPrefix={idPrefix}
      options={countryList}
      getKey={(c) => c.code}
      getLabel={(c) => c.name}
      required
      loading={countries.isLoading}
      // The country of residence suggests the phone's ISD code.
      suggest={name === 'country_of_residence' ? { name: 'isd_code', value: (code) => countryList.find((c) => c.code === code)?.isd_code } : undefined}
    />
  );
  const isdPicker = (name: 'isd_code' | 'alternative_isd_code', required: boolean) => (
    <PersonPicker<IsdOption>
      control={form}
      name={name}
      idPrefix={idPrefix}
      options={isds}
      getKey={(o) => o.isd}
      getLabel={isdLabel}
      filterOptions={isdFilter}
      required={required}
      loading={countries.isLoading}
      helperText={required ? undefined : t('forms.optional')}
    />
  );

  return (
    <>
      {listsFailed ? <Alert severity="error">{t('auth.signUp.listsError')}</Alert> : null}

      <FormSection title={t('auth.signUp.sections.identity')}>
        {select('title', TITLES, (v) => t(`auth.options.title.${v}`))}
        {select('gender', GENDERS, (v) => t(`auth.options.gender.${v}`))}
        {text('given_name', { required: true, autoComplete: 'given-name' })}
        {text('family_name', { required: true, autoComplete: 'family-name' })}
        {text('last_name', { autoComplete: 'additional-name' })}
        {text('date_of_birth', { required: true, type: 'date', autoComplete: 'bday', slotProps: { inputLabel: { shrink: true } } })}
      </FormSection>

      <FormSection title={t('auth.signUp.sections.contact')}>
        {select('preferred_contact_type', CONTACT_TYPES, (v) => t(`auth.options.contact.${v}`))}
        <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
        {isdPicker('isd_code', true)}
        {text('contact_number', { required: true, type: 'tel', autoComplete: 'tel-national' })}
        {contactExtra}
        {text('whatsapp_number', { type: 'tel', helperText: t('auth.hints.whatsapp_number') })}
        <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
        {isdPicker('alternative_isd_code', false)}
        {text('alternative_number', { type: 'tel' })}
      </FormSection>

      <FormSection title={t('auth.signUp.sections.preferences')}>
        <TimeZonePicker control={form} idPrefix={idPrefix} />
        {select('correspondence_language', SUPPORTED_LANGUAGES, (v) => t(`auth.options.language.${v}`), { helperText: t('auth.hints.correspondence_language') })}
        <LanguagesPicker control={form} idPrefix={idPrefix} options={languageList} loading={languages.isLoading} />
        {countryPicker('country_of_residence')}
        <PersonPicker
          control={form}
          name="nationality"
          idPrefix={idPrefix}
          options={nationalities.data?.data ?? []}
          getKey={(n) => n.slug}
          getLabel={(n) => n.name}
          required
          loading={nationalities.isLoading}
        />
      </FormSection>

      {role === 'consultant' ? (
        <FormSection title={t('auth.signUp.sections.professional')}>
          {text('profession', { required: true, autoComplete: 'organization-title' })}
          {text('years_of_experience', { required: true, type: 'number', slotProps: { htmlInput: { min: 0, max: 80, step: 1, inputMode: 'numeric' } } })}
          {countryPicker('country_of_birth')}
        </FormSection>
      ) : null}
    </>
  );
}

type PersonControl = Control<ConsultantPersonValues, unknown, unknown>;

/** A text (or native select) field of the person. */
function PersonText({ control, name, idPrefix, ...props }: Omit<TextFieldProps, 'name'> & { control: PersonControl; name: PersonFieldName; idPrefix: string }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      id={`${idPrefix}-${name}`}
      label={t(`auth.fields.${name}`)}
      fullWidth
      {...props}
      name={field.name}
      value={typeof field.value === 'string' || typeof field.value === 'number' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? props.helperText ?? (props.required ? undefined : t('forms.optional'))}
    />
  );
}

/** Props of {@link PersonPicker}. */
interface PersonPickerProps<T> {
  control: PersonControl;
  name: 'isd_code' | 'alternative_isd_code' | 'country_of_residence' | 'country_of_birth' | 'nationality';
  idPrefix: string;
  options: readonly T[];
  getKey: (option: T) => string;
  getLabel: (option: T) => string;
  filterOptions?: (options: T[], state: { inputValue: string; getOptionLabel: (option: T) => string }) => T[];
  required: boolean;
  loading: boolean;
  helperText?: string;
  /** Another field filled from the chosen key while it is empty. */
  suggest?: { name: 'isd_code'; value: (key: string) => string | undefined };
}

/** A choice among a reference list, stored as its key. */
function PersonPicker<T>({ control, name, idPrefix, suggest, ...props }: PersonPickerProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const other = useController({ control, name: suggest?.name ?? name });
  return (
    <KeyPicker<T>
      id={`${idPrefix}-${name}`}
      label={t(`auth.fields.${name}`)}
      {...props}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(key) => {
        field.onChange(key);
        const suggested = suggest && key && !other.field.value ? suggest.value(key) : undefined;
        if (suggested) other.field.onChange(suggested);
      }}
      inputRef={field.ref}
      error={fieldState.error?.message}
    />
  );
}

/** The time zone (the browser's by default). */
function TimeZonePicker({ control, idPrefix }: { control: PersonControl; idPrefix: string }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'time_zone' });
  const value = typeof field.value === 'string' ? field.value : '';
  const zones = useMemo(() => timeZoneOptions(value), [value]);
  return (
    <KeyPicker<string>
      id={`${idPrefix}-time_zone`}
      label={t('auth.fields.time_zone')}
      options={zones}
      getKey={(zone) => zone}
      getLabel={(zone) => zone.replace(/_/g, ' ')}
      value={value}
      onChange={field.onChange}
      inputRef={field.ref}
      required
      error={fieldState.error?.message}
    />
  );
}

/** The languages spoken (ISO 639-1 codes from `GET languages`). */
function LanguagesPicker({ control, idPrefix, options, loading }: { control: PersonControl; idPrefix: string; options: LanguageEntry[]; loading: boolean }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'languages_spoken' });
  const codes = useWatch({ control, name: 'languages_spoken' });
  const { order, filterOptions } = useOptionOrder();
  const shown = useMemo(
    () =>
      order(
        options,
        (l) => l.name,
        (l) => l.code,
        codes ?? [],
      ),
    [order, options, codes],
  );
  const selected = useMemo(() => (codes ?? []).map((code) => shown.find((l) => l.code === code) ?? { id: code, slug: code, code, name: code }), [shown, codes]);
  return (
    <Autocomplete<LanguageEntry, true>
      multiple
      id={`${idPrefix}-languages_spoken`}
      options={shown}
      filterOptions={filterOptions}
      value={selected}
      loading={loading}
      filterSelectedOptions
      autoHighlight
      getOptionLabel={(l) => l.name}
      isOptionEqualToValue={(option, v) => option.code === v.code}
      onChange={(_, list) => field.onChange(list.map((l) => l.code))}
      onBlur={field.onBlur}
      noOptionsText={t('auth.options.noOptions')}
      loadingText={t('common.loading')}
      renderInput={(params) => (
        <TextField {...params} inputRef={field.ref} label={t('auth.fields.languages_spoken')} required error={Boolean(fieldState.error)} helperText={fieldState.error?.message} />
      )}
      sx={{ gridColumn: '1 / -1' }}
    />
  );
}
