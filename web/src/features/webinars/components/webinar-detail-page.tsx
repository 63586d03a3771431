/**
 * A webinar's page (`/webinars/:slug`, docs/api-webinars.md "Public"): title, host (link to the expert's
 * page), local date and time in the viewer's zone, duration, fee or "free", seats left, specialization and
 * language, the description, and the registration box. A draft, trashed or unknown webinar shows the
 * not-found page. Rendered on the server, whose head carries the webinar's title and description and an
 * `Event` JSON-LD (cms `lib/seo/page-head`); after client-side navigation the document head says the same.
 *
 * @module features/webinars/components/webinar-detail-page
 */
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { NotFoundView } from '../../../components/status-page';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../lib/i18n';
import { usePageHeadOverride } from '../../../lib/page-head';
import { useWebinar } from '../api/get-webinar';
import { SeatsLeft, WebinarCover, WebinarWhen, webinarFee } from './webinar-card';
import { WebinarRegistrationBox } from './webinar-registration';

/** Length of the description in the head (as the server's `plainSummary`), in characters. */
const HEAD_DESCRIPTION_LENGTH = 300;

/** The page. */
export function WebinarDetailPage() {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  const { slug } = useParams();
  const { data, error, mutate } = useWebinar(slug);
  const webinar = data?.data && data.data.slug === slug ? data.data : undefined;
  usePageHeadOverride(webinar ? { title: webinar.title, description: webinar.description.replace(/\s+/g, ' ').trim().slice(0, HEAD_DESCRIPTION_LENGTH) || undefined } : null);

  if (error?.status === 404) return <NotFoundView />;

  const title = webinar?.title ?? t('webinars.detailTitle');
  return (
    <>
      <PageHeader title={title} breadcrumbs={[{ label: t('nav.webinars'), to: paths.webinars() }, { label: title }]} />
      <Container maxWidth="lg">
        {error && !webinar ? <LoadError error={error} onRetry={() => void mutate()} /> : null}
        {!webinar && !error ? <Loading /> : null}
        {webinar ? (
          <Box sx={{ display: 'grid', gap: { xs: 3, lg: 4 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' }, alignItems: 'start' }} data-testid="webinar-detail">
            <Box component="article" sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
              <WebinarCover webinar={webinar} eager />
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <Avatar src={webinar.consultant.photo?.url} alt="" sx={{ width: 48, height: 48 }}>
                  {webinar.consultant.display_name.slice(0, 1)}
                </Avatar>
                <Typography>
                  {t('webinars.hostedByPrefix')}{' '}
                  <Link component={RouterLink} to={paths.expertDetails(webinar.consultant.id)} data-testid="webinar-host-link">
                    {webinar.consultant.display_name}
                  </Link>
                </Typography>
              </Box>
              <WebinarWhen webinar={webinar} />
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <Typography variant="body1" sx={{ fontWeight: 700 }} data-testid="webinar-fee">
                  {webinarFee(webinar, locale, t('webinars.free'))}
                </Typography>
                <SeatsLeft webinar={webinar} />
                {webinar.specialization ? <Chip size="small" label={webinar.specialization.name} /> : null}
                {webinar.language ? <Chip size="small" label={t('webinars.inLanguage', { language: webinar.language.name })} /> : null}
              </Box>
              <Typography component="div" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="webinar-description">
                {webinar.description}
              </Typography>
              <Box>
                <Button startIcon={<ArrowBackIcon />} component={RouterLink} to={paths.webinars()}>
                  {t('webinars.back')}
                </Button>
              </Box>
            </Box>
            <WebinarRegistrationBox webinar={webinar} onChanged={() => void mutate()} />
          </Box>
        ) : null}
      </Container>
    </>
  );
}
