/**
 * `/consultant/edit-account/basic-profile` (spec §2, §3 "Person", "Consultant extras";
 * docs/api-consultant.md `GET`/`PUT profile/basic`): the person fields of the sign-up (the shared
 * `components/person-fields`, same checks as registration) plus the professional fields; the e-mail
 * address is shown, not edited. A sensitive section: an approved consultant is warned first.
 *
 * @module features/consultant/components/basic-profile-page
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { PersonFields } from '../../../components/person-fields';
import { SubmitButton } from '../../../components/submit-button';
import { paths } from '../../../config/paths';
import type { RequestBody, Schemas } from '../../../lib/api-types';
import { keyErrors, serverFieldErrors, type FieldErrorMap } from '../../../lib/form-rules';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { loadPhoneCheck, personBody, personFromApi, validatePerson, type PersonValues } from '../../../lib/person-form';
import { READS, useConsultantRead } from '../api/get-consultant-record';
import { putSection } from '../api/update-section';
import { ConsultantPage } from './consultant-page';
import { SectionLoader } from '../../../components/section-loader';
import { useSectionSave } from './use-section-writer';

type BasicRecord = Schemas['ConsultantBasicSection'];

/** The legal identity: what admins verify in the basic profile (docs/api-consultant.md "Status workflow"). */
const IDENTITY_FIELDS = ['title', 'given_name', 'family_name', 'last_name', 'date_of_birth', 'nationality', 'country_of_birth'] as const;

function BasicProfileForm({ record }: { record: BasicRecord | null }) {
  const { t, i18n } = useTranslation();
  const [initial] = useState<PersonValues>(() => personFromApi(record, currentLanguage(i18n)));
  const [values, setValues] = useState<PersonValues>(initial);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [sending, setSending] = useState(false);
  const { save, dialog } = useSectionSave('basic');

  const change = (patch: Partial<PersonValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch)) delete next[field];
      return next;
    });
  };

  // The shared person fields are not on react-hook-form yet: the person checks of `lib/person-form`
  // (same rules as the API's `BasicProfileRequest`) run here, the API's field errors show on the same fields.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The phone check (libphonenumber-js, the API's library) comes in its own chunk.
    const isPhoneValid = await loadPhoneCheck();
    const found = keyErrors(validatePerson(values, 'consultant', isPhoneValid));
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast.error(t('forms.fixErrors'));
      setTimeout(() => document.querySelector<HTMLElement>('[data-testid="basic-profile-form"] [aria-invalid="true"]')?.focus(), 0);
      return;
    }
    setSending(true);
    try {
      await save({
        send: () => putSection('profile/basic', personBody('consultant', values) as RequestBody<'/api/consultant/profile/basic', 'put'>),
        reads: [READS.basic],
        changesVerified: IDENTITY_FIELDS.some((field) => values[field].trim() !== initial[field].trim()),
        onError: (error) => {
          const fields = serverFieldErrors(error);
          setErrors(fields);
          return Object.keys(fields).length > 0;
        },
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 4 }} data-testid="basic-profile-form">
        {record?.email ? (
          <TextField id="basic-email" label={t('consultant.fields.email')} value={record.email} slotProps={{ input: { readOnly: true } }} helperText={t('consultant.basic.emailHelp')} />
        ) : null}
        <PersonFields role="consultant" values={values} errors={errors} onChange={change} idPrefix="basic" />
        <Box>
          <SubmitButton sending={sending} label={t('consultant.save')} sendingLabel={t('consultant.saving')} />
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
      <SectionLoader read={read}>{(record) => <BasicProfileForm record={record} />}</SectionLoader>
    </ConsultantPage>
  );
}
