/**
 * Business constants of the interface (spec §9).
 *
 * @module config/constants
 */

/** Interface languages (spec §9). */
export const SUPPORTED_LANGUAGES = ['fr', 'en'] as const;
/** One interface language. */
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
/** Interface default language (spec §9). */
export const DEFAULT_LANGUAGE: Language = 'fr';
/** Language used for missing translation keys (spec §9). */
export const FALLBACK_LANGUAGE: Language = 'en';
/** localStorage entry holding the chosen language (spec §2 "Language selector"). */
export const LANGUAGE_STORAGE_KEY = 'selectedLanguage';

/** Delay before the initial loading overlay is removed, in ms (spec §4). */
export const LOADING_OVERLAY_DELAY_MS = 300;
/** A lazy route chunk that has not loaded after this many ms counts as failed (spec §8, §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Toast defaults (spec §9): auto-close in ms and width in px. */
export const TOAST_AUTO_CLOSE_MS = 4_500;
export const TOAST_WIDTH_PX = 384;

/** Logo defaults in px (spec §2, §9). */
export const LOGO_WIDTH = 120;
export const LOGO_HEIGHT = 80;

/** First page of every paginated list (spec §3, §9). */
export const FIRST_PAGE = 1;
/** Experts per page on the expert search. */
export const EXPERTS_PAGE_SIZE = 12;
/** Blog posts per page on the blog list. */
export const BLOG_PAGE_SIZE = 9;
/** Webinars per page on the public webinar list (docs/api-webinars.md: 12 by default, at most 50). */
export const WEBINARS_PAGE_SIZE = 12;
/** Experts, quotes and latest posts shown on the home page. */
export const HOME_EXPERTS = 4;
export const HOME_QUOTES = 6;
export const HOME_POSTS = 3;
/** Upcoming webinars shown on the home page (the soonest). */
export const HOME_WEBINARS = 3;
/** Questions shown on the FAQ page (one page of the list). */
export const FAQ_PAGE_SIZE = 50;

/** Sustainable development goals the product claims alignment with (spec §1). */
export const SDG_GOALS = [3, 5, 8, 9, 10, 16, 17] as const;

/** The three account roles (spec §6). */
export const ROLES = ['client', 'consultant', 'admin'] as const;
/** One account role. */
export type Role = (typeof ROLES)[number];
/** Roles that sign up on the public site (admins are created by the platform). */
export const SIGN_UP_ROLES = ['client', 'consultant'] as const satisfies readonly Role[];

/** Password bounds of the accounts API (docs/api-auth.md): 10–128 characters, a letter and a digit. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
/** Length of the e-mail and phone verification codes (docs/api-auth.md). */
export const OTP_LENGTH = 6;

/** Query parameter carrying the path a signed-out client wanted (client guard → client sign-in, spec §2). */
export const REDIRECT_PARAM = 'redirect';
