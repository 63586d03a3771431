/**
 * The platform's one clock (contracts/clock, shared with the server and the web site), for the back
 * office and its tests: read "now" with `clock.now()` / `clock.ms()`, never `Date.now()` or `new Date()`.
 */
export { clock } from '../../../cms/src/contracts/clock';
