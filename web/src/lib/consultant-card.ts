/**
 * The consultant records the public pages show (docs/api.md `ConsultantCard`): the expert cards, the
 * home page's experts, the expert list and the client's favourites. Types only.
 *
 * @module lib/consultant-card
 */
import type { Media } from './api-client';

/** A reference-list value as embedded in consultant records. */
export interface Ref {
  slug: string;
  name: string;
}

/** `ConsultantCard` of docs/api.md. */
export interface ConsultantCard {
  id: string;
  display_name: string;
  title: 'Dr' | 'Mr' | 'Ms' | null;
  photo: Media | null;
  specializations: Ref[];
  languages: (Ref & { code: string })[];
  country: (Ref & { code: string }) | null;
  /** City name (sent by the API beside the documented fields; optional). */
  city?: string | null;
  years_of_experience: number;
  /** `amount` in minor units of `currency` (ISO 4217). */
  fee: { amount: number; currency: string };
  /** Minutes. */
  session_duration: number;
  /** Offered to new clients (a client's own price comes from the booking panel). */
  free_first_consultation: boolean;
  /** UTC instant of the start of the next free time slot, or `null` when none is offered. */
  next_available_at: string | null;
  bio_excerpt: string;
  locale: 'fr' | 'en';
}
