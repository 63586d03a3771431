/**
 * Online payment of webinar registrations (docs/api-webinars.md "Payment"), as bookings pay
 * (lib/payments): a registration for a webinar with a fee, with the `stripe` provider, starts a Stripe
 * Checkout Session once its seat is taken; the Stripe webhook (api/payment) then marks it paid, or gives
 * the seat back when the session expires unpaid.
 *
 * States: `pending → paid` (the session is paid), `pending → refunded` (paid after the registration was
 * cancelled: the money goes straight back), `active → cancelled` with `cancelled_by: 'unpaid'` (the
 * session expired unpaid: the seat is freed and the client told). Every change is one conditional update
 * (`… WHERE status = 'active' AND payment_status = 'pending'`), so a repeated or late event changes
 * nothing twice. Money in minor units; instants UTC.
 *
 * A webhook event that never comes (an endpoint not subscribed to `checkout.session.expired`, deliveries
 * that failed for days) must not hold a seat for ever: {@link settleLapsedCheckouts}, run every minute by
 * the reminders job, asks Stripe about the checkouts that should have ended and applies the answer.
 */
import { clock } from '../../contracts/clock';
import { conflict, type ClientRow } from '../booking/rows';
import { WEBINAR, WEBINAR_REGISTRATION, type Row } from '../content-types';
import { ApiError, notFound } from '../http-errors';
import { t, type Locale } from '../messages';
import { paymentProvider, type PaymentProvider } from '../payments';
import { REGISTRATION_CHECKOUT_MINUTES } from '../payments/stripe';
import { writeTransaction } from '../transactions';
import { invalidateTags } from '../public-cache';
import { queueWebinarMail, webinarTitle, type NoticeClient } from './notifications';
import { freeSeat } from './seats';

type RegistrationRow = Row<typeof WEBINAR_REGISTRATION>;
type WebinarRow = Row<typeof WEBINAR>;

/** What the release e-mail reads of a client. */
const CLIENT_POPULATE = { client: { select: ['id', 'documentId', 'display_name', 'time_zone', 'correspondence_language'], populate: { user: { select: ['email'] } } } } as const;

/**
 * Start the online payment of a registration that was just committed `pending` (its seat held): the
 * provider's checkout is stored on it (`payment_reference`, `checkout_url`). When the provider cannot be
 * reached the registration stands, payment pending, as a booking does (logged).
 * @param provider - the provider the registration was written with (`payment_provider`)
 * @param registration - the new registration (row id, documentId, fee in minor units, currency)
 * @param webinar - its webinar (title, slug, start UTC, duration in minutes)
 * @param client - the client's profile (with `user` for the e-mail; `time_zone` for the date shown)
 * @param locale - the client's language: the Checkout page's and the product name's
 */
export async function startRegistrationPayment(
  provider: PaymentProvider,
  registration: Pick<RegistrationRow, 'id' | 'documentId' | 'fee_minor' | 'currency'>,
  webinar: WebinarRow,
  client: ClientRow,
  locale: Locale,
): Promise<void> {
  try {
    const checkout = await provider.startRegistrationCheckout({
      documentId: registration.documentId,
      fee_minor: registration.fee_minor ?? 0,
      currency: registration.currency ?? '',
      title: webinarTitle(webinar, locale),
      webinar_slug: webinar.slug ?? '',
      start: new Date(webinar.start as string | Date).toISOString(),
      duration_minutes: webinar.duration_minutes ?? 0,
      client_email: (client.user as { email?: string | null } | null | undefined)?.email ?? '',
      locale,
      client_time_zone: client.time_zone || undefined,
    });
    if (checkout) {
      await strapi.db.query(WEBINAR_REGISTRATION).update({ where: { id: registration.id }, data: { payment_reference: checkout.reference, checkout_url: checkout.checkoutUrl } });
    }
  } catch (error) {
    // The seat is the client's; the payment stays pending.
    strapi.log.error(`[webinar] checkout could not start for registration ${registration.documentId}: ${(error as Error).message}`);
  }
}

/** A registration by its documentId, as the payment events read it. */
function registrationOf(documentId: string): Promise<RegistrationRow | null> {
  return strapi.db.query(WEBINAR_REGISTRATION).findOne({ where: { documentId }, populate: { webinar: { select: ['id', 'documentId'] } } });
}

/**
 * Stripe confirmed the payment of a registration's Checkout Session (`reference`): a pending, active
 * registration becomes `paid` with that reference. The same event again changes nothing and throws
 * nothing. A payment for a registration cancelled meanwhile (unregistered, webinar cancelled) is refunded
 * at once and the registration becomes `refunded`: no money is kept for a seat the client no longer has.
 * @param documentId - the registration's documentId (`metadata.webinar_registration_id`)
 * @param reference - the Checkout Session id
 * @param locale - language of the errors
 * @throws ApiError 404 unknown registration; 409 `RegistrationFree`, `RegistrationRefunded`,
 *   `RegistrationAlreadyPaid` (paid by another reference); what the provider throws when the refund of a
 *   late payment fails (the webhook answers 502 and Stripe retries)
 */
export async function registrationPaidOnline(documentId: string, reference: string, locale: Locale): Promise<void> {
  const row = await registrationOf(documentId);
  if (!row) throw notFound(t(locale, 'webinar.registrationNotFound'));
  if (row.payment_reference === reference && (row.payment_status === 'paid' || row.payment_status === 'refunded')) return; // the same event again
  if (row.status === 'cancelled' && row.payment_status === 'pending') {
    await paymentProvider('stripe').refund(reference);
    await strapi.db.query(WEBINAR_REGISTRATION).updateMany({ where: { id: row.id, payment_status: 'pending' }, data: { payment_status: 'refunded', payment_reference: reference } });
    strapi.log.warn(`webinar registration ${documentId} was paid after its cancellation: payment ${reference} refunded`);
    return;
  }
  if (row.status === 'active' && row.payment_status === 'pending') {
    const { count } = await strapi.db
      .query(WEBINAR_REGISTRATION)
      .updateMany({ where: { id: row.id, status: 'active', payment_status: 'pending' }, data: { payment_status: 'paid', payment_reference: reference } });
    if (count === 1) return;
    const now = await registrationOf(documentId);
    if (now?.payment_reference === reference && now.payment_status === 'paid') return;
    // Cancelled between the read and the update: the next delivery of the event refunds it.
    throw conflict(locale, 'RegistrationCancelled', 'webinar.registrationCancelled');
  }
  if (row.payment_status === 'free') throw conflict(locale, 'RegistrationFree', 'webinar.free');
  if (row.payment_status === 'refunded') throw conflict(locale, 'RegistrationRefunded', 'webinar.refunded');
  throw conflict(locale, 'RegistrationAlreadyPaid', 'webinar.alreadyPaid');
}

/**
 * A registration's Checkout Session (`reference`) expired unpaid: the registration is cancelled
 * (`cancelled_by: 'unpaid'`), its seat given back to the webinar, and the client e-mailed (the `.ics`
 * removes the webinar from its calendar; it may register again while seats are left). One conditional
 * update: a registration paid, cancelled or moved to another session meanwhile stays as it is.
 * @param documentId - the registration's documentId (`metadata.webinar_registration_id`)
 * @param reference - the expired Checkout Session id
 * @param locale - language of the errors
 * @throws ApiError 404 unknown registration; 409 `RegistrationNotPending` when it no longer awaits this
 *   session's payment (nothing changes)
 */
export async function releaseUnpaidRegistration(documentId: string, reference: string, locale: Locale): Promise<void> {
  const row: (RegistrationRow & { client?: (NoticeClient & { documentId: string }) | null }) | null = await strapi.db
    .query(WEBINAR_REGISTRATION)
    .findOne({ where: { documentId }, populate: { ...CLIENT_POPULATE, webinar: { populate: { consultant: { select: ['display_name'] } } } } });
  if (!row) throw notFound(t(locale, 'webinar.registrationNotFound'));
  const webinar = row.webinar as (WebinarRow & { consultant?: { display_name?: string | null } | null }) | null;
  const client = row.client;
  const released =
    webinar && client
      ? await writeTransaction(async ({ trx }) => {
          const { count } = await strapi.db.query(WEBINAR_REGISTRATION).updateMany({
            where: { id: row.id, status: 'active', payment_status: 'pending', payment_reference: reference },
            data: { status: 'cancelled', cancelled_at: clock.now(), cancelled_by: 'unpaid', checkout_url: null },
          });
          if (count !== 1) return false;
          await freeSeat(trx, webinar, client.documentId);
          await queueWebinarMail(webinar, client, 'released');
          return true;
        })
      : false;
  if (!released) throw conflict(locale, 'RegistrationNotPending', 'webinar.notPending');
  // The seat counter changed outside the query engine, which the public read cache does not see.
  invalidateTags([WEBINAR]);
}

/** Minutes after a checkout's expiry before the sweep asks Stripe about it (its own webhook comes first). */
const SWEEP_GRACE_MINUTES = 15;

/**
 * Settle the Stripe checkouts of registrations whose webhook event never came: every active, pending
 * `stripe` registration with a checkout started more than {@link REGISTRATION_CHECKOUT_MINUTES} +
 * {@link SWEEP_GRACE_MINUTES} minutes before `now` is looked up at Stripe; a paid checkout marks it paid
 * ({@link registrationPaidOnline}), an expired one gives its seat back ({@link releaseUnpaidRegistration}).
 * Each change is the same conditional update as the webhook's, so a webhook arriving at the same moment,
 * overlapping runs and several server processes change a registration once. Run by the reminders job
 * (config/cron-tasks.ts). A registration Stripe cannot be asked about is left for the next run (logged).
 * @param now - the current instant (UTC; tests pass a later one to stand for a later run)
 * @returns how many registrations were marked paid and how many released by this run
 */
export async function settleLapsedCheckouts(now: Date = clock.now()): Promise<{ paid: number; released: number }> {
  const before = new Date(now.getTime() - (REGISTRATION_CHECKOUT_MINUTES + SWEEP_GRACE_MINUTES) * 60_000);
  const lapsed: RegistrationRow[] = await strapi.db.query(WEBINAR_REGISTRATION).findMany({
    where: { status: 'active', payment_status: 'pending', payment_provider: 'stripe', payment_reference: { $notNull: true }, createdAt: { $lt: before } },
    select: ['id', 'documentId', 'payment_reference'],
    orderBy: { id: 'asc' },
    limit: 100,
  });
  const settled = { paid: 0, released: 0 };
  if (!lapsed.length) return settled;
  const provider = paymentProvider('stripe');
  for (const row of lapsed) {
    const reference = row.payment_reference as string;
    try {
      const status = await provider.checkoutStatus(reference);
      if (status === 'paid') {
        await registrationPaidOnline(row.documentId, reference, 'fr');
        settled.paid += 1;
      } else if (status === 'expired') {
        await releaseUnpaidRegistration(row.documentId, reference, 'fr');
        settled.released += 1;
      }
    } catch (error) {
      // Changed meanwhile (the webhook came): nothing to do.
      if (error instanceof ApiError && error.status === 409) continue;
      strapi.log.error(`[webinar] checkout ${reference} of registration ${row.documentId} could not be settled: ${(error as Error).message}`);
    }
  }
  return settled;
}
