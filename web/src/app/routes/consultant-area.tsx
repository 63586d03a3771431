/** Route module of the `/consultant` layout with its guard (lazy-loaded; see app/router.tsx). */
import { AreaLayout } from '../area-layout';

/** The consultant area. */
export function Component() {
  return <AreaLayout role="consultant" />;
}
