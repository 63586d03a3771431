/**
 * The person fields of an account (spec §3 "Person (registration)", "Consultant extras"; docs/api-auth.md
 * person fields): identity, contact (ISD codes from `GET countries`), preferences (time zone, language of
 * correspondence, languages spoken from `GET languages`, country of residence, nationality from
 * `GET nationalities`) and, for consultants, the professional fields. Errors are shown under the fields,
 * keyed by the API's field names. Used by the sign-up (step 2) and the consultant's basic profile.
 *
 * @module components/person-fields
 */
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { SUPPORTED_LANGUAGES, type Role } from '../config/constants';
import { fieldErrorText, type FieldErrorMap } from '../lib/form-rules';
import {
  CONTACT_TYPES,
  GENDERS,
  TITLES,
  isdLabel,
  isdOptions,
  timeZoneOptions,
  type Country,
  type IsdOption,
  type PersonValues,
} from '../lib/person-form';
import { useCountries, useLanguages, useNationalities, type LanguageEntry } from '../lib/reference-lists';
import { FormSection } from './form-section';
import { KeyPicker } from './key-picker';

/** Props of {@link PersonFields}. */
export interface PersonFieldsProps {
  role: Role;
  values: PersonValues;
  errors: FieldErrorMap;
  onChange: (patch: Partial<PersonValues>) => void;
  /** Prefix of the fields' ids (`sign-up` → `sign-up-given_name`). */
  idPrefix?: string;
  /** Shown after the contact number (the sign-up's phone verification). */
  contactExtra?: ReactNode;
}

const isdFilter = createFilterOptions<IsdOption>({ stringify: (option) => `${option.isd} ${option.countries.join(' ')}` });

/** The fields. */
export function PersonFields({ role, values, errors, onChange, idPrefix = 'person', contactExtra }: PersonFieldsProps) {
  const { t } = useTranslation();
  const countries = useCountries();
  const languages = useLanguages();
  const nationalities = useNationalities();
  const countryList = useMemo(() => countries.data?.data ?? [], [countries.data]);
  const isds = useMemo(() => isdOptions(countryList), [countryList]);
  const zones = useMemo(() => timeZoneOptions(values.time_zone), [values.time_zone]);
  const languageList = useMemo(() => languages.data?.data ?? [], [languages.data]);
  const selectedLanguages = useMemo(
    () => values.languages_spoken.map((code) => languageList.find((l) => l.code === code) ?? { id: code, slug: code, code, name: code }),
    [languageList, values.languages_spoken],
  );
  const listsFailed = Boolean(countries.error || languages.error || nationalities.error);

  const error = (field: keyof PersonValues) => fieldErrorText(errors[field], t);
  const text = (field: keyof PersonValues, extra: Partial<TextFieldProps> = {}): TextFieldProps => {
    const message = error(field);
    return {
      id: `${idPrefix}-${field}`,
      name: field,
      label: t(`auth.fields.${field}`),
      value: values[field],
      onChange: (event) => onChange({ [field]: event.target.value }),
      fullWidth: true,
      ...extra,
      error: Boolean(message),
      helperText: message ?? extra.helperText ?? (extra.required ? undefined : t('forms.optional')),
    };
  };
  const select = (field: keyof PersonValues, choices: readonly string[], labelOf: (value: string) => string, extra: Partial<TextFieldProps> = {}): TextFieldProps => ({
    ...text(field, { required: true, ...extra }),
    select: true,
    slotProps: { select: { native: true }, inputLabel: { shrink: true } },
    children: [
      <option key="" value="" disabled={field === 'correspondence_language'}>
        {t('auth.options.choose')}
      </option>,
      ...choices.map((choice) => (
        <option key={choice} value={choice}>
          {labelOf(choice)}
        </option>
      )),
    ],
  });
  const countryPicker = (field: 'country_of_residence' | 'country_of_birth') => (
    <KeyPicker<Country>
      id={`${idPrefix}-${field}`}
      label={t(`auth.fields.${field}`)}
      options={countryList}
      getKey={(c) => c.code}
      getLabel={(c) => c.name}
      value={values[field]}
      onChange={(code) => {
        const patch: Partial<PersonValues> = { [field]: code };
        // The country of residence suggests the phone's ISD code.
        if (field === 'country_of_residence' && code && !values.isd_code) {
          const isd = countryList.find((c) => c.code === code)?.isd_code;
          if (isd) patch.isd_code = isd;
        }
        onChange(patch);
      }}
      required
      loading={countries.isLoading}
      error={error(field)}
    />
  );
  const isdPicker = (field: 'isd_code' | 'alternative_isd_code', required: boolean) => (
    <KeyPicker<IsdOption>
      id={`${idPrefix}-${field}`}
      label={t(`auth.fields.${field}`)}
      options={isds}
      getKey={(o) => o.isd}
      getLabel={isdLabel}
      filterOptions={isdFilter}
      value={values[field]}
      onChange={(isd) => onChange({ [field]: isd })}
      required={required}
      loading={countries.isLoading}
      error={error(field)}
      helperText={required ? undefined : t('forms.optional')}
    />
  );

  return (
    <>
      {listsFailed ? <Alert severity="error">{t('auth.signUp.listsError')}</Alert> : null}

      <FormSection title={t('auth.signUp.sections.identity')}>
        <TextField {...select('title', TITLES, (v) => t(`auth.options.title.${v}`))} />
        <TextField {...select('gender', GENDERS, (v) => t(`auth.options.gender.${v}`))} />
        <TextField {...text('given_name', { required: true, autoComplete: 'given-name' })} />
        <TextField {...text('family_name', { required: true, autoComplete: 'family-name' })} />
        <TextField {...text('last_name', { autoComplete: 'additional-name' })} />
        <TextField
          {...text('date_of_birth', { required: true, type: 'date', autoComplete: 'bday' })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </FormSection>

      <FormSection title={t('auth.signUp.sections.contact')}>
        <TextField {...select('preferred_contact_type', CONTACT_TYPES, (v) => t(`auth.options.contact.${v}`))} />
        <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
        {isdPicker('isd_code', true)}
        <TextField {...text('contact_number', { required: true, type: 'tel', autoComplete: 'tel-national' })} />
        {contactExtra}
        <TextField {...text('whatsapp_number', { type: 'tel', helperText: t('auth.hints.whatsapp_number') })} />
        <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
        {isdPicker('alternative_isd_code', false)}
        <TextField {...text('alternative_number', { type: 'tel' })} />
      </FormSection>

      <FormSection title={t('auth.signUp.sections.preferences')}>
        <KeyPicker<string>
          id={`${idPrefix}-time_zone`}
          label={t('auth.fields.time_zone')}
          options={zones}
          getKey={(zone) => zone}
          getLabel={(zone) => zone.replace(/_/g, ' ')}
          value={values.time_zone}
          onChange={(zone) => onChange({ time_zone: zone })}
          required
          error={error('time_zone')}
        />
        <TextField {...select('correspondence_language', SUPPORTED_LANGUAGES, (v) => t(`auth.options.language.${v}`), { helperText: t('auth.hints.correspondence_language') })} />
        <Autocomplete<LanguageEntry, true>
          multiple
          id={`${idPrefix}-languages_spoken`}
          options={languageList}
          value={selectedLanguages}
          loading={languages.isLoading}
          filterSelectedOptions
          autoHighlight
          getOptionLabel={(l) => l.name}
          isOptionEqualToValue={(option, v) => option.code === v.code}
          onChange={(_, list) => onChange({ languages_spoken: list.map((l) => l.code) })}
          noOptionsText={t('auth.options.noOptions')}
          loadingText={t('common.loading')}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('auth.fields.languages_spoken')}
              required
              error={Boolean(errors.languages_spoken)}
              helperText={error('languages_spoken')}
            />
          )}
          sx={{ gridColumn: '1 / -1' }}
        />
        {countryPicker('country_of_residence')}
        <KeyPicker
          id={`${idPrefix}-nationality`}
          label={t('auth.fields.nationality')}
          options={nationalities.data?.data ?? []}
          getKey={(n) => n.slug}
          getLabel={(n) => n.name}
          value={values.nationality}
          onChange={(slug) => onChange({ nationality: slug })}
          required
          loading={nationalities.isLoading}
          error={error('nationality')}
        />
      </FormSection>

      {role === 'consultant' ? (
        <FormSection title={t('auth.signUp.sections.professional')}>
          <TextField {...text('profession', { required: true, autoComplete: 'organization-title' })} />
          <TextField
            {...text('years_of_experience', { required: true, type: 'number' })}
            slotProps={{ htmlInput: { min: 0, max: 80, step: 1, inputMode: 'numeric' } }}
          />
          {countryPicker('country_of_birth')}
        </FormSection>
      ) : null}

    </>
  );
}
