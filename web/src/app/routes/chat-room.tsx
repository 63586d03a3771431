/**
 * Route module of `/chat-room/:roomid` (spec §2), the room link for either party (lazy-loaded; see
 * app/router.tsx): a signed-in client goes on to `/client/room/:roomid`, a signed-in consultant to
 * `/consultant/room/:roomid`, someone signed in as both chooses, and a visitor goes to the client
 * sign-in with this path kept (the client guard), coming back here once signed in. Whoever is not a
 * party of the room then sees the not-found page (the room's API answers 404).
 */
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { RequireSession } from '../../features/account/components/require-session';
import { NotFoundView } from '../../components/status-page';
import { paths } from '../../config/paths';
import { useLoggedIn } from '../../lib/session';

/** The redirect (or the choice). */
export function Component() {
  const { t } = useTranslation();
  const { roomid } = useParams();
  const client = useLoggedIn('client');
  const consultant = useLoggedIn('consultant');
  if (!roomid) return <NotFoundView />;
  if (client && consultant) {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }} data-testid="chat-room-choice">
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, mb: 2 }}>
          {t('room.chooseRole.title')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('room.chooseRole.text')}</Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" component={RouterLink} to={paths.room('client', roomid)} replace>
            {t('room.chooseRole.asClient')}
          </Button>
          <Button variant="outlined" component={RouterLink} to={paths.room('consultant', roomid)} replace>
            {t('room.chooseRole.asConsultant')}
          </Button>
        </Box>
      </Container>
    );
  }
  if (consultant) return <Navigate to={paths.room('consultant', roomid)} replace />;
  return (
    <RequireSession role="client">
      <Navigate to={paths.room('client', roomid)} replace />
    </RequireSession>
  );
}
