/**
 * The pre-join screen of the room (DESIGN §4 "Consultation room"): camera and microphone pickers, a
 * live preview of the camera, the reason in words when the devices could not be opened (permission
 * refused, no device, device busy, unsupported) with "Try again", and two ways in: "Join the call"
 * with the devices, or "Join without camera or microphone" (the chat works either way).
 *
 * Accessible names: the selects "Caméra"/"Camera" and "Micro"/"Microphone", the buttons "Rejoindre
 * l’appel"/"Join the call", "Rejoindre sans caméra ni micro"/"Join without camera or microphone",
 * "Réessayer"/"Try again".
 *
 * @module features/consultation-room/components/pre-join
 */
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MediaDevices } from '../hooks/use-media-devices';
import { VideoView } from './video-view';

/** Props of {@link PreJoin}. */
export interface PreJoinProps {
  devices: MediaDevices;
  /** A line about the other party (waiting, present…). */
  presence: string;
  onJoin: () => void;
  onJoinWithoutMedia: () => void;
}

/** The screen. */
export function PreJoin({ devices, presence, onJoin, onJoinWithoutMedia }: PreJoinProps) {
  const { t } = useTranslation();
  const { stream, problem, audioOnly, starting } = devices;
  const hasVideo = Boolean(stream?.getVideoTracks().length);
  const picker = (kind: 'camera' | 'microphone') => {
    const list = kind === 'camera' ? devices.cameras : devices.microphones;
    const value = kind === 'camera' ? devices.cameraId : devices.microphoneId;
    const choose = kind === 'camera' ? devices.chooseCamera : devices.chooseMicrophone;
    const label = t(kind === 'camera' ? 'room.prejoin.camera' : 'room.prejoin.microphone');
    return (
      <TextField
        select
        id={`room-${kind}`}
        label={label}
        value={list.some((device) => device.deviceId === value) ? value : ''}
        onChange={(event) => choose(event.target.value)}
        fullWidth
        size="small"
        disabled={list.length === 0}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        data-testid={`room-${kind}-select`}
      >
        <MenuItem value="">{t('room.prejoin.defaultDevice')}</MenuItem>
        {list.map((device, index) => (
          <MenuItem key={device.deviceId} value={device.deviceId}>
            {device.label || t(kind === 'camera' ? 'room.prejoin.unnamedCamera' : 'room.prejoin.unnamedMicrophone', { number: index + 1 })}
          </MenuItem>
        ))}
      </TextField>
    );
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="room-prejoin-title" sx={{ p: { xs: 2, md: 3 } }} data-testid="room-prejoin">
      <Typography id="room-prejoin-title" variant="h2" component="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
        {t('room.prejoin.title')}
      </Typography>
      <Typography sx={{ mb: 2, color: 'text.secondary' }} data-testid="room-presence">
        {presence}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Box sx={{ position: 'relative', aspectRatio: '4 / 3', borderRadius: 1, overflow: 'hidden', bgcolor: '#1f2a26' }}>
          {hasVideo ? (
            <VideoView stream={stream} label={t('room.prejoin.preview')} muted mirrored data-testid="room-preview" />
          ) : (
            <Typography sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', color: '#fff', p: 2, textAlign: 'center' }}>
              {starting ? t('room.prejoin.starting') : t('room.prejoin.noPreview')}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          {picker('camera')}
          {picker('microphone')}
        </Box>
      </Box>
      {problem ? (
        <Alert severity={stream ? 'info' : 'warning'} sx={{ mt: 2 }} data-testid="room-media-problem">
          {t(`room.media.${audioOnly ? 'noCamera' : problem}`)}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 2 }}>
        <Button variant="contained" onClick={onJoin} disabled={!stream || starting} data-testid="room-join">
          {t('room.prejoin.join')}
        </Button>
        {problem && !stream ? (
          <Button variant="outlined" onClick={devices.start} disabled={starting} data-testid="room-media-retry">
            {t('room.prejoin.retry')}
          </Button>
        ) : null}
        <Button variant="text" onClick={onJoinWithoutMedia} data-testid="room-join-without-media">
          {t('room.prejoin.joinWithoutMedia')}
        </Button>
      </Box>
      <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
        {t('room.prejoin.chatOnly')}
      </Typography>
    </Paper>
  );
}
