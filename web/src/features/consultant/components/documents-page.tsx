/**
 * `/consultant/edit-account/document` (spec §3 "ID number and ID attachment, clean criminal record,
 * signed contract PDF"; docs/api-consultant.md `GET`/`PUT documents`, `POST documents/<kind>`): the ID
 * number, then each private file sent as soon as it is chosen — ID document and criminal record (PDF,
 * JPG or PNG), signed contract (PDF) — with its real upload progress and a download link of the current
 * one. A sensitive section: an approved consultant is warned before each change.
 *
 * @module features/consultant/components/documents-page
 */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { DocumentsRequest } from '@contracts/consultant-profile';
import { FormTextField } from '../../../components/form-text-field';
import { SectionLoader } from '../../../components/section-loader';
import { SubmitButton } from '../../../components/submit-button';
import { paths } from '../../../config/paths';
import { FILE_RULES, type FileRule } from '../../../lib/files';
import { applyServerErrors, useContractForm } from '../../../lib/forms';
import { READS, useConsultantRead } from '../api/get-consultant-record';
import { putSection } from '../api/update-section';
import { uploadDocument } from '../api/upload-document';
import type { DocumentKind, DocumentsRecord } from '../model/types';
import { ConsultantPage } from './consultant-page';
import { DocumentUpload } from './document-upload';
import { useSectionSave, useSectionWriter } from './use-section-writer';

function IdNumberForm({ record }: { record: DocumentsRecord | null }) {
  const { t } = useTranslation();
  const form = useContractForm(DocumentsRequest, { defaultValues: { id_number: record?.id_number ?? '' } });
  const { save, dialog } = useSectionSave('documents');
  const submit = form.handleSubmit(async (documents) => {
    await save({
      send: () => putSection('documents', documents),
      reads: [READS.documents],
      changesVerified: documents.id_number !== (record?.id_number ?? ''),
      onError: (error) => applyServerErrors(form, error, ['id_number']),
    });
  });
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }} data-testid="id-number-form">
      <FormTextField
        control={form.control}
        name="id_number"
        id="documents-id_number"
        label={t('consultant.fields.id_number')}
        required
        hint={t('consultant.documents.idNumberHelp')}
        sx={{ flex: 1, minWidth: 240 }}
      />
      <SubmitButton sending={form.formState.isSubmitting} label={t('consultant.save')} sendingLabel={t('consultant.saving')} />
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
