/**
 * A legal document page: title, version and effective date, Markdown body.
 *
 * @module features/legal/components/legal-document-view
 */
import { useTranslation } from 'react-i18next';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { Markdown } from '../../../components/markdown';
import { PageHeader } from '../../../components/page-header';
import { formatCalendarDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useLegalDocument, type LegalDocumentPath } from '../api/get-legal-document';

/** Props of {@link LegalDocumentView}. */
export interface LegalDocumentViewProps {
  path: LegalDocumentPath;
  /** Translated title used until the document loads. */
  fallbackTitle: string;
}

/** The view. */
export function LegalDocumentView({ path, fallbackTitle }: LegalDocumentViewProps) {
  const { t, i18n } = useTranslation();
  const { data, error, mutate } = useLegalDocument(path);
  const doc = data?.data;
  const title = doc?.title || fallbackTitle;
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: fallbackTitle }]}
        subTitle={doc ? t('legal.versionLine', { version: doc.version, date: formatCalendarDate(doc.effective_date, currentLanguage(i18n)) }) : undefined}
      />
      <Container maxWidth="md">
        {!doc && !error ? <Loading /> : null}
        {error?.status === 404 && !doc ? <EmptyState title={t('legal.unavailable')} /> : null}
        {error && error.status !== 404 && !doc ? <LoadError error={error} onRetry={() => void mutate()} /> : null}
        {doc ? (
          <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }} data-testid="legal-document">
            <Markdown>{doc.body}</Markdown>
          </Paper>
        ) : null}
      </Container>
    </>
  );
}
