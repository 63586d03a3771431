/**
 * Presentational view of a CMS page (`GET pages/:slug`): page header from the content (or a translated
 * fallback title), then its sections; loading and error states included.
 *
 * @module components/cms-page-view
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Container from '@mui/material/Container';
import type { ApiError } from '../lib/api-client';
import { ContentSections, type PageContent } from './content-sections';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';
import { Loading } from './loading';
import { PageHeader } from './page-header';

/** Props of {@link CmsPageView}. */
export interface CmsPageViewProps {
  content: PageContent | undefined;
  error: ApiError | undefined;
  /** Title while loading or when the CMS has no such page. */
  fallbackTitle: string;
  onRetry?: () => void;
  /** Replaces the default sections rendering (e.g. the SDG cards). */
  children?: (content: PageContent) => ReactNode;
}

/** The view. */
export function CmsPageView({ content, error, fallbackTitle, onRetry, children }: CmsPageViewProps) {
  const { t } = useTranslation();
  const title = content?.title || fallbackTitle;
  const missing = error?.status === 404;
  return (
    <>
      <PageHeader title={title} subTitle={content?.subtitle} breadcrumbs={[{ label: title }]} />
      <Container maxWidth="lg">
        {!content && !error ? <Loading /> : null}
        {error && !content && !missing ? <LoadError error={error} onRetry={onRetry} /> : null}
        {missing && !content ? <EmptyState title={t('common.contentUnavailable')} /> : null}
        {content ? children ? children(content) : <ContentSections sections={content.sections} /> : null}
      </Container>
    </>
  );
}
