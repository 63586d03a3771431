/**
 * Types of what the tests read straight from the booted Strapi rather than over HTTP: rows and documents
 * of a content type (Strapi's generated types, named as the CMS names them in src/lib/content-types) and
 * the platform's services (typed by their own factories, as src/lib/services types them).
 */
import type { Modules, UID } from '@strapi/strapi';

export type { DocumentOf, DocumentUpdate, Row } from '../../src/lib/content-types';

/** Document input of content type `U`, as `strapi.documents(U).create` and `update` take it. */
export type DocumentInput<U extends UID.ContentType> = Modules.Documents.Params.Data.Input<U>;

/** `T` with the fields `K` present and not null: a document as a test's helper wrote it. */
export type WithFields<T, K extends keyof T> = T & { [P in K]-?: NonNullable<T[P]> };

/**
 * The service object a factory (`export default () => ({ … })`) makes: `strapi.service(uid)` typed as
 * `ServiceOf<typeof notifications>` with `import type notifications from '…/services/notifications'`.
 */
export type ServiceOf<F> = F extends (...args: never[]) => infer S ? S : F;
