/**
 * Consent records (docs/privacy.md "Consent records"; contracts/privacy `ConsentHistory`): every consent
 * a person gives or withdraws — the terms, the privacy policy, the explicit consent to process health
 * data (GDPR Art. 9(2)(a)), the newsletter — is one `api::consent-record.consent-record` row with the
 * version of the text consented to, the instant (UTC) and where it happened (`source`). Rows are only
 * ever added: the history is the proof, and the newest row of a kind is its current state.
 *
 * Who writes them:
 * - registration: `terms` and `privacy` given, with the versions of the newest published terms and
 *   privacy policy (source `registration`);
 * - the health assessment: each submission is the explicit consent to process health data, given next
 *   to its submit button (`health_data` given, source `health-assessment`, version = the privacy
 *   policy's current version);
 * - the client's account: `PUT /client/account/consents/health-data` withdraws or gives it again
 *   (source `account`); withdrawn, new bookings are refused with 400 `HealthDataConsentMissing`
 *   ({@link ConsentsService.assertHealthDataGiven}) while bookings already made stay;
 * - the newsletter: the double opt-in confirmation gives `newsletter`, unsubscribing withdraws it
 *   (source `newsletter`, version = the consent wording's version), linked to the account with the same
 *   e-mail when there is one, else kept with the (lower-cased) address alone.
 *
 * Service `api::account.consents` (`services.consents()`); instants are UTC.
 */
import type { z } from 'zod';
import type { ConsentAction, ConsentHistory, ConsentKind, ConsentSource } from '../../../contracts/privacy';
import { clock } from '../../../contracts/clock';
import { ApiError, notFound } from '../../../lib/http-errors';
import { t, type Locale } from '../../../lib/messages';
import { services } from '../../../lib/services';
import { CLIENT_PROFILE, CONSULTANT_PROFILE, USER } from '../../../lib/content-types';

/** The content type of the records (read by the export of a person's data). */
export const CONSENT_RECORD = 'api::consent-record.consent-record' as const;

export type ConsentKindName = z.infer<typeof ConsentKind>;
export type ConsentActionName = z.infer<typeof ConsentAction>;
export type ConsentSourceName = z.infer<typeof ConsentSource>;
/** A person's consent history as the API answers it (newest first, with the current state per kind). */
export type ConsentHistoryView = z.input<typeof ConsentHistory>;

const KINDS: readonly ConsentKindName[] = ['terms', 'privacy', 'health_data', 'newsletter'];

/** One consent to record. */
export interface ConsentEntry {
  /** the account's row id; `null` for a newsletter address without an account */
  userId: number | null;
  /** the address the consent was given with (newsletter records); stored lower-cased */
  email?: string | null;
  kind: ConsentKindName;
  action: ConsentActionName;
  /** the version of the text consented to, `null` when unknown or without one */
  version: string | null;
  source: ConsentSourceName;
  /** when (UTC); default now */
  at?: Date;
}

/** A stored record, as this service reads it. */
interface RecordRow {
  id: number;
  documentId: string;
  kind: ConsentKindName;
  action: ConsentActionName;
  version?: string | null;
  source: ConsentSourceName;
  at: string | Date;
  user?: { id: number } | null;
}

const normalized = (email: string) => email.trim().toLowerCase();

/** Newest first: by instant, then by the order of writing. */
const newestFirst = (a: RecordRow, b: RecordRow) => new Date(b.at).getTime() - new Date(a.at).getTime() || b.id - a.id;

/** The history answer of `rows` (any order). */
function historyOf(rows: RecordRow[]): ConsentHistoryView {
  const sorted = [...rows].sort(newestFirst);
  const current = Object.fromEntries(KINDS.map((kind) => [kind, sorted.find((row) => row.kind === kind)?.action === 'given'])) as ConsentHistoryView['current'];
  return {
    data: sorted.map((row) => ({ id: row.documentId, kind: row.kind, action: row.action, version: row.version ?? null, source: row.source, at: new Date(row.at).toISOString() })),
    current,
  };
}

const consents = () => ({
  /**
   * Add one record (never edits an earlier one). Runs in the caller's transaction when there is one.
   * @param entry - see {@link ConsentEntry}
   */
  async record(entry: ConsentEntry): Promise<void> {
    await strapi.db.query(CONSENT_RECORD).create({
      data: {
        user: entry.userId,
        email: entry.email ? normalized(entry.email) : null,
        kind: entry.kind,
        action: entry.action,
        version: entry.version,
        source: entry.source,
        at: entry.at ?? clock.now(),
        publishedAt: clock.now(),
      },
    });
  },

  /**
   * The version of the newest published privacy policy (the text the health-data consent refers to),
   * `null` when none is published.
   */
  async privacyVersion(): Promise<string | null> {
    return (await services.catalogue().legal('privacy-policy', 'fr'))?.version ?? null;
  },

  /**
   * The consent history of account `userId`: its own records, and the newsletter records of its
   * address made before it had an account (or without one); newest first, with the current state of
   * each kind (`true` when its newest record gives it).
   * @param userId - the users-permissions row id
   */
  async historyOf(userId: number): Promise<ConsentHistoryView> {
    const user = (await strapi.db.query(USER).findOne({ where: { id: userId }, select: ['id', 'email'] })) as { id: number; email?: string | null } | null;
    if (!user) return historyOf([]);
    const own = (await strapi.db.query(CONSENT_RECORD).findMany({ where: { user: { id: userId } } })) as RecordRow[];
    const byAddress = user.email
      ? ((await strapi.db.query(CONSENT_RECORD).findMany({ where: { email: normalized(user.email), kind: 'newsletter' }, populate: { user: { select: ['id'] } } })) as RecordRow[])
      : [];
    return historyOf([...own, ...byAddress.filter((row) => !row.user)]);
  },

  /** Whether the newest health-data record of account `userId` gives the consent. */
  async healthDataGiven(userId: number): Promise<boolean> {
    const [newest] = (await strapi.db.query(CONSENT_RECORD).findMany({
      where: { user: { id: userId }, kind: 'health_data' },
      select: ['id', 'action', 'at'],
      orderBy: [{ at: 'desc' }, { id: 'desc' }],
      limit: 1,
    })) as Pick<RecordRow, 'id' | 'action' | 'at'>[];
    return newest?.action === 'given';
  },

  /**
   * The booking gate's health-data check (spec §3 forms required before booking): new bookings need
   * the explicit consent to process health data.
   * @throws ApiError 400 `HealthDataConsentMissing` (localized) when it is withdrawn or was never given
   */
  async assertHealthDataGiven(userId: number, locale: Locale): Promise<void> {
    if (!(await this.healthDataGiven(userId))) throw new ApiError(400, 'HealthDataConsentMissing', t(locale, 'consents.healthDataMissing'));
  },

  /**
   * Registration's consents: the terms and the privacy policy given at `at` (UTC), with the versions the
   * person was shown (`null` when none was published).
   */
  async recordRegistration(userId: number, versions: { terms: string | null; privacy: string | null }, at: Date): Promise<void> {
    await this.record({ userId, kind: 'terms', action: 'given', version: versions.terms, source: 'registration', at });
    await this.record({ userId, kind: 'privacy', action: 'given', version: versions.privacy, source: 'registration', at });
  },

  /** A submitted health assessment: the explicit consent to process health data, given at `at` (UTC). */
  async recordHealthAssessment(userId: number, at: Date): Promise<void> {
    await this.record({ userId, kind: 'health_data', action: 'given', version: await this.privacyVersion(), source: 'health-assessment', at });
  },

  /**
   * `PUT /client/account/consents/health-data` `{ given }`: give or withdraw the consent to process
   * health data. Nothing is recorded when the consent is already in the asked state.
   * @param source - `account` (the person) or `admin` (an admin on the person's request)
   * @returns the history after the change
   */
  async setHealthData(userId: number, given: boolean, source: 'account' | 'admin' = 'account'): Promise<ConsentHistoryView> {
    if ((await this.healthDataGiven(userId)) !== given) {
      await this.record({ userId, kind: 'health_data', action: given ? 'given' : 'withdrawn', version: await this.privacyVersion(), source });
    }
    return this.historyOf(userId);
  },

  /**
   * The newsletter's double opt-in confirmed (`given`) or an unsubscription (`withdrawn`) of `email`,
   * linked to the account with that address when there is one.
   * @param version - the version of the consent wording the address subscribed under
   */
  async recordNewsletter(email: string, action: ConsentActionName, version: string | null): Promise<void> {
    const address = normalized(email);
    const user = (await strapi.db.query(USER).findOne({ where: { email: address }, select: ['id'] })) as { id: number } | null;
    await this.record({ userId: user?.id ?? null, email: address, kind: 'newsletter', action, version, source: 'newsletter' });
  },

  /**
   * The back office's read of a person's history, by the documentId of the client or consultant
   * profile (as the `clients` and `consultants` resources list them).
   * @throws ApiError 404 (localized) for an unknown or trashed profile, or one without an account
   */
  async historyOfPerson(people: 'clients' | 'consultants', documentId: string, locale: Locale): Promise<ConsentHistoryView> {
    const uid = people === 'clients' ? CLIENT_PROFILE : CONSULTANT_PROFILE;
    const profile = (await strapi.db.query(uid).findOne({ where: { documentId, deletedAt: { $null: true } }, select: ['id'], populate: { user: { select: ['id'] } } })) as {
      user?: { id: number } | null;
    } | null;
    if (!profile?.user) throw notFound(t(locale, 'admin.notFound'));
    return this.historyOf(profile.user.id);
  },
});

export type ConsentsService = ReturnType<typeof consents>;
export default consents;
