/**
 * The API's types, generated from its OpenAPI document (`config/api/schema.d.ts`, made by
 * `npm run api:contract` from the CMS's contracts), as in the web site's `lib/api-types`. Never write
 * an API shape by hand: take it from here (`Schemas['Coupon']`) or from a route's answer
 * (`Answer<'/api/admin-panel/auth/login', 'post'>`).
 *
 * @module lib/api-types
 */
import type { components, paths } from '../../../config/api/schema';

/** The named schemas of the API (`Schemas['Coupon']`, `Schemas['ConsultantReview']`…). */
export type Schemas = components['schemas'];

/** The JSON body of the success answer (200 or 201) of `method` on `path`. */
export type Answer<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { responses: infer R }
  ? R extends { 200: { content: { 'application/json': infer B } } }
    ? B
    : R extends { 201: { content: { 'application/json': infer B } } }
      ? B
      : never
  : never;

/** The JSON request body of `method` on `path`. */
export type RequestBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
