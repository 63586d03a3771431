/**
 * The `/alternative-medicine` page (spec §2): CMS page content rendered as sections.
 *
 * @module features/alternative-medicine/components/alternative-medicine-page
 */
import { useTranslation } from 'react-i18next';
import { CmsPageView } from '../../../components/cms-page-view';
import { useAlternativeMedicinePage } from '../api/get-alternative-medicine-page';

/** The page. */
export function AlternativeMedicinePage() {
  const { t } = useTranslation();
  const { data, error, mutate } = useAlternativeMedicinePage();
  return <CmsPageView content={data?.data} error={error} fallbackTitle={t('nav.alternativeMedicine')} onRetry={() => void mutate()} />;
}
