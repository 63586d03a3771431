/** Route module of `/favourites/alerts/stop?token=…`, the favourite experts' digest stop link (lazy-loaded; see app/router.tsx). */
export { FavouriteAlertsStopPage as Component } from '../../features/client/components/favourite-alerts-stop-page';
