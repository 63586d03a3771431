/**
 * `/consultant/edit-account/address-detail` (spec §3 "Address"; docs/api-consultant.md
 * `GET`/`PUT profile/address`): country (also the country of residence), city (suggestions from
 * `GET cities` of the country, any name accepted), house number, street lines, postal code.
 *
 * @module features/consultant/components/address-page
 */
import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { FormSection } from '../../../components/form-section';
import { KeyPicker } from '../../../components/key-picker';
import { SubmitButton } from '../../../components/submit-button';
import { paths } from '../../../config/paths';
import { fieldErrorText } from '../../../lib/form-rules';
import { useCities, useCountries } from '../../../lib/reference-lists';
import { useFormFields } from '../../../lib/use-form-fields';
import { READS, useConsultantRead } from '../api/get-consultant-record';
import { putSection } from '../api/update-section';
import type { AddressRecord } from '../model/types';
import { addressBody, checkAddress } from '../model/section-checks';
import { ConsultantPage } from './consultant-page';
import { SectionLoader } from '../../../components/section-loader';
import { useSectionSubmit } from './use-section-writer';

const FIELDS = ['country', 'city', 'house_number', 'street_1', 'street_2', 'postal_code'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

function AddressForm({ record }: { record: AddressRecord | null }) {
  const { t } = useTranslation();
  const { values, setValues, errors, setErrors, field } = useFormFields<Values>(
    Object.fromEntries(FIELDS.map((name) => [name, String(record?.[name] ?? '')])) as Values,
  );
  const countries = useCountries();
  const cities = useCities(values.country);
  const cityNames = useMemo(() => (cities.data?.data ?? []).map((c) => c.name), [cities.data]);
  const { run, sending, dialog } = useSectionSubmit('address');

  const set = (name: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run({
      check: () => checkAddress(values),
      send: () => putSection<AddressRecord>(READS.address, addressBody(values)),
      reads: [READS.address, READS.basic],
      setErrors,
    });
  };

  const optional = { helperText: t('forms.optional') };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 3 }} data-testid="address-form">
        <FormSection title={t('consultant.address.place')}>
          <KeyPicker
            id="address-country"
            label={t('consultant.fields.country')}
            options={countries.data?.data ?? []}
            getKey={(c) => c.code}
            getLabel={(c) => c.name}
            value={values.country}
            onChange={(code) => set('country', code)}
            required
            loading={countries.isLoading}
            error={fieldErrorText(errors.country, t)}
            helperText={t('consultant.address.countryHelp')}
          />
          <Autocomplete
            id="address-city"
            freeSolo
            options={cityNames}
            inputValue={values.city}
            onInputChange={(_, value) => set('city', value)}
            renderInput={(params) => (
              <TextField {...params} name="city" label={t('consultant.fields.city')} required error={Boolean(errors.city)} helperText={fieldErrorText(errors.city, t)} />
            )}
          />
        </FormSection>
        <FormSection title={t('consultant.address.street')}>
          <TextField id="address-house_number" label={t('consultant.fields.house_number')} {...field('house_number')} {...(errors.house_number ? {} : optional)} />
          <TextField id="address-postal_code" label={t('consultant.fields.postal_code')} required autoComplete="postal-code" {...field('postal_code')} />
          <TextField id="address-street_1" label={t('consultant.fields.street_1')} required autoComplete="address-line1" {...field('street_1')} />
          <TextField id="address-street_2" label={t('consultant.fields.street_2')} autoComplete="address-line2" {...field('street_2')} {...(errors.street_2 ? {} : optional)} />
        </FormSection>
        <Box>
          <SubmitButton sending={sending} label={t('consultant.save')} sendingLabel={t('consultant.saving')} />
        </Box>
      </Box>
      {dialog}
    </Paper>
  );
}

/** The page. */
export function AddressPage() {
  const { t } = useTranslation();
  const read = useConsultantRead<AddressRecord>(READS.address, { revalidateOnFocus: false });
  return (
    <ConsultantPage title={t('consultant.sections.address')} back={{ to: paths.consultant.editAccount, label: t('consultant.editAccount.title') }} testId="address-detail">
      <SectionLoader read={read}>{(record) => <AddressForm record={record} />}</SectionLoader>
    </ConsultantPage>
  );
}
