/**
 * Helpers over the generated API types (`schema.d.ts`, from the OpenAPI document the CMS's contracts
 * make), shared by the web site and the back office through their `lib/api-types`. Never write an API
 * shape by hand: take it from `Schemas['Booking']` or from a route's answer
 * (`Answer<'/api/client/bookings', 'get'>`).
 */
import type { components, paths } from './schema';

/** The named schemas of the API (`Schemas['Blog']`, `Schemas['PrivateFile']`, `Schemas['Coupon']`…). */
export type Schemas = components['schemas'];

/** The JSON body of the success answer (200, 201 or 202) of `method` on `path`. */
export type Answer<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { responses: infer R }
  ? R extends { 200: { content: { 'application/json': infer B } } }
    ? B
    : R extends { 201: { content: { 'application/json': infer B } } }
      ? B
      : R extends { 202: { content: { 'application/json': infer B } } }
        ? B
        : never
  : never;

/** The JSON request body of `method` on `path`. */
export type RequestBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
