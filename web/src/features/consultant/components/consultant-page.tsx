/**
 * The frame of a consultant page: the shared {@link AreaPage} (moved to `components/area-page` for the
 * client area too); this name is kept for the consultant pages.
 *
 * @module features/consultant/components/consultant-page
 */
export { AreaPage as ConsultantPage, type AreaPageProps as ConsultantPageProps } from '../../../components/area-page';
