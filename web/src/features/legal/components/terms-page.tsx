/**
 * `/terms-conditions` (spec §2).
 *
 * @module features/legal/components/terms-page
 */
import { useTranslation } from 'react-i18next';
import { LegalDocumentView } from './legal-document-view';

/** The page. */
export function TermsPage() {
  const { t } = useTranslation();
  return <LegalDocumentView path="terms-condition" fallbackTitle={t('nav.terms')} />;
}
