/**
 * The platform's one clock (contracts/clock), for the web site and its tests: read "now" with
 * `clock.now()` / `clock.ms()`, never `Date.now()` or `new Date()`.
 */
export { clock } from '@contracts/clock';
