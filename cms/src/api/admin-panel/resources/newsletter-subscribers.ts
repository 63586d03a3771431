/**
 * Newsletter subscribers (spec §1 "a newsletter"; contracts/admin-newsletter `NewsletterSubscriberRecord`):
 * every address of the footer form with its status and proof of consent (when, client IP, version of
 * the consent wording), filtered by status, language and creation date, searched by address, exported
 * as CSV by the back office. Read only: subscribers come only from the double opt-in (no create, no
 * edit, so nobody can add a confirmed address by hand). An admin may delete a subscriber for good, to
 * honour an erasure request (no trash: the point is that the address is gone).
 */
import { NEWSLETTER_ADMIN_TAG, newsletterSubscriberFilters, NewsletterSubscriberRecord } from '../../../contracts/admin-newsletter';
import { SubscriberStatus } from '../../../contracts/newsletter';
import { defineAdminResource } from '../../../lib/admin-resource';
import { NEWSLETTER_SUBSCRIBER } from '../../../lib/content-types';
import { dayBounds, instantOrNull, textOrNull } from './people';

export default defineAdminResource({
  name: 'newsletter-subscribers',
  noun: 'newsletter subscriber',
  tag: NEWSLETTER_ADMIN_TAG,
  uid: NEWSLETTER_SUBSCRIBER,
  record: NewsletterSubscriberRecord,
  create: false,
  update: false,
  trash: false,
  search: ['email'],
  sortable: ['createdAt', 'email', 'status', 'mail_locale', 'consent_at', 'confirmed_at', 'unsubscribed_at'],
  // In the subscription's order, on every database (and `status` cannot be sorted by column).
  sortValues: { status: SubscriberStatus.options },
  filters: newsletterSubscriberFilters,
  filterWhere: { status: (value: string) => ({ status: value }), createdAt: dayBounds('createdAt') },
  toRecord({ row }) {
    return {
      id: row.documentId,
      email: textOrNull(row.email) ?? '',
      status: SubscriberStatus.catch('pending').parse(row.status),
      mail_locale: row.mail_locale === 'en' ? 'en' : 'fr',
      consent_at: instantOrNull(row.consent_at),
      consent_ip: textOrNull(row.consent_ip),
      consent_version: textOrNull(row.consent_version),
      confirmed_at: instantOrNull(row.confirmed_at),
      unsubscribed_at: instantOrNull(row.unsubscribed_at),
      createdAt: instantOrNull(row.createdAt) ?? '',
    };
  },
});
