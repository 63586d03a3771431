/**
 * MUI Pagination with translated labels; hidden when there is a single page. Pages are 1-based.
 *
 * @module components/list-pagination
 */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';

/** Props of {@link ListPagination}. */
export interface ListPaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

/** Centered pagination. */
export function ListPagination({ page, pageCount, onChange }: ListPaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <Box component="nav" aria-label={t('pagination.label')} sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
      <Pagination
        count={pageCount}
        page={Math.min(Math.max(page, 1), pageCount)}
        color="primary"
        onChange={(_, next) => {
          onChange(next);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
        getItemAriaLabel={(type, itemPage, selected) => (type === 'page' ? t(selected ? 'pagination.currentPage' : 'pagination.page', { page: itemPage }) : t(`pagination.${type}`))}
        data-testid="pagination"
      />
    </Box>
  );
}
