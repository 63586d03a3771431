/**
 * `/consultant/edit-account/basic-profile` (spec §2, §3 "Person", "Consultant extras";
 * docs/api-consultant.md `GET`/`PUT profile/basic`): the person fields of the sign-up (the shared
 * `components/person-fields`, same checks as registration, with the phone verification of the saved
 * number after it) plus the professional fields; the e-mail address is shown, not edited. A sensitive section: an approved consultant is warned first.
 *
 * @module features/consultant/components/basic-profile-page
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { BasicProfileRequest } from '@contracts/person';
import { ProfilePhoneVerification } from '../../../components/mobile-verification';
import { PersonFields } from '../../../components/person-fields';
import { SectionLoader } from '../../../components/section-loader';
import { SubmitButton } from '../../../components/submit-button';
import { paths } from '../../../config/paths';
import type { Schemas } from '../../../lib/api-types';
import { applyServerErrors, useContractForm } from '../../../lib/forms';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { personFieldNames, personFromApi } from '../../../lib/person-form';
import { READS, useConsultantRead } from '../api/get-consultant-record';
import { putSection } from '../api/update-section';
import { ConsultantPage } from './consultant-page';
import { useSectionSave } from './use-section-writer';

type BasicRecord = Schemas['ConsultantBasicSection'];

/** The legal identity: what admins verify in the basic profile (docs/api-consultant.md "Status workflow"). */
const IDENTITY_FIELDS = ['title', 'given_name', 'family_name', 'last_name', 'date_of_birth', 'nationality', 'country_of_birth'] as const;

/** A field's value as text, for comparing before and after. */
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : String(value));

function BasicProfileForm({ record, onPhoneVerified }: { record: BasicRecord | null; onPhoneVerified: () => void }) {
  const { t, i18n } = useTranslation();
  const [initial] = useState(() => personFromApi('consultant', record, currentLanguage(i18n)));
  const form = useContractForm(BasicProfileRequest, { defaultValues: initial });
  const { save, dialog } = useSectionSave('basic');

  const submit = form.handleSubmit(
    async (person) => {
      await save({
        send: () => putSection('profile/basic', person),
        reads: [READS.basic],
        changesVerified: IDENTITY_FIELDS.some((field) => text(person[field]) !== text(initial[field])),
        onError: (error) => applyServerErrors(form, error, personFieldNames('consultant')),
      });
    },
    () => toast.error(t('forms.fixErrors')),
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 4 }} data-testid="basic-profile-form">
        {record?.email ? (
          <TextField id="basic-email" label={t('consultant.fields.email')} value={record.email} slotProps={{ input: { readOnly: true } }} helperText={t('consultant.basic.emailHelp')} />
        ) : null}
        <PersonFields
          role="consultant"
          control={form.control}
          idPrefix="basic"
          contactExtra={<ProfilePhoneVerification role="consultant" control={form.control} record={record} onVerified={onPhoneVerified} />}
        />
        <Box>
          <SubmitButton sending={form.formState.isSubmitting} label={t('consultant.save')} sendingLabel={t('consultant.saving')} />
        </Box>
      </Box>
      {dialog}
    </Paper>
  );
}

/** The page. */
export function BasicProfilePage() {
  const { t } = useTranslation();
  const read = useConsultantRead<BasicRecord>(READS.basic, { revalidateOnFocus: false });
  return (
    <ConsultantPage
      title={t('consultant.sections.basic')}
      intro={t('consultant.basic.intro')}
      back={{ to: paths.consultant.editAccount, label: t('consultant.editAccount.title') }}
      testId="basic-profile"
    >
      <SectionLoader read={read}>{(record) => <BasicProfileForm record={record} onPhoneVerified={() => void read.mutate()} />}</SectionLoader>
    </ConsultantPage>
  );
}
