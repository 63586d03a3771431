/**
 * The public webinar list (`/webinars`, docs/api-webinars.md "Public"): the upcoming webinars of visible
 * consultants, soonest first, as cards, with filters kept in the address (specialization, language, the
 * days the start falls on, free only) and pages of {@link WEBINARS_PAGE_SIZE}. Rendered on the server
 * for its plain address (`config/routes`), its first page embedded in the HTML.
 *
 * @module features/webinars/components/webinars-page
 */
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CardGrid } from '../../../components/card-grid';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { FIRST_PAGE, WEBINARS_PAGE_SIZE } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { useLanguages, useSlugList } from '../../../lib/reference-lists';
import { useWebinars } from '../api/get-webinars';
import { hasWebinarFilters, parseWebinarFilters, webinarFiltersQuery, type WebinarFilters } from '../model/webinar-filters';
import { WebinarCard } from './webinar-card';

/** Value of a select meaning "any". */
const ANY = '';

/** The page. */
export function WebinarsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const filters = useMemo(() => parseWebinarFilters(params), [params]);
  const { data, error, isLoading, isValidating, mutate } = useWebinars(filters);
  const specializations = useSlugList('specializations').data?.data ?? [];
  const languages = useLanguages().data?.data ?? [];

  /** A new filter is a new address (the first page), without a jump to the top. */
  const apply = (next: Partial<WebinarFilters>, page = FIRST_PAGE) => {
    navigate(paths.webinars(webinarFiltersQuery({ ...filters, ...next, page })), { preventScrollReset: true });
  };
  const clear = () => navigate(paths.webinars(), { preventScrollReset: true });

  const webinars = data?.data ?? [];
  const total = data?.meta.pagination.total ?? 0;
  const active = hasWebinarFilters(filters);

  return (
    <>
      <PageHeader title={t('webinars.title')} subTitle={t('webinars.subtitle')} breadcrumbs={[{ label: t('nav.webinars') }]} />
      <Container maxWidth="xl">
        <Paper variant="outlined" component="section" aria-labelledby="webinar-filters-title" sx={{ p: 2, mb: 3 }}>
          <Typography variant="h6" component="h2" id="webinar-filters-title" sx={{ mb: 1.5 }}>
            {t('webinars.filters.title')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr)) auto' }, alignItems: 'center' }}>
            <TextField
              select
              size="small"
              id="webinar-filter-specialization"
              label={t('webinars.filters.specialization')}
              value={specializations.some((entry) => entry.slug === filters.specialization) ? filters.specialization : ANY}
              onChange={(event) => apply({ specialization: event.target.value })}
            >
              <MenuItem value={ANY}>{t('webinars.filters.any')}</MenuItem>
              {specializations.map((entry) => (
                <MenuItem key={entry.slug} value={entry.slug}>
                  {entry.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              id="webinar-filter-language"
              label={t('webinars.filters.language')}
              value={languages.some((entry) => entry.slug === filters.language) ? filters.language : ANY}
              onChange={(event) => apply({ language: event.target.value })}
            >
              <MenuItem value={ANY}>{t('webinars.filters.any')}</MenuItem>
              {languages.map((entry) => (
                <MenuItem key={entry.slug} value={entry.slug}>
                  {entry.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              type="date"
              id="webinar-filter-from"
              label={t('webinars.filters.from')}
              value={filters.from}
              onChange={(event) => apply({ from: event.target.value })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.to || undefined } }}
            />
            <TextField
              size="small"
              type="date"
              id="webinar-filter-to"
              label={t('webinars.filters.to')}
              value={filters.to}
              onChange={(event) => apply({ to: event.target.value })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from || undefined } }}
            />
            <FormControlLabel
              sx={{ mr: 0 }}
              control={<Switch checked={filters.free} onChange={(event) => apply({ free: event.target.checked })} slotProps={{ input: { role: 'switch' } }} data-testid="webinar-filter-free" />}
              label={t('webinars.filters.free')}
            />
          </Box>
          {active ? (
            <Button sx={{ mt: 1.5 }} variant="text" onClick={clear} data-testid="webinar-filters-clear">
              {t('webinars.filters.clear')}
            </Button>
          ) : null}
        </Paper>

        <Box component="section" aria-label={t('webinars.results')} aria-busy={isValidating}>
          <Box sx={{ minHeight: 24, mb: 1 }}>
            {data ? (
              <Typography data-testid="webinar-total" data-total={total} sx={{ fontWeight: 700 }} aria-live="polite">
                {t('webinars.total', { count: total })}
              </Typography>
            ) : null}
          </Box>
          <Box sx={{ height: 4, mb: 1 }}>{isValidating && data ? <LinearProgress color="secondary" /> : null}</Box>
          {error && !data ? <LoadError error={error} onRetry={() => void mutate()} /> : null}
          {isLoading && !data ? <Loading /> : null}
          {data && webinars.length === 0 ? (
            <EmptyState
              data-testid="webinar-list-empty"
              title={t('webinars.empty.title')}
              description={active ? t('webinars.empty.filtered') : t('webinars.empty.text')}
              action={
                active ? (
                  <Button variant="outlined" onClick={clear}>
                    {t('webinars.filters.clear')}
                  </Button>
                ) : undefined
              }
            />
          ) : null}
          {webinars.length > 0 ? (
            <Box data-testid="webinar-list">
              <CardGrid minWidth={280}>
                {webinars.map((webinar) => (
                  <WebinarCard key={webinar.id} webinar={webinar} headingLevel="h2" />
                ))}
              </CardGrid>
            </Box>
          ) : null}
          <ListPagination page={filters.page} pageCount={data?.meta.pagination.pageCount ?? Math.ceil(total / WEBINARS_PAGE_SIZE)} onChange={(page) => apply({}, page)} />
        </Box>
      </Container>
    </>
  );
}
