/**
 * `/privacy-policy` (spec §2).
 *
 * @module features/legal/components/privacy-page
 */
import { useTranslation } from 'react-i18next';
import { LegalDocumentView } from './legal-document-view';

/** The page. */
export function PrivacyPage() {
  const { t } = useTranslation();
  return <LegalDocumentView path="privacy-policy" fallbackTitle={t('nav.privacy')} />;
}
