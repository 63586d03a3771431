/**
 * The `/about-us` page (spec §2): CMS page content rendered as sections.
 *
 * @module features/about/components/about-page
 */
import { useTranslation } from 'react-i18next';
import { CmsPageView } from '../../../components/cms-page-view';
import { useAboutPage } from '../api/get-about-page';

/** The page. */
export function AboutPage() {
  const { t } = useTranslation();
  const { data, error, mutate } = useAboutPage();
  return <CmsPageView content={data?.data} error={error} fallbackTitle={t('nav.aboutUs')} onRetry={() => void mutate()} />;
}
