/**
 * The waiting list (`/waiting-list`; spec §1 "waiting lists"; docs/api-engagement.md "Waiting list"):
 * a visitor who found no expert asks to be told when one of a specialization is available in their
 * country, or a practitioner pre-registers. Role, name, e-mail, country and specialization (from the
 * public reference lists), prefilled from `?role=&specialization=&country=`; the API's field errors
 * under the fields; the confirmation in place of the form.
 *
 * @module features/waiting-list/components/waiting-list-page
 */
import { useMemo, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { FormTextField } from '../../../components/form-text-field';
import { KeyPicker } from '../../../components/key-picker';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, useContractForm } from '../../../lib/forms';
import { useCountries, useSlugList, type ReferenceEntry } from '../../../lib/reference-lists';
import type { Country } from '../../../lib/person-form';
import { toast } from '../../../lib/toast';
import { joinWaitingList, WaitingListRequest, type WaitingListValues } from '../api/join-waiting-list';
import { prefillFromQuery, type WaitingListRole } from '../model/prefill';
import { SubmitButton } from '../../../components/submit-button';

/** The form's fields, in the API's names (server field errors go to them). */
const FIELDS = ['role', 'name', 'email', 'country', 'specialization'] as const;
const ROLES: readonly WaitingListRole[] = ['client', 'consultant'];

/** The role choice: two radio buttons under a legend, the error tied to the group. */
function RoleChoice({ control }: { control: Control<WaitingListValues, unknown, unknown> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'role' });
  const error = fieldState.error?.message;
  return (
    <FormControl component="fieldset" error={Boolean(error)} required sx={{ gridColumn: '1 / -1' }}>
      <FormLabel component="legend" id="waiting-list-role-label">
        {t('waitingList.fields.role')}
      </FormLabel>
      <RadioGroup
        name={field.name}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        aria-labelledby="waiting-list-role-label"
        aria-describedby={error ? 'waiting-list-role-error' : undefined}
      >
        {ROLES.map((role, index) => (
          <FormControlLabel
            key={role}
            value={role}
            control={<Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined, 'aria-invalid': error ? true : undefined } }} />}
            label={t(`waitingList.roles.${role}`)}
          />
        ))}
      </RadioGroup>
      {error ? <FormHelperText id="waiting-list-role-error">{error}</FormHelperText> : null}
    </FormControl>
  );
}

/** A choice among a reference list (countries by code, specializations by slug), stored as its key. */
function ReferencePicker<T>({
  control,
  name,
  options,
  getKey,
  loading,
}: {
  control: Control<WaitingListValues, unknown, unknown>;
  name: 'country' | 'specialization';
  options: readonly T[];
  getKey: (option: T) => string;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <KeyPicker<T>
      id={`waiting-list-${name}`}
      label={t(`waitingList.fields.${name}`)}
      options={options}
      getKey={getKey}
      getLabel={(option) => (option as { name: string }).name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      inputRef={field.ref}
      loading={loading}
      required
      error={fieldState.error?.message}
    />
  );
}

/** The page. */
export function WaitingListPage() {
  const { t, i18n } = useTranslation();
  const { search } = useLocation();
  const prefill = useMemo(() => prefillFromQuery(search), [search]);
  const defaults = useMemo<WaitingListValues>(() => ({ ...prefill, role: prefill.role as WaitingListRole, name: '', email: '' }), [prefill]);
  const form = useContractForm(WaitingListRequest, { defaultValues: defaults });
  const countries = useCountries();
  const specializations = useSlugList('specializations');
  const [done, setDone] = useState<string | null>(null);
  const sending = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await joinWaitingList({ ...values, locale: i18n.language === 'en' ? 'en' : 'fr' });
      setDone(message);
    } catch (error) {
      if (applyServerErrors(form, error, FIELDS)) {
        toast.error(t('waitingList.fixErrors'));
      } else {
        toast.error(error instanceof ApiError && error.fromServer ? error.message : t('errors.generic'));
      }
    }
  });

  return (
    <>
      <PageHeader title={t('waitingList.title')} subTitle={t('waitingList.subtitle')} breadcrumbs={[{ label: t('waitingList.title') }]} />
      <Container maxWidth="md">
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
          {done ? (
            <Box data-testid="waiting-list-done">
              <Alert severity="success" role="status" sx={{ mb: 2 }}>
                {done}
              </Alert>
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                <Button component={RouterLink} to={paths.experts} variant="contained">
                  {t('waitingList.seeExperts')}
                </Button>
                <Button
                  variant="outlined"
                  onClick={() => {
                    form.reset(defaults);
                    setDone(null);
                  }}
                >
                  {t('waitingList.another')}
                </Button>
              </Box>
            </Box>
          ) : (
            <Box
              component="form"
              noValidate
              onSubmit={(event) => void submit(event)}
              sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
              data-testid="waiting-list-form"
            >
              <RoleChoice control={form.control} />
              <FormTextField control={form.control} name="name" id="waiting-list-name" label={t('waitingList.fields.name')} required autoComplete="name" fullWidth />
              <FormTextField control={form.control} name="email" id="waiting-list-email" label={t('waitingList.fields.email')} required type="email" autoComplete="email" fullWidth />
              <ReferencePicker<Country> control={form.control} name="country" options={countries.data?.data ?? []} getKey={(country) => country.code} loading={countries.isLoading} />
              <ReferencePicker<ReferenceEntry>
                control={form.control}
                name="specialization"
                options={specializations.data?.data ?? []}
                getKey={(specialization) => specialization.slug}
                loading={specializations.isLoading}
              />
              <Box sx={{ gridColumn: '1 / -1', display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
                <SubmitButton sending={sending} label={t('waitingList.send')} sendingLabel={t('waitingList.sending')} />
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('waitingList.privacy')}
                </Typography>
              </Box>
            </Box>
          )}
        </Paper>
      </Container>
    </>
  );
}
