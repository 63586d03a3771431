/**
 * The newsletter's subscribers in the back office (spec §1 "a newsletter"; docs/api-engagement.md
 * "Newsletter"): the read-only admin resource `newsletter-subscribers` (list, show, delete for good on an
 * erasure request; no create, no edit).
 *
 * @module contracts/admin-newsletter
 */
import { z } from 'zod';
import { Instant, Locale, orNull } from './common';
import { DateBound } from './admin-people';
import { SubscriberStatus } from './newsletter';

/** Reference-page group of the back office's subscriber list. */
export const NEWSLETTER_ADMIN_TAG = 'Newsletter subscribers (admin)';

/** A subscriber as the back office lists it, with the proof of consent. */
export const NewsletterSubscriberRecord = z
  .object({
    id: z.string(),
    email: z.string(),
    status: SubscriberStatus,
    /** language of the e-mails */
    mail_locale: Locale,
    /** when the address was (last) submitted on the form */
    consent_at: orNull(Instant),
    /** client IP of that submission */
    consent_ip: z.string().nullable(),
    /** version of the consent wording shown then */
    consent_version: z.string().nullable(),
    confirmed_at: orNull(Instant),
    unsubscribed_at: orNull(Instant),
    createdAt: Instant,
  })
  .meta({ id: 'NewsletterSubscriberRecord' });

/** Filters of the subscriber list: status, language and `createdAt_gte` / `createdAt_lte` (plus `q` on the address). */
export const newsletterSubscriberFilters = {
  status: { kind: 'equals', schema: SubscriberStatus },
  mail_locale: { kind: 'equals', schema: Locale },
  createdAt: { kind: 'range', schema: DateBound },
} as const;
