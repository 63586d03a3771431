/**
 * The home page's "Upcoming webinars" (spec §1 "webinars"; docs/api-webinars.md "Public"): the next
 * three webinars as cards, times in the visitor's zone, and a link to the whole list. Shown only when
 * there is an upcoming webinar: nothing while loading, on an error or with none (the section is below
 * the fold, and the rest of the page never waits for it). The server renders it with the home page
 * (its read is one of the page's first-render reads, `config/routes`).
 *
 * @module features/webinars/components/home-webinars
 */
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CardGrid } from '../../../components/card-grid';
import { paths } from '../../../config/paths';
import { useNextWebinars } from '../api/get-next-webinars';
import { WebinarCard } from './webinar-card';

/** The section, or nothing when no webinar is coming (or before the list is known). */
export function HomeWebinars() {
  const { t } = useTranslation();
  const webinars = useNextWebinars().data?.data ?? [];
  if (webinars.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="home-webinars-title" sx={{ mt: { xs: 6, md: 8 } }} data-testid="home-webinars">
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        <Typography variant="h2" id="home-webinars-title">
          {t('home.upcomingWebinars')}
        </Typography>
        <Button component={RouterLink} to={paths.webinars()}>
          {t('home.seeAllWebinars')}
        </Button>
      </Box>
      <CardGrid minWidth={280}>
        {webinars.map((webinar) => (
          <WebinarCard key={webinar.id} webinar={webinar} />
        ))}
      </CardGrid>
    </Box>
  );
}
