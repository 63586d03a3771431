/**
 * A `<video>` showing a `MediaStream` (`srcObject`), inline on phones (`playsinline`), started at once
 * (`autoplay`); the local picture is `muted` (no echo of one's own voice).
 *
 * @module features/consultation-room/components/video-view
 */
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/** Props of {@link VideoView}. */
export interface VideoViewProps {
  stream: MediaStream | null;
  /** The accessible name of the picture. */
  label: string;
  muted?: boolean;
  /** Show the picture as in a mirror (one's own camera). */
  mirrored?: boolean;
  sx?: SxProps<Theme>;
  'data-testid'?: string;
}

/** The video element. */
export function VideoView({ stream, label, muted = false, mirrored = false, sx, 'data-testid': testId }: VideoViewProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (video.srcObject !== stream) video.srcObject = stream;
    if (stream) void video.play?.()?.catch(() => undefined);
  }, [stream]);
  return (
    <Box
      component="video"
      ref={ref}
      autoPlay
      playsInline
      muted={muted}
      aria-label={label}
      data-testid={testId}
      sx={[{ display: 'block', width: '100%', height: '100%', objectFit: 'cover', bgcolor: '#1f2a26', transform: mirrored ? 'scaleX(-1)' : undefined }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
