/** Route module of the `/consultant` layout with its guard and its side menu (lazy-loaded; see app/router.tsx). */
import { CONSULTANT_MENU } from '../../features/consultant/model/consultant-menu';
import { AreaLayout } from '../area-layout';

/** The consultant area. */
export function Component() {
  return <AreaLayout role="consultant" menu={CONSULTANT_MENU} />;
}
