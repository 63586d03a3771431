/** Route module of the `/client` layout with its guard (lazy-loaded; see app/router.tsx). */
import { AreaLayout } from '../area-layout';

/** The client area. */
export function Component() {
  return <AreaLayout role="client" />;
}
