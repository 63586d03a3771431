/**
 * `/client/general-info` (spec §2 client `general-info`, §3 "Person"; docs/api-bookings.md
 * `GET|PUT general-info`): the person fields of the sign-up (the shared `components/person-fields`, same
 * checks as registration), with the phone verification of the saved number after it
 * (`components/mobile-verification`); the e-mail address is shown, not edited. The form is checked with the API's
 * `GeneralInfoRequest` (react-hook-form); the API's field errors land on their fields.
 *
 * @module features/client/components/general-info-page
 */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { GeneralInfoRequest } from '@contracts/person';
import { AreaPage } from '../../../components/area-page';
import { ProfilePhoneVerification } from '../../../components/mobile-verification';
import { PersonFields } from '../../../components/person-fields';
import { SectionLoader } from '../../../components/section-loader';
import { SubmitButton } from '../../../components/submit-button';
import { errorMessage } from '../../../lib/form-rules';
import { useRevalidateRole } from '../../../lib/fetcher';
import { applyServerErrors, useContractForm } from '../../../lib/forms';
import { currentLanguage } from '../../../lib/i18n';
import { personFieldNames, personFromApi } from '../../../lib/person-form';
import { toast } from '../../../lib/toast';
import { READS, useClientRead } from '../api/get-client-record';
import { putGeneralInfo } from '../api/update-general-info';
import type { GeneralInfoRecord } from '../model/types';

function GeneralInfoForm({ record, onSaved, onPhoneVerified }: { record: GeneralInfoRecord | null; onSaved: (record: GeneralInfoRecord) => void; onPhoneVerified: () => void }) {
  const { t, i18n } = useTranslation();
  const form = useContractForm(GeneralInfoRequest, { defaultValues: personFromApi('client', record, currentLanguage(i18n)) });
  const revalidate = useRevalidateRole('client');

  const submit = form.handleSubmit(
    async (person) => {
      try {
        const answer = await putGeneralInfo(person);
        toast.success(t('client.generalInfo.saved'));
        onSaved(answer.data);
        // The display name in the top bar comes from the account.
        await revalidate(['profile']);
      } catch (error) {
        const placed = applyServerErrors(form, error, personFieldNames('client'));
        toast.error(errorMessage(error, t(placed ? 'forms.fixErrors' : 'errors.generic')));
      }
    },
    () => toast.error(t('forms.fixErrors')),
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 4 }} data-testid="general-info-form">
        {record?.email ? (
          <TextField id="general-info-email" label={t('client.generalInfo.email')} value={record.email} slotProps={{ input: { readOnly: true } }} helperText={t('client.generalInfo.emailHelp')} />
        ) : null}
        <PersonFields
          role="client"
          control={form.control}
          idPrefix="general-info"
          contactExtra={<ProfilePhoneVerification role="client" control={form.control} record={record} onVerified={onPhoneVerified} />}
        />
        <Box>
          <SubmitButton sending={form.formState.isSubmitting} label={t('client.save')} sendingLabel={t('client.saving')} />
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
        {(record) => <GeneralInfoForm record={record} onSaved={(saved) => void read.mutate({ data: saved }, { revalidate: false })} onPhoneVerified={() => void read.mutate()} />}
      </SectionLoader>
    </AreaPage>
  );
}
