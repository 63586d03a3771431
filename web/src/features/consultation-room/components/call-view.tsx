/**
 * The call (DESIGN §4 "Consultation room"): the other party's video (`playsinline`) with one's own
 * picture in picture, the other party's presence, a "reconnecting…" banner (a live region), the
 * network quality hint in words (good, fair, poor), and the controls: mute and camera off (toggle
 * buttons with `aria-pressed`), leave.
 *
 * Accessible names: the region "Appel vidéo"/"Video call"; the buttons "Couper le micro"/"Mute
 * microphone", "Couper la caméra"/"Turn camera off", "Quitter l’appel"/"Leave the call".
 *
 * @module features/consultation-room/components/call-view
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CallEndIcon from '@mui/icons-material/CallEnd';
import MicOffIcon from '@mui/icons-material/MicOffOutlined';
import VideocamOffIcon from '@mui/icons-material/VideocamOffOutlined';
import SignalIcon from '@mui/icons-material/NetworkCheck';
import type { NetworkQuality } from '../model/network-quality';
import { VideoView } from './video-view';

/** Props of {@link CallView}. */
export interface CallViewProps {
  /** The other party's name. */
  peerName: string;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  /** A line about the other party (waiting, connecting, in the call). */
  presence: string;
  /** Show "reconnecting…". */
  reconnecting: boolean;
  quality: NetworkQuality | null;
  onLeave: () => void;
}

/** Whether the stream has a live track of `kind`. */
const hasTrack = (stream: MediaStream | null, kind: 'audio' | 'video') => Boolean(stream?.getTracks().some((track) => track.kind === kind && track.readyState === 'live'));

/** The in-call view. */
export function CallView({ peerName, localStream, remoteStream, presence, reconnecting, quality, onLeave }: CallViewProps) {
  const { t } = useTranslation();
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const [remoteHasVideo, setRemoteHasVideo] = useState(false);
  const localAudio = hasTrack(localStream, 'audio');
  const localVideo = hasTrack(localStream, 'video');

  // Muting and the camera act on the tracks the call sends (no renegotiation).
  useEffect(() => {
    localStream?.getAudioTracks().forEach((track) => (track.enabled = !muted));
  }, [localStream, muted]);
  useEffect(() => {
    localStream?.getVideoTracks().forEach((track) => (track.enabled = !cameraOff));
  }, [localStream, cameraOff]);

  // The other party's video track may come after its audio track.
  useEffect(() => {
    if (!remoteStream) {
      setRemoteHasVideo(false);
      return undefined;
    }
    const update = () => setRemoteHasVideo(remoteStream.getVideoTracks().length > 0);
    update();
    remoteStream.addEventListener('addtrack', update);
    remoteStream.addEventListener('removetrack', update);
    return () => {
      remoteStream.removeEventListener('addtrack', update);
      remoteStream.removeEventListener('removetrack', update);
    };
  }, [remoteStream]);

  return (
    <Paper component="section" variant="outlined" aria-labelledby="room-call-title" sx={{ p: { xs: 1.5, md: 2 } }} data-testid="room-call">
      <Typography id="room-call-title" variant="h2" component="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
        {t('room.call.region')}
      </Typography>
      <Box role="status" aria-live="polite" sx={{ mb: reconnecting ? 1 : 0 }}>
        {reconnecting ? (
          <Alert severity="warning" data-testid="room-reconnecting">
            {t('room.connection.reconnecting')}
          </Alert>
        ) : null}
      </Box>
      <Typography sx={{ mb: 1, color: 'text.secondary' }} data-testid="room-presence">
        {presence}
      </Typography>
      <Box sx={{ position: 'relative', aspectRatio: '16 / 10', maxHeight: '70vh', borderRadius: 1, overflow: 'hidden', bgcolor: '#1f2a26' }}>
        {/* The other party's sound plays through this element even without a picture. */}
        <VideoView stream={remoteStream} label={t('room.call.remoteVideo', { name: peerName })} sx={{ objectFit: 'contain' }} data-testid="room-remote-video" />
        {!remoteHasVideo ? (
          <Typography sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', color: '#fff', p: 2, textAlign: 'center' }}>
            {t('room.call.noRemoteVideo', { name: peerName })}
          </Typography>
        ) : null}
        {localVideo ? (
          <Box
            sx={{ position: 'absolute', right: 8, bottom: 8, width: { xs: '32%', md: '24%' }, aspectRatio: '4 / 3', borderRadius: 1, overflow: 'hidden', border: 2, borderColor: '#fff', boxShadow: 3 }}
          >
            <VideoView stream={localStream} label={t('room.call.localVideo')} muted mirrored data-testid="room-local-video" />
          </Box>
        ) : null}
      </Box>
      {!localAudio && !localVideo ? (
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {t('room.call.noMedia')}
        </Typography>
      ) : null}
      <Box role="group" aria-label={t('room.call.controls')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 1.5 }}>
        <Button
          variant={muted ? 'contained' : 'outlined'}
          aria-pressed={muted}
          onClick={() => setMuted((value) => !value)}
          disabled={!localAudio}
          startIcon={<MicOffIcon aria-hidden="true" />}
          data-testid="room-mute"
        >
          {t('room.call.mute')}
        </Button>
        <Button
          variant={cameraOff ? 'contained' : 'outlined'}
          aria-pressed={cameraOff}
          onClick={() => setCameraOff((value) => !value)}
          disabled={!localVideo}
          startIcon={<VideocamOffIcon aria-hidden="true" />}
          data-testid="room-camera"
        >
          {t('room.call.cameraOff')}
        </Button>
        <Button variant="contained" color="error" onClick={onLeave} startIcon={<CallEndIcon aria-hidden="true" />} data-testid="room-leave">
          {t('room.call.leave')}
        </Button>
        <Typography variant="body2" sx={{ ml: { sm: 'auto' }, display: 'inline-flex', alignItems: 'center', gap: 0.5 }} data-testid="room-quality" data-quality={quality ?? ''}>
          <SignalIcon fontSize="small" aria-hidden="true" />
          {quality ? t('room.call.quality', { quality: t(`room.call.qualities.${quality}`) }) : t('room.call.qualityMeasuring')}
        </Typography>
      </Box>
    </Paper>
  );
}
