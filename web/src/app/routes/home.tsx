/**
 * Route module for the home route (lazy-loaded; see app/router.tsx): the home feature's page with the
 * webinars feature's section of upcoming webinars.
 */
import { HomePage } from '../../features/home/components/home-page';
import { HomeWebinars } from '../../features/webinars/components/home-webinars';

/** The page, composed of the home and webinars features. */
export function Component() {
  return <HomePage webinars={<HomeWebinars />} />;
}
