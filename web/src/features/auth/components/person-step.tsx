/**
 * Sign-up step 2, the person (spec §3 "Person (registration)", "Consultant extras"; docs/api-auth.md
 * person fields): identity, contact (ISD codes from `GET countries`, optional phone verification),
 * preferences (time zone, language of correspondence, languages spoken from `GET languages`, country of
 * residence, nationality from `GET nationalities`) and, for consultants, the professional fields.
 * Errors are shown under the fields, keyed by the API's field names.
 *
 * @module features/auth/components/person-step
 */
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SUPPORTED_LANGUAGES, type Role } from '../../../config/constants';
import { fieldErrorText, type FieldErrorMap } from '../../../lib/form-rules';
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
} from '../api/sign-up-form';
import { useCountries, useLanguages, useNationalities, type LanguageEntry } from '../api/use-reference-lists';
import { MobileVerification } from './mobile-verification';

/** Props of {@link PersonStep}. */
export interface PersonStepProps {
  role: Role;
  /** The verified e-mail address (phone codes are tied to it). */
  email: string;
  values: PersonValues;
  errors: FieldErrorMap;
  onChange: (patch: Partial<PersonValues>) => void;
  mobileVerified: boolean;
  onMobileVerified: () => void;
  onBack: () => void;
  onNext: () => void;
  /** The step's checks are running (phone library loading). */
  checking: boolean;
}

const isdFilter = createFilterOptions<IsdOption>({ stringify: (option) => `${option.isd} ${option.countries.join(' ')}` });

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Typography component="legend" variant="h3" sx={{ fontSize: '1.15rem', mb: 1.5, p: 0 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

interface PickerProps<T> {
  id: string;
  label: string;
  options: readonly T[];
  getKey: (option: T) => string;
  getLabel: (option: T) => string;
  value: string;
  onChange: (key: string) => void;
  required?: boolean;
  loading?: boolean;
  error?: string;
  helperText?: string;
  filterOptions?: (options: T[], state: { inputValue: string; getOptionLabel: (option: T) => string }) => T[];
}

/** Single choice among options, stored as one key (country code, nationality slug, ISD code, zone). */
function Picker<T>({ id, label, options, getKey, getLabel, value, onChange, required, loading, error, helperText, filterOptions }: PickerProps<T>) {
  const { t } = useTranslation();
  const selected = useMemo(() => options.find((option) => getKey(option) === value) ?? null, [options, getKey, value]);
  return (
    <Autocomplete<T>
      id={id}
      options={options as T[]}
      value={selected}
      loading={loading}
      autoHighlight
      getOptionLabel={getLabel}
      isOptionEqualToValue={(option, v) => getKey(option) === getKey(v)}
      filterOptions={filterOptions}
      onChange={(_, option) => onChange(option ? getKey(option) : '')}
      noOptionsText={t('auth.options.noOptions')}
      loadingText={t('common.loading')}
      renderInput={(params) => <TextField {...params} label={label} required={required} error={Boolean(error)} helperText={error ?? helperText} />}
    />
  );
}

/** The step. */
export function PersonStep({ role, email, values, errors, onChange, mobileVerified, onMobileVerified, onBack, onNext, checking }: PersonStepProps) {
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
      id: `sign-up-${field}`,
      name: field,
      label: t(`auth.fields.${field}`),
      value: values[field] as string,
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
    <Picker<Country>
      id={`sign-up-${field}`}
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
    <Picker<IsdOption>
      id={`sign-up-${field}`}
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
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
      sx={{ display: 'grid', gap: 4 }}
      data-testid="person-step"
    >
      {listsFailed ? <Alert severity="error">{t('auth.signUp.listsError')}</Alert> : null}

      <Section title={t('auth.signUp.sections.identity')}>
        <TextField {...select('title', TITLES, (v) => t(`auth.options.title.${v}`))} />
        <TextField {...select('gender', GENDERS, (v) => t(`auth.options.gender.${v}`))} />
        <TextField {...text('given_name', { required: true, autoComplete: 'given-name' })} />
        <TextField {...text('family_name', { required: true, autoComplete: 'family-name' })} />
        <TextField {...text('last_name', { autoComplete: 'additional-name' })} />
        <TextField
          {...text('date_of_birth', { required: true, type: 'date', autoComplete: 'bday' })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Section>

      <Section title={t('auth.signUp.sections.contact')}>
        <TextField {...select('preferred_contact_type', CONTACT_TYPES, (v) => t(`auth.options.contact.${v}`))} />
        <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
        {isdPicker('isd_code', true)}
        <TextField {...text('contact_number', { required: true, type: 'tel', autoComplete: 'tel-national' })} />
        <MobileVerification
          role={role}
          email={email}
          isdCode={values.isd_code}
          contactNumber={values.contact_number}
          verified={mobileVerified}
          onVerified={onMobileVerified}
        />
        <TextField {...text('whatsapp_number', { type: 'tel', helperText: t('auth.hints.whatsapp_number') })} />
        <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
        {isdPicker('alternative_isd_code', false)}
        <TextField {...text('alternative_number', { type: 'tel' })} />
      </Section>

      <Section title={t('auth.signUp.sections.preferences')}>
        <Picker<string>
          id="sign-up-time_zone"
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
          id="sign-up-languages_spoken"
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
        <Picker
          id="sign-up-nationality"
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
      </Section>

      {role === 'consultant' ? (
        <Section title={t('auth.signUp.sections.professional')}>
          <TextField {...text('profession', { required: true, autoComplete: 'organization-title' })} />
          <TextField
            {...text('years_of_experience', { required: true, type: 'number' })}
            slotProps={{ htmlInput: { min: 0, max: 80, step: 1, inputMode: 'numeric' } }}
          />
          {countryPicker('country_of_birth')}
        </Section>
      ) : null}

      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}>
        <Button onClick={onBack}>{t('auth.signUp.back')}</Button>
        <Button type="submit" variant="contained" disabled={checking}>
          {t('auth.signUp.next')}
        </Button>
      </Box>
    </Box>
  );
}
