/**
 * `/consultant/edit-account/address-detail` (spec §3 "Address"; docs/api-consultant.md
 * `GET`/`PUT profile/address`): country (also the country of residence), city (suggestions from
 * `GET cities` of the country, any name accepted), house number, street lines, postal code (checked
 * for the country). The form is checked with the API's own schema (`AddressRequest`).
 *
 * @module features/consultant/components/address-page
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useController } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { AddressRequest } from '@contracts/consultant-profile';
import { FormSection } from '../../../components/form-section';
import { FormTextField } from '../../../components/form-text-field';
import { SectionLoader } from '../../../components/section-loader';
import { SubmitButton } from '../../../components/submit-button';
import { paths } from '../../../config/paths';
import { applyServerErrors, useContractForm } from '../../../lib/forms';
import { useOptionOrder } from '../../../lib/option-order';
import { useCities, useCountries } from '../../../lib/reference-lists';
import { READS, useConsultantRead } from '../api/get-consultant-record';
import { putSection } from '../api/update-section';
import type { AddressRecord } from '../model/types';
import { ConsultantPage } from './consultant-page';
import { FormKeyPicker } from './form-key-picker';
import { useSectionSave } from './use-section-writer';

const FIELDS = ['country', 'city', 'house_number', 'street_1', 'street_2', 'postal_code'] as const;

function AddressForm({ record }: { record: AddressRecord | null }) {
  const { t } = useTranslation();
  const form = useContractForm(AddressRequest, { defaultValues: Object.fromEntries(FIELDS.map((name) => [name, record?.[name] ?? ''])) as Record<(typeof FIELDS)[number], string> });
  const { control } = form;
  const country = form.watch('country');
  const countries = useCountries();
  const cities = useCities(country);
  const { order, filterOptions } = useOptionOrder();
  const cityNames = useMemo(
    () =>
      order(
        (cities.data?.data ?? []).map((c) => c.name),
        (name) => name,
      ),
    [cities.data, order],
  );
  const city = useController({ control, name: 'city' });
  const { save, dialog } = useSectionSave('address');

  const submit = form.handleSubmit(async (address) => {
    await save({
      send: () => putSection('profile/address', address),
      reads: [READS.address, READS.basic],
      onError: (error) => applyServerErrors(form, error, FIELDS),
    });
  });

  const optional = t('forms.optional');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 3 }} data-testid="address-form">
        <FormSection title={t('consultant.address.place')}>
          <FormKeyPicker
            control={control}
            name="country"
            id="address-country"
            label={t('consultant.fields.country')}
            options={countries.data?.data ?? []}
            getKey={(c) => c.code}
            getLabel={(c) => c.name}
            required
            loading={countries.isLoading}
            helperText={t('consultant.address.countryHelp')}
          />
          <Autocomplete
            id="address-city"
            freeSolo
            options={cityNames}
            filterOptions={filterOptions}
            inputValue={typeof city.field.value === 'string' ? city.field.value : ''}
            onInputChange={(_, value) => city.field.onChange(value)}
            renderInput={(params) => (
              <TextField
                {...params}
                name="city"
                inputRef={city.field.ref}
                label={t('consultant.fields.city')}
                required
                error={Boolean(city.fieldState.error)}
                helperText={city.fieldState.error?.message}
              />
            )}
          />
        </FormSection>
        <FormSection title={t('consultant.address.street')}>
          <FormTextField control={control} name="house_number" id="address-house_number" label={t('consultant.fields.house_number')} hint={optional} />
          <FormTextField control={control} name="postal_code" id="address-postal_code" label={t('consultant.fields.postal_code')} required autoComplete="postal-code" />
          <FormTextField control={control} name="street_1" id="address-street_1" label={t('consultant.fields.street_1')} required autoComplete="address-line1" />
          <FormTextField control={control} name="street_2" id="address-street_2" label={t('consultant.fields.street_2')} autoComplete="address-line2" hint={optional} />
        </FormSection>
        <Box>
          <SubmitButton sending={form.formState.isSubmitting} label={t('consultant.save')} sendingLabel={t('consultant.saving')} />
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
