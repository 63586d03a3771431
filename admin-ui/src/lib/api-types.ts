/**
 * The API's types (`config/api`), generated from its OpenAPI document (`config/api/schema.d.ts`, made by
 * `npm run api:contract` from the CMS's contracts), as in the web site's `lib/api-types`. Never write
 * an API shape by hand: take it from here (`Schemas['Coupon']`) or from a route's answer
 * (`Answer<'/api/admin-panel/auth/login', 'post'>`).
 *
 * @module lib/api-types
 */
export type { Answer, RequestBody, Schemas } from '../../../config/api';
