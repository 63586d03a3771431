/**
 * The consultant records the public pages show (docs/api.md `ConsultantCard`): the expert cards, the
 * home page's experts, the expert list and the client's favourites. Types only.
 *
 * @module lib/consultant-card
 */
import type { Schemas } from './api-types';

/** A reference-list value as embedded in consultant records. */
export interface Ref {
  slug: string;
  name: string;
}

/** `ConsultantCard` of docs/api.md. */
export type ConsultantCard = Schemas['ExpertCard'];
