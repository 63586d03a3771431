/**
 * Why the camera or the microphone could not be opened (`getUserMedia` rejections), in the words the
 * pre-join screen uses (`room.media.errors.*` of the translation files).
 *
 * @module features/consultation-room/model/media-errors
 */

/** A reason the pre-join screen explains. */
export type MediaProblem = 'denied' | 'notFound' | 'inUse' | 'unsupported' | 'other';

/**
 * The reason of a `getUserMedia` rejection:
 * - `NotAllowedError` / `SecurityError`: the browser or the user refused the permission → `denied`;
 * - `NotFoundError` / `OverconstrainedError`: no such device (unplugged, or none) → `notFound`;
 * - `NotReadableError` / `AbortError`: the device is busy (another application uses it) → `inUse`;
 * - `TypeError` or no `mediaDevices` at all (an insecure page) → `unsupported`.
 */
export function mediaProblemOf(error: unknown): MediaProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'notFound';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'inUse';
    case 'TypeError':
      return 'unsupported';
    default:
      return 'other';
  }
}
