/**
 * The live session page of a webinar, for its host (`/consultant/webinars/:id/live`) and its registered
 * clients (`/client/webinars/:id/live`) (DESIGN §4 "Group sessions (webinars)"; docs/webinar-room.md
 * "Web"): the host's camera and shared screen, the person given the floor, the chat; attendees raise
 * their hand, the host sees the raised hands in order and gives or takes back the floor.
 *
 * States: connecting; refused (not the host nor registered → not found; too early → when it opens, in
 * the viewer's zone; closed); opened elsewhere; closed at the end of its window; reconnecting.
 *
 * @module features/webinar-room/components/webinar-room-page
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Loading } from '../../../components/loading';
import { NotFoundView } from '../../../components/status-page';
import { formatDateAndTime, timeZoneName } from '../../../lib/format';
import { useViewerTimeZone } from '../../../lib/viewer-time-zone';
import { useWebinarRoom } from '../hooks/use-webinar-room';

/** Props of {@link WebinarRoomPage}. */
export interface WebinarRoomPageProps {
  role: 'client' | 'consultant';
}

/** A video (or audio only) element playing `stream`. */
function Media({ stream, label, audio = false, muted = false }: { stream: MediaStream | null | undefined; label: string; audio?: boolean; muted?: boolean }) {
  const ref = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== (stream ?? null)) ref.current.srcObject = stream ?? null;
  }, [stream]);
  // Live sound has no captions to offer: the chat is the written channel of the session.
  if (audio) return <Box component="audio" ref={ref} autoPlay aria-label={label} />;
  return <Box component="video" ref={ref} autoPlay playsInline muted={muted} aria-label={label} sx={{ width: '100%', maxWidth: 640, aspectRatio: '16 / 9', bgcolor: 'grey.900', borderRadius: 1 }} />;
}

/** The page. */
export function WebinarRoomPage({ role }: WebinarRoomPageProps) {
  const { id } = useParams();
  const { t, i18n } = useTranslation();
  const viewer = useViewerTimeZone(role);
  const timeZone = viewer.timeZone ?? viewer.deviceZone;
  const live = useWebinarRoom(role, id);
  const [draft, setDraft] = useState('');
  const [chatError, setChatError] = useState<string | null>(null);

  if (live.status === 'refused' && live.refusal?.code === 'not_found') return <NotFoundView />;
  if (live.status === 'refused') {
    const { refusal } = live;
    const text =
      refusal?.code === 'too_early' && refusal.opens_at
        ? t('webinarRoom.tooEarly', { date: `${formatDateAndTime(refusal.opens_at, timeZone, i18n.language)} (${timeZoneName(timeZone, i18n.language, refusal.opens_at)})` })
        : refusal?.code === 'closed'
          ? t('webinarRoom.closed')
          : t('webinarRoom.refused', { message: refusal?.message ?? '' });
    return (
      <Alert severity="info" sx={{ m: 2 }}>
        {text}
      </Alert>
    );
  }
  if (live.status === 'closed')
    return (
      <Alert severity="info" sx={{ m: 2 }}>
        {t('webinarRoom.closed')}
      </Alert>
    );
  if (live.status === 'replaced')
    return (
      <Alert severity="warning" sx={{ m: 2 }}>
        {t('webinarRoom.replaced')}
      </Alert>
    );
  if (!live.hello) return <Loading />;

  const host = live.hello.role === 'host';
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    const problem = await live.sendMessage(text);
    setChatError(problem);
    if (!problem) setDraft('');
  };

  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
      <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Typography variant="h1" sx={{ fontSize: '1.6rem' }}>
          {live.hello.title}
        </Typography>
        {live.status === 'reconnecting' && <Alert severity="warning">{t('webinarRoom.reconnecting')}</Alert>}
        {live.mediaError && <Alert severity="error">{t('webinarRoom.mediaError')}</Alert>}
        {host ? <Media stream={live.local} label={t('webinarRoom.yourCamera')} muted /> : <Media stream={live.streams['host-video']} label={t('webinarRoom.hostCamera')} />}
        {!host && <Media stream={live.streams['host-audio']} label={t('webinarRoom.hostMicrophone')} audio />}
        {(live.sharing || !host) && <Media stream={host ? undefined : live.streams['host-screen']} label={t('webinarRoom.hostScreen')} />}
        <Typography>{live.speaker.user_id === null ? t('webinarRoom.nobodySpeaks') : live.speaking ? t('webinarRoom.youSpeak') : t('webinarRoom.speaks', { name: live.speaker.name })}</Typography>
        {live.speaker.user_id !== null && !live.speaking && (
          <>
            <Media stream={live.streams['speaker-video']} label={t('webinarRoom.speakerCamera')} />
            <Media stream={live.streams['speaker-audio']} label={t('webinarRoom.speakerMicrophone')} audio />
          </>
        )}
        {live.speaking && <Media stream={live.local} label={t('webinarRoom.yourCamera')} muted />}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {host && (
            <Button variant="outlined" onClick={() => void live.toggleScreen()}>
              {live.sharing ? t('webinarRoom.stopSharing') : t('webinarRoom.shareScreen')}
            </Button>
          )}
          {host && live.speaker.user_id !== null && (
            <Button variant="outlined" color="warning" onClick={() => void live.giveFloor(null)}>
              {t('webinarRoom.takeBack', { name: live.speaker.name })}
            </Button>
          )}
          {!host && !live.speaking && (
            <Button variant="contained" onClick={() => void live.raiseHand(!live.handRaised)}>
              {live.handRaised ? t('webinarRoom.lowerHand') : t('webinarRoom.raiseHand')}
            </Button>
          )}
        </Box>
        {host && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
              {t('webinarRoom.hands')}
            </Typography>
            {live.hands.length === 0 ? (
              <Typography>{t('webinarRoom.noHands')}</Typography>
            ) : (
              <List aria-label={t('webinarRoom.hands')}>
                {live.hands.map((hand) => (
                  <ListItem key={hand.user_id} secondaryAction={<Button onClick={() => void live.giveFloor(hand.user_id)}>{t('webinarRoom.giveFloor', { name: hand.name })}</Button>}>
                    <ListItemText primary={hand.name} />
                  </ListItem>
                ))}
              </List>
            )}
          </Paper>
        )}
      </Box>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1, alignContent: 'start' }}>
        <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
          {t('webinarRoom.chat')}
        </Typography>
        <List aria-label={t('webinarRoom.chat')} sx={{ maxHeight: 400, overflow: 'auto' }}>
          {live.messages.map((message) => (
            <ListItem key={message.id} disableGutters>
              <ListItemText primary={message.text} secondary={message.sender_role === 'host' ? t('webinarRoom.fromHost', { name: message.sender_name }) : message.sender_name} />
            </ListItem>
          ))}
        </List>
        <Box component="form" onSubmit={(event) => void send(event)} sx={{ display: 'flex', gap: 1 }}>
          <TextField
            size="small"
            fullWidth
            label={t('webinarRoom.message')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            error={Boolean(chatError)}
            helperText={chatError ?? undefined}
          />
          <Button type="submit" variant="contained">
            {t('webinarRoom.send')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
