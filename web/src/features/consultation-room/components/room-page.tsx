/**
 * The consultation room page of both parties (spec §2 `/client/room/{roomid}`,
 * `/consultant/room/{roomid}`; DESIGN §4 "Consultation room"; docs/api-room.md "Web").
 *
 * States, from `GET rooms/:roomId` and then the room's socket:
 * - loading; not a party, unknown room or cancelled booking (404) → the site's not-found page;
 * - too early → when the room opens in the viewer's zone (with the zone's name) and a live countdown;
 *   at zero the room is read again and the page moves on to the pre-join screen;
 * - closed (also when the room closes during the session) → when it closed;
 * - opened in another tab or on another device → say so, with a button taking the room back here;
 * - closed by the room because this window sent too much or too fast (`room:ejected`) → say so, with a
 *   button connecting again (never reconnected by itself);
 * - open → the pre-join screen (devices, preview), then the call; the chat beside them all along
 *   (it works without camera or microphone); "reconnecting…" while the connection is lost.
 *
 * Layout: on a phone the call, the chat and the side panel are stacked; from 900 px the call (and the
 * side panel under it) and the chat sit side by side. The consultant's side panel (the client's file
 * and the session note) comes from the route (`sidePanel`): features never import one another.
 *
 * @module features/consultation-room/components/room-page
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { NotFoundView } from '../../../components/status-page';
import { useViewerTimeZone } from '../../../lib/viewer-time-zone';
import { useRoom } from '../api/get-room';
import { useChat } from '../hooks/use-chat';
import { useMediaDevices } from '../hooks/use-media-devices';
import { usePeerConnection } from '../hooks/use-peer-connection';
import { useRoomSocket } from '../hooks/use-room-socket';
import type { Room, RoomRole } from '../model/types';
import { CallView } from './call-view';
import { ChatBox } from './chat-box';
import { PreJoin } from './pre-join';
import { ClosedView, EjectedView, ReplacedView, RoomHeading, TooEarlyView } from './room-status-views';

/** Props of {@link RoomPage}. */
export interface RoomPageProps {
  role: RoomRole;
  /** IANA zone the times are shown in; default the viewer's (lib/viewer-time-zone). */
  timeZone?: string;
  /** What goes beside the call (the consultant's view of the client), given the room and the viewer's zone. */
  sidePanel?: (room: Room, timeZone: string) => ReactNode;
}

/** The page: reads the room, then shows its state. */
export function RoomPage({ role, timeZone: zone, sidePanel }: RoomPageProps) {
  const { roomid } = useParams();
  const viewer = useViewerTimeZone(role);
  const timeZone = zone ?? viewer.timeZone ?? viewer.deviceZone;
  const { data, error, mutate } = useRoom(role, roomid);
  const reread = useCallback(() => void mutate(), [mutate]);

  if (!roomid || error?.status === 404) return <NotFoundView />;
  if (error && !data) return <LoadError error={error} onRetry={reread} />;
  if (!data) return <Loading minHeight="40vh" />;
  const room = data.data;
  if (room.state === 'too_early') return <TooEarlyView role={role} room={room} timeZone={timeZone} onOpen={reread} />;
  if (room.state === 'closed') return <ClosedView role={role} room={room} timeZone={timeZone} />;
  return <OpenRoom key={room.room_id} role={role} room={room} timeZone={timeZone} sidePanel={sidePanel} onChanged={reread} />;
}

/** Where this side is: before joining the call, in it, or out of it again. */
type Stage = 'prejoin' | 'call' | 'left';

/** An open room: connection, devices, chat and call. */
function OpenRoom({
  role,
  room,
  timeZone,
  sidePanel,
  onChanged,
}: {
  role: RoomRole;
  room: Room;
  timeZone: string;
  sidePanel?: RoomPageProps['sidePanel'];
  /** the booking was moved: read the room again (its window, its state) */
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [stage, setStage] = useState<Stage>('prejoin');
  const [withMedia, setWithMedia] = useState(true);
  const connection = useRoomSocket(role, room.room_id, true, stage === 'call', onChanged);
  const usable = connection.status !== 'replaced' && connection.status !== 'closed' && connection.status !== 'refused' && connection.status !== 'ejected';
  const inCall = usable && stage === 'call';
  const devices = useMediaDevices(usable && (stage === 'prejoin' || (stage === 'call' && withMedia)));
  const chat = useChat({ role, roomId: room.room_id, bookingId: room.booking.id, socket: connection.socket, connected: connection.status === 'connected' });
  const call = usePeerConnection({ role, roomId: room.room_id, socket: connection.socket, inCall, localStream: inCall && withMedia ? devices.stream : null });

  // Taken over elsewhere, or closed: back to the start (the camera closes).
  useEffect(() => {
    if (!usable) setStage('prejoin');
  }, [usable]);

  const { refusal } = connection;
  if (connection.status === 'replaced') return <ReplacedView role={role} room={room} timeZone={timeZone} onTakeOver={connection.takeOver} />;
  if (connection.status === 'ejected') return <EjectedView role={role} room={room} timeZone={timeZone} onReconnect={connection.reconnect} />;
  if (connection.status === 'closed') return <ClosedView role={role} room={room} timeZone={timeZone} closedAt={connection.closedAt} reason={connection.closedReason} />;
  if (refusal?.code === 'not_found') return <NotFoundView />;
  if (refusal?.code === 'closed') return <ClosedView role={role} room={room} timeZone={timeZone} closedAt={refusal.closed_at} />;
  if (refusal?.code === 'too_early') return <TooEarlyView role={role} room={{ ...room, opens_at: refusal.opens_at ?? room.opens_at }} timeZone={timeZone} onOpen={connection.takeOver} />;

  const name = room.counterpart.display_name;
  const presence = !connection.peerPresent
    ? t('room.presence.waiting', { name })
    : !connection.peerInCall
      ? t('room.presence.present', { name })
      : stage !== 'call'
        ? t('room.presence.inCall', { name })
        : call.phase === 'connected'
          ? t('room.presence.connected', { name })
          : t('room.presence.connecting', { name });
  const socketLost = connection.status === 'reconnecting';

  return (
    <Box sx={{ maxWidth: 1400 }} data-testid="consultation-room" data-room-stage={stage} data-call-phase={call.phase}>
      <RoomHeading room={room} timeZone={timeZone} />
      <Box role="status" aria-live="polite">
        {refusal ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('room.connection.refused', { message: refusal.message })}
          </Alert>
        ) : socketLost && stage !== 'call' ? (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="room-socket-reconnecting">
            {t('room.connection.reconnecting')}
          </Alert>
        ) : connection.status === 'connecting' ? (
          <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
            {t('room.connection.connecting')}
          </Typography>
        ) : null}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(300px, 2fr)' },
          gridTemplateAreas: { xs: '"main" "chat" "panel"', md: '"main chat" "panel chat"' },
        }}
      >
        <Box sx={{ gridArea: 'main', minWidth: 0 }}>
          {stage === 'prejoin' ? (
            <PreJoin
              devices={devices}
              presence={presence}
              onJoin={() => {
                setWithMedia(true);
                setStage('call');
              }}
              onJoinWithoutMedia={() => {
                setWithMedia(false);
                setStage('call');
              }}
            />
          ) : stage === 'call' ? (
            <CallView
              peerName={name}
              localStream={withMedia ? devices.stream : null}
              remoteStream={call.remoteStream}
              presence={presence}
              reconnecting={socketLost || call.phase === 'reconnecting'}
              quality={call.quality}
              onLeave={() => setStage('left')}
            />
          ) : (
            <Paper component="section" variant="outlined" aria-labelledby="room-left-title" sx={{ p: { xs: 2, md: 3 } }} data-testid="room-left">
              <Typography id="room-left-title" variant="h2" component="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
                {t('room.call.leftTitle')}
              </Typography>
              <Typography sx={{ mb: 2 }}>{t('room.call.leftText')}</Typography>
              <Typography sx={{ mb: 2, color: 'text.secondary' }} data-testid="room-presence">
                {presence}
              </Typography>
              <Button variant="contained" onClick={() => setStage('prejoin')} data-testid="room-rejoin">
                {t('room.call.rejoin')}
              </Button>
            </Paper>
          )}
        </Box>
        <Box sx={{ gridArea: 'chat', minWidth: 0 }}>
          <ChatBox
            me={role}
            peerName={name}
            messages={chat.messages}
            timeZone={timeZone}
            loading={chat.loading}
            loadFailed={Boolean(chat.loadError)}
            hasEarlier={chat.hasEarlier}
            onLoadEarlier={() => void chat.loadEarlier()}
            onSend={chat.send}
            onSendFile={chat.sendFile}
            onTyping={chat.typing}
            peerTyping={chat.peerTyping}
          />
        </Box>
        {sidePanel ? <Box sx={{ gridArea: 'panel', minWidth: 0 }}>{sidePanel(room, timeZone)}</Box> : null}
      </Box>
    </Box>
  );
}
