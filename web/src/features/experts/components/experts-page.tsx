/**
 * Expert search (spec §2 `/our-experts/:search?`, §3 "Search filters"): filters live in the URL query
 * string; reference-list multi-selects, free-text search, the "available this week" filter, the order
 * (name, next availability, fee, experience), paginated result cards with each expert's next free time
 * slot, empty state.
 *
 * Phone first: the search box, the order and the results come first on every screen; the filters sit
 * in a side panel on wide screens (≥ 992 px) and, below, in a drawer opened by a "Filters (n)" button
 * whose own button shows the number of results as they change ("Show 12 experts"). Applying a filter
 * keeps the page where it is (no jump to the top): the reader stays at the results, which stay readable
 * (not faded) while the new ones load, under a progress bar.
 *
 * @module features/experts/components/experts-page
 */
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import ClearIcon from '@mui/icons-material/Clear';
import CloseIcon from '@mui/icons-material/Close';
import TuneIcon from '@mui/icons-material/Tune';
import { CardGrid } from '../../../components/card-grid';
import { EmptyState } from '../../../components/empty-state';
import { ExpertCard } from '../../../components/expert-card';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import {
  EXPERT_SORTS,
  MULTI_FILTER_KEYS,
  activeFilterCount,
  emptyFilters,
  hasActiveFilters,
  parseExpertFilters,
  toQueryString,
  withAvailability,
  withFilter,
  withSearch,
  withSort,
  type ExpertFilters,
  type ExpertSort,
} from '../model/expert-filters';
import { useExperts } from '../api/get-experts';
import { FilterSelect } from './filter-select';

/** Value of the order control for the default order (by name: no `sort` in the URL). */
const NAME_ORDER = 'name';

/** Debounce of the free-text search, in ms. */
const SEARCH_DEBOUNCE_MS = 400;

/** The page. */
export function ExpertsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { search: pathSearch } = useParams();
  const filters = useMemo(() => parseExpertFilters(params, pathSearch), [params, pathSearch]);
  const { data, error, isLoading, isValidating, mutate } = useExperts(filters);
  const [searchText, setSearchText] = useState(filters.search);

  const [drawerOpen, setDrawerOpen] = useState(false);
  const results = useRef<HTMLElement>(null);

  // A new search is a new URL, but not a new page: the reader stays where the results are.
  const apply = (next: ExpertFilters) => {
    const qs = toQueryString(next);
    navigate({ pathname: paths.experts, search: qs ? `?${qs}` : '' }, { preventScrollReset: true });
  };

  /** Closes the drawer and brings the top of the results back into view when it was scrolled past. */
  const closeDrawer = () => {
    setDrawerOpen(false);
    const top = results.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) results.current?.scrollIntoView({ block: 'start' });
  };

  // Keep the text box in step with the URL (back/forward, clear filters).
  useEffect(() => setSearchText(filters.search), [filters.search]);

  // Debounced live search.
  useEffect(() => {
    if (searchText.trim() === filters.search.trim()) return undefined;
    const timer = window.setTimeout(() => apply(withSearch(filters, searchText.trim())), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchText]);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    if (searchText.trim() !== filters.search) apply(withSearch(filters, searchText.trim()));
  };

  const total = data?.meta.pagination.total ?? 0;
  // Past a round number the search stops counting: "more than 100 experts" (docs/api.md "Expert search").
  const totalIsExact = data?.meta.pagination.totalIsExact !== false;
  const pageCount = data?.meta.pagination.pageCount ?? 0;
  const experts = data?.data ?? [];
  const active = hasActiveFilters(filters);
  const filterCount = activeFilterCount(filters);
  const totalText = totalIsExact ? t('experts.total', { count: total }) : t('experts.totalMoreThan', { count: total });

  const panel: ReactNode = (
    <>
      <Box sx={{ mb: 2 }}>
        <FormControlLabel
          sx={{ mr: 0 }}
          control={
            <Switch
              checked={filters.available === 'week'}
              onChange={(event) => apply(withAvailability(filters, event.target.checked ? 'week' : ''))}
              slotProps={{ input: { role: 'switch', 'aria-describedby': 'filter-available-help' } }}
              data-testid="filter-available"
            />
          }
          label={t('experts.filters.available')}
        />
        <FormHelperText id="filter-available-help" sx={{ mt: 0 }}>
          {t('experts.filters.availableHelp')}
        </FormHelperText>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {MULTI_FILTER_KEYS.map((key) => (
          <FilterSelect key={key} filterKey={key} value={filters[key]} onChange={(slugs) => apply(withFilter(filters, key, slugs))} />
        ))}
      </Box>
      {active ? (
        <Button sx={{ mt: 2 }} fullWidth variant="text" onClick={() => apply(emptyFilters())} data-testid="clear-filters">
          {t('experts.filters.clear')}
        </Button>
      ) : null}
    </>
  );

  return (
    <>
      <PageHeader title={t('experts.title')} subTitle={t('experts.subtitle')} breadcrumbs={[{ label: t('nav.experts') }]} />
      <Container maxWidth="xl">
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '300px 1fr' }, alignItems: 'start' }}>
          {/* Wide screens: the panel beside the results. Below, the same panel opens in the drawer (one at a time). */}
          {drawerOpen ? null : (
            <Paper variant="outlined" component="aside" aria-labelledby="expert-filters-side-title" sx={{ p: 2.5, display: { xs: 'none', lg: 'block' }, position: 'sticky', top: 104 }}>
              <Typography variant="h5" component="h2" id="expert-filters-side-title" sx={{ mb: 2 }}>
                {t('experts.filters.title')}
              </Typography>
              {panel}
            </Paper>
          )}

          <Box component="section" ref={results} aria-label={t('experts.results')} aria-busy={isValidating} sx={{ gridColumn: { lg: 2 }, scrollMarginTop: 88 }}>
            <Box component="form" role="search" onSubmit={submitSearch} sx={{ mb: 2 }}>
              <TextField
                fullWidth
                size="small"
                type="search"
                label={t('experts.filters.search')}
                value={searchText}
                onChange={(event) => setSearchText(event.target.value)}
                slotProps={{
                  htmlInput: { 'data-testid': 'expert-search-input' },
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">
                        {searchText ? (
                          <IconButton size="small" aria-label={t('experts.filters.clearSearch')} onClick={() => setSearchText('')}>
                            <ClearIcon fontSize="small" />
                          </IconButton>
                        ) : (
                          <IconButton size="small" type="submit" aria-label={t('experts.filters.search')}>
                            <SearchIcon fontSize="small" />
                          </IconButton>
                        )}
                      </InputAdornment>
                    ),
                  },
                }}
              />
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
              <Button
                variant="outlined"
                startIcon={<TuneIcon />}
                onClick={() => setDrawerOpen(true)}
                aria-haspopup="dialog"
                aria-expanded={drawerOpen}
                sx={{ display: { xs: 'inline-flex', lg: 'none' }, flexShrink: 0, minHeight: 40 }}
                data-testid="open-filters"
              >
                {filterCount > 0 ? t('experts.filters.openWithCount', { count: filterCount }) : t('experts.filters.open')}
              </Button>
              <TextField
                select
                size="small"
                id="expert-sort"
                label={t('experts.sort.label')}
                value={filters.sort || NAME_ORDER}
                onChange={(event) => apply(withSort(filters, event.target.value === NAME_ORDER ? '' : (event.target.value as ExpertSort)))}
                sx={{ flex: { xs: 1, lg: '0 0 260px' }, ml: { lg: 'auto' }, minWidth: 0 }}
              >
                <MenuItem value={NAME_ORDER} data-sort="">
                  {t('experts.sort.name')}
                </MenuItem>
                {EXPERT_SORTS.map((sort) => (
                  <MenuItem key={sort} value={sort} data-sort={sort}>
                    {t(`experts.sort.${sort}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
            <Box sx={{ minHeight: 24, mb: 1 }}>
              {data ? (
                <Typography data-testid="expert-total" data-total={total} sx={{ fontWeight: 700 }} aria-live="polite">
                  {totalText}
                </Typography>
              ) : null}
            </Box>
            <Box sx={{ height: 4, mb: 1 }}>{isValidating && data ? <LinearProgress color="secondary" /> : null}</Box>
            {error && !data ? <LoadError error={error} onRetry={() => void mutate()} /> : null}
            {isLoading && !data ? <Loading /> : null}
            {data && experts.length === 0 ? (
              <EmptyState
                data-testid="expert-list-empty"
                title={t('experts.empty.title')}
                description={t('experts.empty.text')}
                action={
                  <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
                    {active ? (
                      <Button variant="outlined" onClick={() => apply(emptyFilters())}>
                        {t('experts.filters.clear')}
                      </Button>
                    ) : null}
                    {/* The waiting list (docs/api-engagement.md): told once when an expert of this specialization is available. */}
                    <Button component={RouterLink} to={paths.waitingList({ role: 'client', specialization: filters.specialization[0] })} variant="contained" data-testid="join-waiting-list">
                      {t('waitingList.join')}
                    </Button>
                  </Box>
                }
              />
            ) : null}
            {experts.length > 0 ? (
              // The previous results stay readable while the next ones load (faded, they failed the text
              // contrast): the progress bar above and `aria-busy` say that they are being replaced.
              <Box data-testid="expert-list">
                <CardGrid minWidth={280}>
                  {experts.map((expert) => (
                    <ExpertCard key={expert.id} expert={expert} />
                  ))}
                </CardGrid>
              </Box>
            ) : null}
            <ListPagination page={filters.page} pageCount={pageCount} onChange={(page) => apply({ ...filters, page })} />
          </Box>
        </Box>
      </Container>
      <Drawer
        anchor="bottom"
        open={drawerOpen}
        onClose={closeDrawer}
        slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': 'expert-filters-drawer-title', sx: { maxHeight: '88dvh', borderTopLeftRadius: 16, borderTopRightRadius: 16 } } }}
        data-testid="filters-drawer"
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2.5, pt: 2, pb: 1 }}>
          <Typography variant="h5" component="h2" id="expert-filters-drawer-title">
            {t('experts.filters.title')}
          </Typography>
          <IconButton onClick={closeDrawer} aria-label={t('experts.filters.close')}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ px: 2.5, pb: 2, overflowY: 'auto' }}>{panel}</Box>
        <Box sx={{ px: 2.5, py: 1.5, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
          <Button variant="contained" fullWidth size="large" onClick={closeDrawer} data-testid="show-results" data-total={total} disabled={!data}>
            {data ? (totalIsExact ? t('experts.filters.showResults', { count: total }) : t('experts.filters.showResultsMoreThan', { count: total })) : t('common.loading')}
          </Button>
        </Box>
      </Drawer>
    </>
  );
}
