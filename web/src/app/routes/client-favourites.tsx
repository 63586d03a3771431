/** Route module of `/client/favorite` (lazy-loaded; see app/router.tsx). */
export { FavouritesPage as Component } from '../../features/client/components/favourites-page';
