/**
 * The webinars' records (docs/api-webinars.md), from the generated OpenAPI types: instants are UTC ISO
 * 8601, durations in minutes, money in minor units of `currency`.
 *
 * @module features/webinars/model/types
 */
import type { Schemas } from '../../../lib/api-types';

/** A published webinar as visitors see it (title in the asked language, French/English fallback). */
export type WebinarCard = Schemas['WebinarCard'];
/** A published webinar with its description. */
export type WebinarDetail = Schemas['WebinarDetail'];
/** A client's registration to a webinar, with its webinar's card. */
export type WebinarRegistration = Schemas['WebinarRegistration'];
/** A webinar as its consultant writes it (both languages). */
export type ConsultantWebinar = Schemas['ConsultantWebinar'];
/** A registration as the webinar's consultant sees it (client, payment status, minutes in the live session). */
export type WebinarAttendee = Schemas['WebinarAttendee'];
