/**
 * The API's types (`config/api`), generated from its OpenAPI document (`config/api/schema.d.ts`, made by
 * `npm run api:contract` from the CMS's contracts). Never write an API shape by hand: take it from
 * here (`Schemas['Booking']`) or from a route's answer (`Answer<'/api/client/bookings', 'get'>`).
 *
 * @module lib/api-types
 */
export type { Answer, RequestBody, Schemas } from '../../../config/api';
