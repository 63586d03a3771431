/**
 * `/consultant/edit-account/bank-detail` (spec §3 "bank details", "payment currency, tax number";
 * docs/api-consultant.md `GET`/`PUT profile/bank`, `POST documents/bank-statement`): bank, agency,
 * SWIFT/BIC, IBAN or account number, branch code, control key, account holder, account and payment
 * currencies (ISO 4217), tax number (`0` when not applicable), extra information, and the bank
 * statement (PDF, JPG or PNG) sent as soon as it is chosen.
 *
 * @module features/consultant/components/bank-page
 */
import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { FormSection } from '../../../components/form-section';
import { KeyPicker } from '../../../components/key-picker';
import { SubmitButton } from '../../../components/submit-button';
import { paths } from '../../../config/paths';
import { fieldErrorText } from '../../../lib/form-rules';
import { currencyCodes, currencyLabel } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useFormFields } from '../../../lib/use-form-fields';
import { READS, useConsultantRead } from '../api/get-consultant-record';
import { putSection } from '../api/update-section';
import { uploadDocument } from '../api/upload-document';
import type { BankRecord } from '../model/types';
import { FILE_RULES } from '../../../lib/files';
import { bankBody, checkBank } from '../model/section-checks';
import { ConsultantPage } from './consultant-page';
import { DocumentUpload } from './document-upload';
import { SectionLoader } from '../../../components/section-loader';
import { useSectionSubmit, useSectionWriter } from './use-section-writer';

const FIELDS = [
  'bank_name', 'agency_name', 'agency_address', 'swift_bic', 'iban', 'account_number', 'branch_code', 'control_key',
  'account_holder_name', 'account_currency', 'payment_currency', 'tax_number', 'extra_info',
] as const;
type Values = Record<(typeof FIELDS)[number], string>;

function BankForm({ record }: { record: BankRecord | null }) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  const { values, setValues, errors, setErrors, field } = useFormFields<Values>(
    Object.fromEntries(FIELDS.map((name) => [name, String(record?.[name] ?? '')])) as Values,
  );
  const currencies = useMemo(() => currencyCodes([values.account_currency, values.payment_currency]), [values.account_currency, values.payment_currency]);
  const { run, sending, dialog } = useSectionSubmit('bank');

  const setCurrency = (name: 'account_currency' | 'payment_currency', code: string) => {
    setValues((v) => ({ ...v, [name]: code }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run({
      check: () => checkBank(values),
      send: () => putSection<BankRecord>(READS.bank, bankBody(values)),
      reads: [READS.bank],
      setErrors,
    });
  };

  const optional = (name: keyof Values) => (errors[name] ? {} : { helperText: t('forms.optional') });
  const currencyPicker = (name: 'account_currency' | 'payment_currency', help: string) => (
    <KeyPicker<string>
      id={`bank-${name}`}
      label={t(`consultant.fields.${name}`)}
      options={currencies}
      getKey={(code) => code}
      getLabel={(code) => currencyLabel(code, locale)}
      value={values[name]}
      onChange={(code) => setCurrency(name, code)}
      required
      error={fieldErrorText(errors[name], t)}
      helperText={help}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 3 }} data-testid="bank-form">
      <FormSection title={t('consultant.bank.bank')}>
        <TextField id="bank-bank_name" label={t('consultant.fields.bank_name')} required {...field('bank_name')} />
        <TextField id="bank-swift_bic" label={t('consultant.fields.swift_bic')} required {...field('swift_bic')} />
        <TextField id="bank-agency_name" label={t('consultant.fields.agency_name')} {...field('agency_name')} {...optional('agency_name')} />
        <TextField id="bank-agency_address" label={t('consultant.fields.agency_address')} {...field('agency_address')} {...optional('agency_address')} />
      </FormSection>
      <FormSection title={t('consultant.bank.account')}>
        <TextField id="bank-account_holder_name" label={t('consultant.fields.account_holder_name')} required {...field('account_holder_name')} />
        <TextField id="bank-iban" label={t('consultant.fields.iban')} {...field('iban', t('consultant.bank.ibanHelp'))} />
        <TextField id="bank-account_number" label={t('consultant.fields.account_number')} {...field('account_number', t('consultant.bank.ibanHelp'))} />
        <TextField id="bank-branch_code" label={t('consultant.fields.branch_code')} {...field('branch_code')} {...optional('branch_code')} />
        <TextField id="bank-control_key" label={t('consultant.fields.control_key')} {...field('control_key')} {...optional('control_key')} />
        {currencyPicker('account_currency', t('consultant.bank.accountCurrencyHelp'))}
      </FormSection>
      <FormSection title={t('consultant.bank.payment')}>
        {currencyPicker('payment_currency', t('consultant.bank.paymentCurrencyHelp'))}
        <TextField id="bank-tax_number" label={t('consultant.fields.tax_number')} required {...field('tax_number', t('consultant.bank.taxHelp'))} />
        <TextField
          id="bank-extra_info"
          label={t('consultant.fields.extra_info')}
          multiline
          minRows={3}
          sx={{ gridColumn: '1 / -1' }}
          {...field('extra_info')}
          {...optional('extra_info')}
        />
      </FormSection>
      <Box>
        <SubmitButton sending={sending} label={t('consultant.save')} sendingLabel={t('consultant.saving')} />
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
