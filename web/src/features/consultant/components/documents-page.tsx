/**
 * `/consultant/edit-account/document` (spec §3 "ID number and ID attachment, clean criminal record,
 * signed contract PDF"; docs/api-consultant.md `GET`/`PUT documents`, `POST documents/<kind>`): the ID
 * number, then each private file sent as soon as it is chosen — ID document and criminal record (PDF,
 * JPG or PNG), signed contract (PDF) — with its real upload progress and a download link of the current
 * one. A sensitive section: an approved consultant is warned before each change.
 *
 * @module features/consultant/components/documents-page
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { SubmitButton } from '../../../components/submit-button';
import { paths } from '../../../config/paths';
import { fieldErrorText, type FieldErrorMap } from '../../../lib/form-rules';
import { READS, useConsultantRead } from '../api/get-consultant-record';
import { putSection } from '../api/update-section';
import { uploadDocument } from '../api/upload-document';
import type { DocumentKind, DocumentsRecord } from '../model/types';
import { FILE_RULES, type FileRule } from '../../../lib/files';
import { checkIdNumber } from '../model/section-checks';
import { ConsultantPage } from './consultant-page';
import { DocumentUpload } from './document-upload';
import { SectionLoader } from '../../../components/section-loader';
import { useSectionSubmit, useSectionWriter } from './use-section-writer';

function IdNumberForm({ record }: { record: DocumentsRecord | null }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(record?.id_number ?? '');
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const { run, sending, dialog } = useSectionSubmit('documents');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run({
      check: () => checkIdNumber(value),
      send: () => putSection<DocumentsRecord>(READS.documents, { id_number: value.trim() }),
      reads: [READS.documents],
      setErrors,
      changesVerified: value.trim() !== (record?.id_number ?? ''),
    });
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }} data-testid="id-number-form">
      <TextField
        id="documents-id_number"
        name="id_number"
        label={t('consultant.fields.id_number')}
        required
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setErrors({});
        }}
        error={Boolean(errors.id_number)}
        helperText={fieldErrorText(errors.id_number, t) ?? t('consultant.documents.idNumberHelp')}
        sx={{ flex: 1, minWidth: 240 }}
      />
      <SubmitButton sending={sending} label={t('consultant.save')} sendingLabel={t('consultant.saving')} />
      {dialog}
    </Box>
  );
}

const FILES: readonly { kind: DocumentKind; field: 'id_document' | 'criminal_record' | 'contract'; rule: FileRule }[] = [
  { kind: 'id', field: 'id_document', rule: FILE_RULES.document },
  { kind: 'criminal-record', field: 'criminal_record', rule: FILE_RULES.document },
  { kind: 'contract', field: 'contract', rule: FILE_RULES.contract },
];

/** The page. */
export function DocumentsPage() {
  const { t } = useTranslation();
  const read = useConsultantRead<DocumentsRecord>(READS.documents, { revalidateOnFocus: false });
  const writer = useSectionWriter('documents');
  return (
    <ConsultantPage
      title={t('consultant.sections.documents')}
      intro={t('consultant.documents.intro')}
      back={{ to: paths.consultant.editAccount, label: t('consultant.editAccount.title') }}
      testId="documents"
    >
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
          <SectionLoader read={read}>{(record) => <IdNumberForm record={record} />}</SectionLoader>
        </Paper>
        {FILES.map(({ kind, field, rule }) => (
          <Paper key={kind} variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
            <DocumentUpload
              label={t(`consultant.documents.${field}`)}
              rule={rule}
              current={read.data?.data?.[field]}
              beforeUpload={writer.confirm}
              upload={async (file, onProgress) => {
                const answer = await uploadDocument(kind, file, onProgress);
                await writer.written(answer, [READS.documents]);
              }}
              testId={`doc-${kind}`}
            />
          </Paper>
        ))}
      </Box>
      {writer.dialog}
    </ConsultantPage>
  );
}
