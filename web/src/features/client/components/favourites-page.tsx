/**
 * `/client/favorite` (spec §2 client `favorite`; docs/api-bookings.md `GET favourites`,
 * `DELETE favourites/:consultantId`): the client's favourite consultants as expert cards, each with its
 * heart (which removes it, "Retirer des favoris" / "Remove from favourites"); an empty list invites to
 * find an expert. Above them, the switch that asks for the daily e-mail of the slots the favourite experts
 * free up in the next 48 hours (favourite-alerts-toggle).
 *
 * @module features/client/components/favourites-page
 */
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { AreaPage } from '../../../components/area-page';
import { CardGrid } from '../../../components/card-grid';
import { EmptyState } from '../../../components/empty-state';
import { ExpertCard } from '../../../components/expert-card';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { paths } from '../../../config/paths';
import { useFavourites } from '../../../lib/favourites';
import { FavouriteAlertsToggle } from './favourite-alerts-toggle';

/** The page. */
export function FavouritesPage() {
  const { t } = useTranslation();
  const read = useFavourites();
  const cards = read.data?.data;
  return (
    <AreaPage title={t('client.favourites.title')} intro={t('client.favourites.intro')} testId="favourites" maxWidth={1200}>
      <FavouriteAlertsToggle />
      {!cards && read.error ? <LoadError error={read.error} onRetry={() => void read.mutate()} /> : null}
      {!cards && !read.error ? <Loading minHeight={200} /> : null}
      {cards && cards.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState
            icon={<FavoriteBorderIcon fontSize="inherit" />}
            title={t('client.favourites.empty')}
            description={t('client.favourites.emptyText')}
            action={
              <Button component={RouterLink} to={paths.experts} variant="contained">
                {t('client.findExpert')}
              </Button>
            }
            data-testid="favourites-empty"
          />
        </Paper>
      ) : null}
      {cards && cards.length > 0 ? (
        <CardGrid>
          {cards.map((expert) => (
            <ExpertCard key={expert.id} expert={expert} />
          ))}
        </CardGrid>
      ) : null}
    </AreaPage>
  );
}
