/**
 * Status workflow of a consultant profile (spec §4; docs/api-consultant.md "Status
 * workflow"): `incomplete → submitted → approved`, or `rejected` with a reason and back to editable,
 * plus the admin's `active_status` switch. Completeness is computed on the server from the sections;
 * only approved and active profiles are visible to clients (expert search and detail).
 *
 * Choice (docs/api-consultant.md "Status workflow"): after approval, a change to what admins verify — legal identity, degrees,
 * certificates and the ID, criminal-record and contract documents — sends the profile back to
 * `submitted`, out of the search until an admin approves it again: clients buy trust in verified
 * experts, so nothing unverified may show as verified. Bios, fees, photo, address, bank details and
 * timings change freely.
 *
 * Once a profile is approved (or switched active again while approved), the clients on the waiting
 * list for one of its specializations in its country are e-mailed once (../../waiting-list-entry/services/waiting-list.ts).
 */
import { ApiError } from '../../../lib/http-errors';
import { t, type Locale, type MessageKey } from '../../../lib/messages';
import { z, validate } from '../../../lib/validation';
import { siteUrl } from '../../../lib/mail';
import type { MailTemplate } from '../../../lib/mail/templates';
import { enqueueMail } from '../../../lib/outbox';
import { writeTransaction } from '../../../lib/transactions';
import { services } from '../../../lib/services';
import { USER, type Row } from '../../../lib/content-types';
import { BANK, CERTIFICATE, DEGREE, PROFILE, TIMING, ownProfile, profileByDocumentId } from '../../../lib/consultant-profile';
import { clock } from '../../../contracts/clock';
import { checkedItems, recordApproval, withdraw, type AffectedItem, type CheckedItem } from '../../../lib/consultant-verification';

/** Section keys, in the order of the edit-account screens. */
export const SECTIONS = ['basic', 'address', 'education', 'certificates', 'bank', 'detail', 'documents', 'timings'] as const;
export type SectionKey = (typeof SECTIONS)[number];

/** One section's completion. */
export interface SectionState {
  key: SectionKey;
  required: boolean;
  complete: boolean;
  /** Field names still missing (e.g. `photo`, `id_document`, `degrees`). */
  missing: string[];
}

/** `GET profile/status` answer. */
export interface ProfileStatus {
  approval_status: 'incomplete' | 'submitted' | 'approved' | 'rejected';
  active_status: boolean;
  rejection_reason: string | null;
  submitted_at: string | null;
  approved_at: string | null;
  visible_in_search: boolean;
  sections: SectionState[];
  missing_sections: SectionKey[];
  can_submit: boolean;
}

const FULL_POPULATE = {
  languages: { select: ['id'] },
  country: { select: ['id'] },
  nationality: { select: ['id'] },
  country_of_birth: { select: ['id'] },
  specializations: { select: ['id'] },
  photo: { select: ['id'] },
  id_document: { select: ['id'] },
  criminal_record: { select: ['id'] },
  contract: { select: ['id'] },
  user: { select: ['id', 'email'] },
};

const blank = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
const missingOf = (record: Record<string, unknown>, fields: string[]) => fields.filter((field) => blank(record[field]));
const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

/** The completion of every section of a profile row populated with {@link FULL_POPULATE}. */
async function sectionsOf(profile: Row<typeof PROFILE>): Promise<SectionState[]> {
  const [degrees, certificates, bank, timings] = await Promise.all([
    strapi.db.query(DEGREE).count({ where: { consultant: { id: profile.id } } }),
    strapi.db.query(CERTIFICATE).count({ where: { consultant: { id: profile.id } } }),
    strapi.db.query(BANK).findOne({ where: { consultant: { id: profile.id } }, populate: { bank_statement: { select: ['id'] } } }),
    strapi.db.query(TIMING).count({ where: { consultant: { id: profile.id } } }),
  ]);
  const bankRecord = { ...(bank ?? {}), iban_or_account_number: bank?.iban || bank?.account_number };
  const detail = { ...profile, bio: profile.bio_fr || profile.bio_en };
  const missing: Record<SectionKey, string[]> = {
    basic: missingOf(profile, [
      'title',
      'gender',
      'given_name',
      'family_name',
      'date_of_birth',
      'preferred_contact_type',
      'isd_code',
      'contact_number',
      'time_zone',
      'correspondence_language',
      'languages',
      'country',
      'nationality',
      'profession',
      'country_of_birth',
    ]),
    address: missingOf(profile, ['country', 'city', 'street_1', 'postal_code']),
    education: degrees > 0 ? [] : ['degrees'],
    certificates: certificates > 0 ? [] : ['certificates'],
    bank: missingOf(bankRecord, ['bank_name', 'swift_bic', 'iban_or_account_number', 'account_holder_name', 'account_currency', 'payment_currency', 'tax_number', 'bank_statement']),
    detail: missingOf(detail, ['bio', 'specializations', 'languages', 'session_duration', 'currency', 'photo']),
    documents: missingOf(profile, ['id_number', 'id_document', 'criminal_record', 'contract']),
    timings: timings > 0 ? [] : ['windows'],
  };
  return SECTIONS.map((key) => ({ key, required: key !== 'certificates', complete: missing[key].length === 0, missing: missing[key] }));
}

async function statusOf(profile: Row<typeof PROFILE>): Promise<ProfileStatus> {
  const sections = await sectionsOf(profile);
  const missingSections = sections.filter((section) => section.required && !section.complete).map((section) => section.key);
  const status = profile.approval_status ?? 'incomplete';
  return {
    approval_status: status,
    active_status: Boolean(profile.active_status),
    rejection_reason: status === 'rejected' ? (profile.rejection_reason ?? null) : null,
    submitted_at: iso(profile.submitted_at),
    approved_at: iso(profile.approved_at),
    visible_in_search: status === 'approved' && Boolean(profile.active_status),
    sections,
    missing_sections: missingSections,
    can_submit: (status === 'incomplete' || status === 'rejected') && missingSections.length === 0,
  };
}

const SECTION_LABEL: Record<SectionKey, MessageKey> = {
  basic: 'section.basic',
  address: 'section.address',
  education: 'section.education',
  certificates: 'section.certificates',
  bank: 'section.bank',
  detail: 'section.detail',
  documents: 'section.documents',
  timings: 'section.timings',
};

const invalidStatus = (locale: Locale, status: string | null | undefined) =>
  new ApiError(409, 'InvalidStatus', t(locale, 'review.invalidStatus', { status: t(locale, `status.${status ?? 'incomplete'}` as MessageKey) }));

/**
 * Queue an e-mail to every platform admin (in French, the platform default: admins have no language
 * setting yet), inside the transaction of the status change (lib/outbox sends it after the commit).
 */
async function queueAdminsNotice(consultantName: string, resubmission: boolean, profileDocumentId: string): Promise<void> {
  const reviewUrl = `${siteUrl()}/admin/consultant/consultant-profile/${profileDocumentId}`;
  const admins = await strapi.db.query(USER).findMany({ where: { role: { type: 'admin' }, blocked: false }, select: ['email'] });
  for (const admin of admins as Row<typeof USER>[]) {
    if (admin.email) await enqueueMail(admin.email, 'fr', { name: 'consultant-submitted', consultantName, resubmission, reviewUrl }, { related: `consultant:${profileDocumentId}` });
  }
}

/** Queue an e-mail to the consultant of a profile row (populated with `user`) in their correspondence language. */
async function queueConsultantNotice(profile: Row<typeof PROFILE>, template: MailTemplate): Promise<void> {
  if (!profile.user?.email) return;
  await enqueueMail(profile.user.email, (profile.correspondence_language as Locale) ?? 'fr', template, { related: `consultant:${profile.documentId}` });
}

const rejectSchema = z.object({ reason: z.string().trim().min(5).max(2000) }).strict();
const activeSchema = z.object({ active: z.boolean() }).strict();

export default () => ({
  /** `GET profile/status` of the signed-in consultant. */
  async status(userId: number, locale: Locale): Promise<ProfileStatus> {
    return statusOf(await ownProfile(userId, locale, FULL_POPULATE));
  },

  /** Status of a profile row id (admins' view). */
  async statusById(profileId: number): Promise<ProfileStatus> {
    return statusOf(await strapi.db.query(PROFILE).findOne({ where: { id: profileId }, populate: FULL_POPULATE }));
  },

  /**
   * `POST profile/submit`: from `incomplete` or `rejected`, with every required section complete.
   * @throws ApiError 400 `ProfileIncomplete` naming the missing sections; 409 `InvalidStatus`
   */
  async submit(userId: number, locale: Locale): Promise<ProfileStatus> {
    const profile = await ownProfile(userId, locale, FULL_POPULATE);
    const current = await statusOf(profile);
    if (current.approval_status === 'submitted' || current.approval_status === 'approved') throw invalidStatus(locale, current.approval_status);
    if (current.missing_sections.length) {
      throw new ApiError(400, 'ProfileIncomplete', t(locale, 'review.incomplete', { sections: current.missing_sections.map((key) => t(locale, SECTION_LABEL[key])).join(', ') }), {
        missing_sections: current.missing_sections,
      });
    }
    const resubmission = current.approval_status === 'rejected';
    await writeTransaction(async () => {
      await strapi.db.query(PROFILE).update({ where: { id: profile.id }, data: { approval_status: 'submitted', submitted_at: clock.now(), rejection_reason: null } });
      await queueAdminsNotice(profile.display_name ?? '', resubmission, profile.documentId);
    });
    return this.status(userId, locale);
  },

  /**
   * Called after a write to a sensitive section: the verification records of the `affected` items are
   * withdrawn, whatever the status (their badges stay off until an admin checks them again at the next
   * approval; docs/api-consultant.md "Verification badges"), and an approved profile goes back to
   * `submitted` (out of the search) and the admins are told.
   * @param affected - the verified items the edit changed (none for a new degree or certificate)
   * @returns whether the profile was sent back to review
   */
  async afterSensitiveEdit(profileId: number, affected: AffectedItem[]): Promise<boolean> {
    const profile = await strapi.db.query(PROFILE).findOne({ where: { id: profileId }, select: ['id', 'documentId', 'approval_status', 'display_name'] });
    if (profile?.approval_status !== 'approved') {
      if (profile && affected.length) await writeTransaction(() => withdraw(profileId, affected));
      return false;
    }
    await writeTransaction(async () => {
      await withdraw(profileId, affected);
      await strapi.db.query(PROFILE).update({ where: { id: profileId }, data: { approval_status: 'submitted', submitted_at: clock.now() } });
      await queueAdminsNotice(profile.display_name ?? '', true, profile.documentId);
    });
    return true;
  },

  /**
   * Admin: approve a submitted profile whose required sections are all complete (a section may have
   * been emptied since the submission, e.g. its only degree deleted), record what the admin checked
   * (lib/consultant-verification `recordApproval`, in the same transaction) and e-mail the consultant.
   * @param verification - the ticked items and the approving admin's account row id
   * @throws ApiError 404 (unknown consultant, or a degree or certificate not its own); 400 for a ticked
   *   item the consultant did not provide; 409 `InvalidStatus`; 409 `ProfileIncomplete` naming the missing sections
   */
  async approve(documentId: string, locale: Locale, verification: { verified: CheckedItem[]; adminUserId: number }) {
    const profile = await profileByDocumentId(documentId, locale, { ...FULL_POPULATE, user: { select: ['email'] } });
    if (profile.approval_status !== 'submitted') throw invalidStatus(locale, profile.approval_status);
    const { missing_sections: missing } = await statusOf(profile);
    if (missing.length) {
      throw new ApiError(409, 'ProfileIncomplete', t(locale, 'review.incompleteForApproval', { sections: missing.map((key) => t(locale, SECTION_LABEL[key])).join(', ') }), {
        missing_sections: missing,
      });
    }
    await writeTransaction(async () => {
      // Checked against the consultant's items inside the transaction that records them.
      await recordApproval(profile.id, verification.adminUserId, await checkedItems(profile.id, verification.verified, locale));
      await strapi.db.query(PROFILE).update({ where: { id: profile.id }, data: { approval_status: 'approved', approved_at: clock.now(), rejection_reason: null, rejected_at: null } });
      await queueConsultantNotice(profile, {
        name: 'consultant-approved',
        profileUrl: `${siteUrl()}/our-experts/details/${profile.documentId}`,
        dashboardUrl: `${siteUrl()}/consultant/dashboard`,
        active: Boolean(profile.active_status),
      });
    });
    // Clients waiting for this specialization in this country hear of the new expert, after the approval is stored.
    services.waitingList().announceExpertLater(profile.id);
    return profile.id;
  },

  /** Admin: reject a submitted or approved profile with a reason, e-mailed to the consultant. @throws ApiError 400; 404; 409 */
  async reject(documentId: string, body: unknown, locale: Locale) {
    const { reason } = validate(rejectSchema, body, locale);
    const profile = await profileByDocumentId(documentId, locale, { user: { select: ['email'] } });
    if (profile.approval_status !== 'submitted' && profile.approval_status !== 'approved') throw invalidStatus(locale, profile.approval_status);
    await writeTransaction(async () => {
      await strapi.db.query(PROFILE).update({ where: { id: profile.id }, data: { approval_status: 'rejected', rejected_at: clock.now(), rejection_reason: reason } });
      await queueConsultantNotice(profile, { name: 'consultant-rejected', reason, editUrl: `${siteUrl()}/consultant/dashboard` });
    });
    return profile.id;
  },

  /** Admin: switch `active_status`; the consultant is told when it changes. @throws ApiError 400; 404 */
  async setActive(documentId: string, body: unknown, locale: Locale) {
    const { active } = validate(activeSchema, body, locale);
    const profile = await profileByDocumentId(documentId, locale, { user: { select: ['email'] } });
    if (Boolean(profile.active_status) !== active) {
      await writeTransaction(async () => {
        await strapi.db.query(PROFILE).update({ where: { id: profile.id }, data: { active_status: active } });
        await queueConsultantNotice(profile, { name: 'consultant-active', active, dashboardUrl: `${siteUrl()}/consultant/dashboard` });
      });
      // An approved expert switched back on may be the one waiting clients hoped for.
      if (active) services.waitingList().announceExpertLater(profile.id);
    }
    return profile.id;
  },
});
