/**
 * The upcoming webinars of an expert, on the expert's page: a section of cards (without the host, who is
 * the page's expert), shown only when there is one.
 *
 * @module features/webinars/components/expert-webinars
 */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CardGrid } from '../../../components/card-grid';
import { useExpertWebinars } from '../api/get-expert-webinars';
import { WebinarCard } from './webinar-card';

/** The section, or nothing while loading and when the expert has no upcoming webinar. */
export function ExpertWebinars({ consultantId }: { consultantId: string }) {
  const { t } = useTranslation();
  const { webinars } = useExpertWebinars(consultantId);
  if (!webinars?.length) return null;
  return (
    <Box component="section" aria-labelledby="expert-webinars-title" sx={{ mt: 4 }} data-testid="expert-webinars">
      <Typography variant="h5" component="h2" id="expert-webinars-title" sx={{ mb: 2 }}>
        {t('webinars.upcomingOfExpert')}
      </Typography>
      <CardGrid minWidth={260}>
        {webinars.map((webinar) => (
          <WebinarCard key={webinar.id} webinar={webinar} showHost={false} />
        ))}
      </CardGrid>
    </Box>
  );
}
