/**
 * Expert detail (spec §2 `/our-experts/details/:id`): full public profile (`components/expert-profile`)
 * with the favourite toggle.
 * Unknown, unapproved or inactive experts (API 404) show the not-found view.
 *
 * @module features/experts/components/expert-detail-page
 */
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ExpertProfile, expertDisplayName } from '../../../components/expert-profile';
import { FavouriteToggle } from '../../../components/favourite-toggle';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { NotFoundView } from '../../../components/status-page';
import { paths } from '../../../config/paths';
import { BookingPanel } from '../../bookings/components/booking-panel';
import { useExpert } from '../api/use-experts';

/** The page. */
export function ExpertDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { data, error, mutate } = useExpert(id);
  const expert = data?.data && data.data.id === id ? data.data : undefined;

  if (error?.status === 404) return <NotFoundView />;

  const name = expert ? expertDisplayName(expert, t) : t('experts.detailTitle');

  return (
    <>
      <PageHeader title={name} breadcrumbs={[{ label: t('nav.experts'), to: paths.experts }, { label: name }]} />
      <Container maxWidth="lg">
        {error && !expert ? <LoadError error={error} onRetry={() => void mutate()} /> : null}
        {!expert && !error ? <Loading /> : null}
        {expert ? <FavouriteToggle consultantId={expert.id} variant="button" sx={{ mb: 3 }} /> : null}
        {expert ? (
          <ExpertProfile
            expert={expert}
            footer={
              <Button sx={{ mt: 4 }} startIcon={<ArrowBackIcon />} component={RouterLink} to={paths.experts}>
                {t('experts.backToList')}
              </Button>
            }
          />
        ) : null}
        {expert ? <BookingPanel consultantId={expert.id} /> : null}
      </Container>
    </>
  );
}
