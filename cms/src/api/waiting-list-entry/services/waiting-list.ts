/**
 * Waiting lists (spec §1 "waiting lists"; docs/api-engagement.md "Waiting list").
 *
 * - {@link join}: a visitor joins the waiting list of a specialization (slug) in a country (ISO 3166
 *   alpha-2 code), both live entries of the reference lists. The same role, e-mail, country and
 *   specialization update the existing live entry (name, language of the e-mails) instead of adding a
 *   row. A confirmation e-mail follows; if it cannot be sent the entry stays (the failure is logged and
 *   `confirmation_sent_at` stays empty).
 * - {@link announceExpert}: once a consultant is approved and active, every client entry still waiting
 *   for one of the consultant's specializations in the consultant's country is e-mailed once, with a
 *   link to the expert's public page, and gets `notified_at` (claimed row by row, so two approvals at
 *   the same time never e-mail one entry twice). Both e-mails are unsolicited (anybody may type any
 *   address into the form): past the address's daily cap (src/lib/mail/unsolicited.ts) nothing is sent,
 *   the confirmation's `confirmation_sent_at` stays empty and an announced entry waits for the next
 *   approval.
 *
 * Choice: consultant entries are pre-registrations. Their confirmation e-mail invites the practitioner
 * to sign up as a consultant; approvals of other consultants never e-mail them.
 *
 * Entries keep the codes and slugs (not relations): a reference value moved to the trash later leaves
 * the entry readable, and a restored one matches again.
 */
import type { z } from 'zod';
import type { WaitingListRequest } from '../../../contracts/waiting-list';
import { CONSULTANT_PROFILE, WAITING_LIST_ENTRY } from '../../../lib/content-types';
import { siteUrl } from '../../../lib/mail';
import { enqueueMail } from '../../../lib/outbox';
import { writeTransaction } from '../../../lib/transactions';
import { t, type Locale } from '../../../lib/messages';
import { namesIn } from '../../../lib/reference-names';
import { badRequest } from '../../../lib/http-errors';
import { addFieldError, fieldErrorMap } from '../../../lib/validation';
import { clock } from '../../../contracts/clock';

const COUNTRY = 'api::country.country' as const;
const SPECIALIZATION = 'api::specialization.specialization' as const;

/** A validated join request. */
export type WaitingListInput = z.output<typeof WaitingListRequest>;

/**
 * Names of reference values by code or slug in `locale` (else in the other locale), trashed ones
 * included (an entry stays readable), from the list's names kept in memory (lib/reference-names).
 * @param uid - countries (by `code`) or specializations (by `slug`)
 */
export function referenceNames(uid: typeof COUNTRY | typeof SPECIALIZATION, field: 'code' | 'slug', values: readonly string[], locale: Locale): Promise<Map<string, string>> {
  return namesIn(uid, field, values, locale);
}

/** Whether a live (not trashed) reference value has this code or slug. */
async function isLive(uid: typeof COUNTRY | typeof SPECIALIZATION, field: 'code' | 'slug', value: string): Promise<boolean> {
  return (await strapi.db.query(uid).count({ where: { [field]: value, deletedAt: { $null: true } } })) > 0;
}

const expertSearchUrl = (slug: string) => `${siteUrl()}/our-experts?specialization=${encodeURIComponent(slug)}`;

/**
 * Queue one entry's confirmation in the outbox (lib/outbox); answers false when the address had its
 * unsolicited e-mails of the day (src/lib/mail/unsolicited.ts: nothing queued).
 */
async function sendConfirmation(entry: { email: string; name: string; role: 'client' | 'consultant'; country_code: string; specialization_slug: string }, locale: Locale): Promise<boolean> {
  const [countries, specializations] = await Promise.all([referenceNames(COUNTRY, 'code', [entry.country_code], locale), referenceNames(SPECIALIZATION, 'slug', [entry.specialization_slug], locale)]);
  const outcome = await enqueueMail(entry.email, locale, {
    name: 'waiting-list-confirmation',
    role: entry.role,
    personName: entry.name,
    countryName: countries.get(entry.country_code) ?? entry.country_code,
    specializationName: specializations.get(entry.specialization_slug) ?? entry.specialization_slug,
    actionUrl: entry.role === 'consultant' ? `${siteUrl()}/public/consultant/sign-up` : expertSearchUrl(entry.specialization_slug),
  });
  return outcome === 'queued';
}

export default () => ({
  /**
   * Add (or update) a waiting-list entry and e-mail its confirmation.
   * @param input - the validated request (e-mail lower-cased, country upper-cased)
   * @param locale - the request's language (messages; e-mails unless `input.locale` is given)
   * @throws ApiError 400 `ValidationError` with `fieldErrors.country` / `fieldErrors.specialization`
   *   when the value is not a live entry of its reference list
   */
  async join(input: WaitingListInput, locale: Locale): Promise<void> {
    const [country, specialization] = await Promise.all([isLive(COUNTRY, 'code', input.country), isLive(SPECIALIZATION, 'slug', input.specialization)]);
    const fieldErrors = fieldErrorMap();
    if (!country) addFieldError(fieldErrors, 'country', t(locale, 'waitingList.unknownCountry'));
    if (!specialization) addFieldError(fieldErrors, 'specialization', t(locale, 'waitingList.unknownSpecialization'));
    if (Object.keys(fieldErrors).length) throw badRequest(t(locale, 'validation.failed'), { fieldErrors });
    const mailLocale = input.locale ?? locale;
    const key = { role: input.role, email: input.email, country_code: input.country, specialization_slug: input.specialization };
    const existing = await strapi.db.query(WAITING_LIST_ENTRY).findOne({ where: { ...key, deletedAt: { $null: true } }, select: ['id'] });
    // The entry and its confirmation e-mail are one change (the e-mail is queued in its transaction).
    await writeTransaction(async () => {
      const row = existing
        ? await strapi.db.query(WAITING_LIST_ENTRY).update({ where: { id: existing.id }, data: { name: input.name, mail_locale: mailLocale } })
        : await strapi.documents(WAITING_LIST_ENTRY).create({ data: { ...key, name: input.name, mail_locale: mailLocale } });
      if (await sendConfirmation({ ...key, name: input.name }, mailLocale)) {
        await strapi.db.query(WAITING_LIST_ENTRY).update({ where: { documentId: row.documentId }, data: { confirmation_sent_at: clock.now() } });
      }
    });
  },

  /**
   * Tell the clients waiting for consultant profile `profileId` (row id): its country, one of its
   * specializations, not yet notified, not in the trash. Does nothing unless the profile is approved
   * and active (its public page must open). Each entry is e-mailed once in its own language; a failed
   * e-mail is logged and the entry waits for the next approval.
   * @returns how many clients were e-mailed
   */
  async announceExpert(profileId: number): Promise<number> {
    const profile = await strapi.db.query(CONSULTANT_PROFILE).findOne({
      where: { id: profileId },
      select: ['id', 'documentId', 'display_name', 'approval_status', 'active_status', 'deletedAt'],
      populate: { country: { select: ['code'] }, specializations: { select: ['slug'], where: { deletedAt: { $null: true } } } },
    });
    if (!profile || profile.approval_status !== 'approved' || profile.active_status === false || profile.deletedAt) return 0;
    const country = (profile.country as { code?: string } | null)?.code;
    const slugs = [...new Set(((profile.specializations ?? []) as { slug?: string }[]).map((item) => item.slug).filter((slug): slug is string => Boolean(slug)))];
    if (!country || !slugs.length) return 0;
    const waiting = (await strapi.db.query(WAITING_LIST_ENTRY).findMany({
      where: { role: 'client', country_code: country, specialization_slug: { $in: slugs }, notified_at: { $null: true }, deletedAt: { $null: true } },
      select: ['id', 'email', 'name', 'mail_locale', 'specialization_slug'],
      orderBy: { id: 'asc' },
    })) as { id: number; email: string; name: string; mail_locale: string | null; specialization_slug: string }[];
    let sent = 0;
    for (const entry of waiting) {
      const locale: Locale = entry.mail_locale === 'en' ? 'en' : 'fr';
      const [countries, specializations] = await Promise.all([referenceNames(COUNTRY, 'code', [country], locale), referenceNames(SPECIALIZATION, 'slug', [entry.specialization_slug], locale)]);
      // The claim and the e-mail are one change: a concurrent approval finds the entry taken, and the
      // outbox sends the e-mail (retrying while the mail server is down).
      const queued = await writeTransaction(async () => {
        const { count } = await strapi.db
          .query(WAITING_LIST_ENTRY)
          .updateMany({ where: { id: entry.id, notified_at: { $null: true } }, data: { notified_at: clock.now(), notified_consultant: profile.documentId } });
        if (count !== 1) return false;
        const outcome = await enqueueMail(
          entry.email,
          locale,
          {
            name: 'waiting-list-available',
            personName: entry.name,
            expertName: profile.display_name ?? '',
            countryName: countries.get(country) ?? country,
            specializationName: specializations.get(entry.specialization_slug) ?? entry.specialization_slug,
            expertUrl: `${siteUrl()}/our-experts/details/${profile.documentId}`,
          },
          { related: `consultant:${profile.documentId}` },
        );
        if (outcome === 'withheld') {
          // The address had its unsolicited e-mails of the day: the entry waits for the next approval.
          await strapi.db.query(WAITING_LIST_ENTRY).update({ where: { id: entry.id }, data: { notified_at: null, notified_consultant: null } });
          return false;
        }
        return true;
      });
      if (queued) sent += 1;
    }
    return sent;
  },

  /**
   * {@link announceExpert} in the background: the admin's approval does not wait for the e-mails, and
   * no failure reaches it (logged).
   */
  announceExpertLater(profileId: number): void {
    void this.announceExpert(profileId).catch((error: Error) => strapi.log.error(`waiting-list announcement failed: ${error.message}`));
  },
});
