/**
 * The API's types (`config/api`), generated from its OpenAPI document (`config/api/schema.d.ts`, made by
 * `npm run api:contract` from the CMS's contracts), as the web site and the back office read them: a
 * test that reads an answer types it with `Schemas['Booking']` or a route's `Answer<'/api/client/bookings', 'get'>`.
 */
export type { Answer, RequestBody, Schemas } from '../../../config/api';
