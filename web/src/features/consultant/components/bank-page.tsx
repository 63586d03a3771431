/**
 * `/consultant/edit-account/bank-detail` (spec §3 "bank details", "payment currency, tax number";
 * docs/api-consultant.md `GET`/`PUT profile/bank`, `POST documents/bank-statement`): bank, agency,
 * SWIFT/BIC, IBAN or account number, branch code, control key, account holder, account and payment
 * currencies (ISO 4217), tax number (`0` when not applicable), extra information, and the bank
 * statement (PDF, JPG or PNG) sent as soon as it is chosen.
 *
 * @module features/consultant/components/bank-page
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { BankRequest } from '@contracts/consultant-profile';
import { FormSection } from '../../../components/form-section';
import { FormTextField } from '../../../components/form-text-field';
import { SectionLoader } from '../../../components/section-loader';
import { SubmitButton } from '../../../components/submit-button';
import { paths } from '../../../config/paths';
import { FILE_RULES } from '../../../lib/files';
import { currencyCodes, currencyLabel } from '../../../lib/format';
import { applyServerErrors, useContractForm } from '../../../lib/forms';
import { currentLanguage } from '../../../lib/i18n';
import { READS, useConsultantRead } from '../api/get-consultant-record';
import { putSection } from '../api/update-section';
import { uploadDocument } from '../api/upload-document';
import type { BankRecord } from '../model/types';
import { ConsultantPage } from './consultant-page';
import { DocumentUpload } from './document-upload';
import { FormKeyPicker } from './form-key-picker';
import { useSectionSave, useSectionWriter } from './use-section-writer';

const FIELDS = [
  'bank_name',
  'agency_name',
  'agency_address',
  'swift_bic',
  'iban',
  'account_number',
  'branch_code',
  'control_key',
  'account_holder_name',
  'account_currency',
  'payment_currency',
  'tax_number',
  'extra_info',
] as const;

function BankForm({ record }: { record: BankRecord | null }) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  const form = useContractForm(BankRequest, { defaultValues: Object.fromEntries(FIELDS.map((name) => [name, record?.[name] ?? ''])) as Record<(typeof FIELDS)[number], string> });
  const { control } = form;
  const [accountCurrency, paymentCurrency] = form.watch(['account_currency', 'payment_currency']);
  const currencies = useMemo(() => currencyCodes([accountCurrency, paymentCurrency]), [accountCurrency, paymentCurrency]);
  const { save, dialog } = useSectionSave('bank');

  const submit = form.handleSubmit(async (bank) => {
    await save({
      send: () => putSection('profile/bank', bank),
      reads: [READS.bank],
      onError: (error) => applyServerErrors(form, error, FIELDS),
    });
  });

  const optional = t('forms.optional');
  const text = (name: (typeof FIELDS)[number], extra: { required?: boolean; hint?: string } = {}) => (
    <FormTextField control={control} name={name} id={`bank-${name}`} label={t(`consultant.fields.${name}`)} required={extra.required} hint={extra.hint ?? (extra.required ? undefined : optional)} />
  );
  const currencyPicker = (name: 'account_currency' | 'payment_currency', help: string) => (
    <FormKeyPicker
      control={control}
      name={name}
      id={`bank-${name}`}
      label={t(`consultant.fields.${name}`)}
      options={currencies}
      getKey={(code) => code}
      getLabel={(code) => currencyLabel(code, locale)}
      required
      helperText={help}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 3 }} data-testid="bank-form">
      <FormSection title={t('consultant.bank.bank')}>
        {text('bank_name', { required: true })}
        {text('swift_bic', { required: true })}
        {text('agency_name')}
        {text('agency_address')}
      </FormSection>
      <FormSection title={t('consultant.bank.account')}>
        {text('account_holder_name', { required: true })}
        {text('iban', { hint: t('consultant.bank.ibanHelp') })}
        {text('account_number', { hint: t('consultant.bank.ibanHelp') })}
        {text('branch_code')}
        {text('control_key')}
        {currencyPicker('account_currency', t('consultant.bank.accountCurrencyHelp'))}
      </FormSection>
      <FormSection title={t('consultant.bank.payment')}>
        {currencyPicker('payment_currency', t('consultant.bank.paymentCurrencyHelp'))}
        {text('tax_number', { required: true, hint: t('consultant.bank.taxHelp') })}
        <FormTextField control={control} name="extra_info" id="bank-extra_info" label={t('consultant.fields.extra_info')} multiline minRows={3} sx={{ gridColumn: '1 / -1' }} hint={optional} />
      </FormSection>
      <Box>
        <SubmitButton sending={form.formState.isSubmitting} label={t('consultant.save')} sendingLabel={t('consultant.saving')} />
      </Box>
      {dialog}
    </Box>
  );
}

/** The page. */
export function BankPage() {
  const { t } = useTranslation();
  const read = useConsultantRead<BankRecord>(READS.bank, { revalidateOnFocus: false });
  const writer = useSectionWriter('bank');
  return (
    <ConsultantPage title={t('consultant.sections.bank')} back={{ to: paths.consultant.editAccount, label: t('consultant.editAccount.title') }} testId="bank-detail">
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
          <SectionLoader read={read}>{(record) => <BankForm record={record} />}</SectionLoader>
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
          <DocumentUpload
            label={t('consultant.documents.bank_statement')}
            rule={FILE_RULES.document}
            current={read.data?.data?.bank_statement}
            upload={async (file, onProgress) => {
              const answer = await uploadDocument('bank-statement', file, onProgress);
              await writer.written(answer, [READS.bank, READS.documents]);
            }}
            testId="doc-bank-statement"
          />
        </Paper>
      </Box>
    </ConsultantPage>
  );
}
