/** Route module of the `/client` layout with its guard and its side menu (lazy-loaded; see app/router.tsx). */
import { CLIENT_MENU } from '../../features/client/model/client-menu';
import { AreaLayout } from '../area-layout';

/** The client area. */
export function Component() {
  return <AreaLayout role="client" menu={CLIENT_MENU} />;
}
