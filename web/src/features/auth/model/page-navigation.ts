/**
 * Full page navigation (the admin back office is a separate build); tests replace `assign`.
 *
 * @module features/auth/model/page-navigation
 */
/** Full page navigation (the admin back office is a separate build); tests replace `assign`. */
export const pageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
