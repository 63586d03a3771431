/**
 * Full page navigation, out of the single-page app: the admin back office (a separate build), a payment
 * provider's checkout page. Tests replace `assign`.
 *
 * @module lib/page-navigation
 */
/** Full page navigation to `url` (another build, another site); tests replace `assign`. */
export const pageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
