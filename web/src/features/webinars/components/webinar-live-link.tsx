/**
 * "Join the live session" of a webinar, for its host and its registered clients (docs/webinar-room.md).
 * Apart from the card, so that the public cards (home page, lists) do not carry the areas' code.
 *
 * @module features/webinars/components/webinar-live-link
 */
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import VideocamIcon from '@mui/icons-material/Videocam';
import { paths } from '../../../config/paths';
import { clock } from '../../../lib/clock';

/**
 * "Join the live session": the session's page for the host (`consultant`) or a registered client, shown
 * while the webinar is published and has not ended (the page itself says when it opens).
 */
export function WebinarLiveLink({ webinar, role }: { webinar: { id: string; status: string; end: string | null }; role: 'client' | 'consultant' }) {
  const { t } = useTranslation();
  if (webinar.status !== 'published' || !webinar.end || new Date(webinar.end).getTime() <= clock.ms()) return null;
  return (
    <Button
      component={RouterLink}
      to={paths.webinarLive(role, webinar.id)}
      size="small"
      variant="outlined"
      startIcon={<VideocamIcon />}
      sx={{ alignSelf: 'flex-start' }}
      data-testid="webinar-live-link"
    >
      {t('webinars.joinLive')}
    </Button>
  );
}
