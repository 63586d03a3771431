/**
 * `/client/general-info` (spec §2 client `general-info`, §3 "Person"; docs/api-bookings.md
 * `GET|PUT general-info`): the person fields of the sign-up (the shared `components/person-fields`, same
 * checks as registration); the e-mail address is shown, not edited. The person fields keep their own
 * value/error wiring until `components/person-fields` takes a react-hook-form `control`.
 *
 * @module features/client/components/general-info-page
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { AreaPage } from '../../../components/area-page';
import { PersonFields } from '../../../components/person-fields';
import { SectionLoader } from '../../../components/section-loader';
import { SubmitButton } from '../../../components/submit-button';
import { useRevalidateRole } from '../../../lib/fetcher';
import { errorMessage, keyErrors, serverFieldErrors, type FieldErrorMap } from '../../../lib/form-rules';
import { currentLanguage } from '../../../lib/i18n';
import { loadPhoneCheck, personBody, personFromApi, validatePerson, type PersonValues } from '../../../lib/person-form';
import { READS, useClientRead } from '../api/get-client-record';
import { putGeneralInfo } from '../api/update-general-info';
import type { GeneralInfoRecord } from '../model/types';
import { toast } from '../../../lib/toast';

/** Moves the focus to the first field marked invalid (after the errors are rendered). */
function focusFirstError() {
  setTimeout(() => document.querySelector<HTMLElement>('[data-testid="general-info-form"] [aria-invalid="true"]')?.focus(), 0);
}

function GeneralInfoForm({ record, onSaved }: { record: GeneralInfoRecord | null; onSaved: (record: GeneralInfoRecord) => void }) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<PersonValues>(() => personFromApi(record, currentLanguage(i18n)));
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [sending, setSending] = useState(false);
  const revalidate = useRevalidateRole('client');

  const change = (patch: Partial<PersonValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch)) delete next[field];
      return next;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The phone check (libphonenumber-js, the API's library) comes in its own chunk.
    const isPhoneValid = await loadPhoneCheck();
    const found = keyErrors(validatePerson(values, 'client', isPhoneValid));
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast.error(t('forms.fixErrors'));
      focusFirstError();
      return;
    }
    setSending(true);
    try {
      const answer = await putGeneralInfo(personBody('client', values));
      toast.success(t('client.generalInfo.saved'));
      onSaved(answer.data);
      // The display name in the top bar comes from the account.
      await revalidate(['profile']);
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      const placed = Object.keys(fields).length > 0;
      toast.error(errorMessage(error, t(placed ? 'forms.fixErrors' : 'errors.generic')));
      if (placed) focusFirstError();
    } finally {
      setSending(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 4 }} data-testid="general-info-form">
        {record?.email ? (
          <TextField id="general-info-email" label={t('client.generalInfo.email')} value={record.email} slotProps={{ input: { readOnly: true } }} helperText={t('client.generalInfo.emailHelp')} />
        ) : null}
        <PersonFields role="client" values={values} errors={errors} onChange={change} idPrefix="general-info" />
        <Box>
          <SubmitButton sending={sending} label={t('client.save')} sendingLabel={t('client.saving')} />
        </Box>
      </Box>
    </Paper>
  );
}

/** The page. */
export function GeneralInfoPage() {
  const { t } = useTranslation();
  const read = useClientRead<GeneralInfoRecord>(READS.generalInfo, { revalidateOnFocus: false });
  return (
    <AreaPage title={t('client.generalInfo.title')} intro={t('client.generalInfo.intro')} testId="general-info">
      <SectionLoader read={read}>
        {(record) => <GeneralInfoForm record={record} onSaved={(saved) => void read.mutate({ data: saved }, { revalidate: false })} />}
      </SectionLoader>
    </AreaPage>
  );
}
