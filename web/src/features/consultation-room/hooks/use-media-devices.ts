/**
 * The camera and microphone of the pre-join screen and the call (DESIGN §4 "Consultation room"): the
 * devices (`enumerateDevices`, names known once a permission was given; kept up to date on
 * `devicechange`), the chosen camera and microphone, and the local stream opened with them
 * (`getUserMedia` with `deviceId: { exact }`). A failure is explained by its reason
 * (model/media-errors: permission refused, no device, device busy, unsupported); when no camera
 * can be found the microphone alone is tried, so that a person without a camera still speaks.
 *
 * The stream lives until {@link MediaDevices.stop} or the hook's end; the call sends its tracks.
 *
 * @module features/consultation-room/hooks/use-media-devices
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { mediaProblemOf, type MediaProblem } from '../model/media-errors';

/** A device to choose. */
export interface MediaDeviceChoice {
  deviceId: string;
  /** The browser's name of it; empty before any permission (the picker then numbers them). */
  label: string;
}

/** What {@link useMediaDevices} returns. */
export interface MediaDevices {
  cameras: MediaDeviceChoice[];
  microphones: MediaDeviceChoice[];
  /** The chosen devices (`''`: the browser's default). */
  cameraId: string;
  microphoneId: string;
  chooseCamera: (deviceId: string) => void;
  chooseMicrophone: (deviceId: string) => void;
  /** The local stream (`null`: not opened, or closed). */
  stream: MediaStream | null;
  /** Why the devices could not be opened (`null`: they were, or not asked yet). */
  problem: MediaProblem | null;
  /** The camera could not be opened but the microphone was: the stream is audio only. */
  audioOnly: boolean;
  /** `getUserMedia` is under way. */
  starting: boolean;
  /** Opens (again) the chosen devices. */
  start: () => void;
  /** Closes the devices (the camera light goes off). */
  stop: () => void;
}

const stopStream = (stream: MediaStream | null) => stream?.getTracks().forEach((track) => track.stop());

/**
 * The devices, and their stream while `active`.
 *
 * @param active - open the chosen devices now (the pre-join preview and the call); `false` closes them.
 */
export function useMediaDevices(active: boolean): MediaDevices {
  const [cameras, setCameras] = useState<MediaDeviceChoice[]>([]);
  const [microphones, setMicrophones] = useState<MediaDeviceChoice[]>([]);
  const [cameraId, setCameraId] = useState('');
  const [microphoneId, setMicrophoneId] = useState('');
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<MediaProblem | null>(null);
  const [audioOnly, setAudioOnly] = useState(false);
  const [starting, setStarting] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const streamRef = useRef<MediaStream | null>(null);

  const media = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;

  const listDevices = useCallback(async () => {
    if (!media?.enumerateDevices) return;
    try {
      const devices = await media.enumerateDevices();
      const of = (kind: MediaDeviceKind) => devices.filter((device) => device.kind === kind && device.deviceId).map((device) => ({ deviceId: device.deviceId, label: device.label }));
      setCameras(of('videoinput'));
      setMicrophones(of('audioinput'));
    } catch {
      // No list: the browser's default devices are used.
    }
  }, [media]);

  useEffect(() => {
    void listDevices();
    if (!media?.addEventListener) return undefined;
    const onChange = () => void listDevices();
    media.addEventListener('devicechange', onChange);
    return () => media.removeEventListener('devicechange', onChange);
  }, [media, listDevices]);

  const replaceStream = useCallback((next: MediaStream | null) => {
    if (streamRef.current && streamRef.current !== next) stopStream(streamRef.current);
    streamRef.current = next;
    setStream(next);
  }, []);

  useEffect(() => {
    if (!active) {
      replaceStream(null);
      return undefined;
    }
    if (!media?.getUserMedia) {
      setProblem('unsupported');
      return undefined;
    }
    let cancelled = false;
    const video: MediaTrackConstraints | boolean = cameraId ? { deviceId: { exact: cameraId } } : true;
    const audio: MediaTrackConstraints | boolean = microphoneId ? { deviceId: { exact: microphoneId } } : true;
    setStarting(true);
    const open = async () => {
      try {
        return { stream: await media.getUserMedia({ video, audio }), audioOnly: false, problem: null };
      } catch (error) {
        const reason = mediaProblemOf(error);
        if (reason !== 'notFound') throw error;
        // No camera (or not this one): the microphone alone.
        return { stream: await media.getUserMedia({ audio }), audioOnly: true, problem: reason };
      }
    };
    open()
      .then((opened) => {
        if (cancelled) {
          stopStream(opened.stream);
          return;
        }
        replaceStream(opened.stream);
        setAudioOnly(opened.audioOnly);
        setProblem(opened.problem);
        void listDevices();
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        replaceStream(null);
        setAudioOnly(false);
        setProblem(mediaProblemOf(error));
      })
      .finally(() => {
        if (!cancelled) setStarting(false);
      });
    return () => {
      cancelled = true;
    };
  }, [active, cameraId, microphoneId, attempt, media, listDevices, replaceStream]);

  // The devices close with the page.
  useEffect(() => () => stopStream(streamRef.current), []);

  const start = useCallback(() => setAttempt((count) => count + 1), []);
  const stop = useCallback(() => replaceStream(null), [replaceStream]);

  return {
    cameras,
    microphones,
    cameraId,
    microphoneId,
    chooseCamera: setCameraId,
    chooseMicrophone: setMicrophoneId,
    stream,
    problem,
    audioOnly,
    starting,
    start,
    stop,
  };
}
