/**
 * Expert detail (spec §2 `/our-experts/details/:id`): full public profile (`components/expert-profile`)
 * with the favourite toggle, and the booking panel where the eye is: beside the profile on wide screens
 * (its own column, sticky while the profile scrolls), below it on small screens with a sticky
 * "Réserver / Book" button at the bottom of the screen that brings the panel into view and moves the
 * focus to its heading (the button rests just above the panel, so it never covers it). The free first
 * consultation is said once, by the panel (as it stands for the viewer): the profile shows no badge here.
 * Unknown, unapproved or inactive experts (API 404) show the not-found view. The document's title is
 * the expert's name and the page's title; its description their specializations and bio.
 *
 * @module features/experts/components/expert-detail-page
 */
import { useRef, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { ExpertProfile, expertDisplayName } from '../../../components/expert-profile';
import { FavouriteToggle } from '../../../components/favourite-toggle';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { NotFoundView } from '../../../components/status-page';
import { paths } from '../../../config/paths';
import { usePageHeadOverride } from '../../../lib/page-head';
import { useExpert } from '../api/get-expert';

/** Top offset of the sticky booking column, in px (below the sticky site header). */
const STICKY_TOP = 104;

/** Props of {@link ExpertDetailPage}. */
export interface ExpertDetailPageProps {
  /**
   * Renders the booking column for the consultant with this id and display name. The page is composed
   * by its route (app/routes/expert-detail.tsx): the booking panel belongs to the bookings feature, which
   * this feature does not import.
   */
  bookingPanel: (consultantId: string, consultantName: string) => ReactNode;
  /** Renders what else the expert offers under the profile (their upcoming webinars, from the webinars feature). */
  more?: (consultantId: string) => ReactNode;
}

/** The page. */
export function ExpertDetailPage({ bookingPanel, more }: ExpertDetailPageProps) {
  const { t } = useTranslation();
  const { id } = useParams();
  const { data, error, mutate } = useExpert(id);
  const expert = data?.data && data.data.id === id ? data.data : undefined;
  const panel = useRef<HTMLDivElement>(null);
  // The head says what the server writes for the expert (docs/seo.md): "<name> – <page title>", their
  // specializations and bio.
  const specializations = expert?.specializations.map((item) => item.name).join(', ');
  usePageHeadOverride(expert ? { title: `${expert.display_name} – ${t('titles.expertDetail')}`, description: [specializations, expert.bio_excerpt].filter(Boolean).join(' – ') || undefined } : null);

  if (error?.status === 404) return <NotFoundView />;

  const name = expert ? expertDisplayName(expert, t) : t('experts.detailTitle');

  const showPanel = () => {
    const box = panel.current;
    if (!box) return;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    box.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    box.querySelector<HTMLElement>('#booking-panel-title')?.focus({ preventScroll: true });
  };

  return (
    <>
      <PageHeader title={name} breadcrumbs={[{ label: t('nav.experts'), to: paths.experts }, { label: name }]} />
      <Container maxWidth="xl">
        {error && !expert ? <LoadError error={error} onRetry={() => void mutate()} /> : null}
        {!expert && !error ? <Loading /> : null}
        {expert ? (
          <Box sx={{ display: 'grid', gap: { xs: 3, lg: 4 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 400px' }, alignItems: 'start' }} data-testid="expert-detail-layout">
            <Box sx={{ minWidth: 0 }}>
              <FavouriteToggle consultantId={expert.id} variant="button" sx={{ mb: 3 }} />
              <ExpertProfile
                expert={expert}
                layout="stacked"
                freeFirstBadge={false}
                footer={
                  <Button sx={{ mt: 4 }} startIcon={<ArrowBackIcon />} component={RouterLink} to={paths.experts}>
                    {t('experts.backToList')}
                  </Button>
                }
              />
              {more?.(expert.id)}
              {/* Small screens: stuck to the bottom of the screen while the profile scrolls, it comes to
                  rest at the end of this column, just above the panel (a sticky box stays in its parent). */}
              <Box
                sx={{ display: { xs: 'block', lg: 'none' }, position: 'sticky', bottom: 0, zIndex: 2, mt: 3, py: 1.5, bgcolor: 'background.default', borderTop: 1, borderColor: 'divider' }}
                data-testid="book-bar"
              >
                <Button fullWidth variant="contained" size="large" startIcon={<EventAvailableIcon />} onClick={showPanel} data-testid="book-cta">
                  {t('experts.bookCta')}
                </Button>
              </Box>
            </Box>
            <Box
              ref={panel}
              id="booking-panel-column"
              sx={{
                minWidth: 0,
                scrollMarginTop: `${STICKY_TOP}px`,
                position: { lg: 'sticky' },
                top: { lg: STICKY_TOP },
                maxHeight: { lg: `calc(100vh - ${STICKY_TOP + 16}px)` },
                overflowY: { lg: 'auto' },
              }}
            >
              {bookingPanel(expert.id, name)}
            </Box>
          </Box>
        ) : null}
      </Container>
    </>
  );
}
