/**
 * Consultants of the back office (spec §2 admin "consultant", "consultant/consultant-profile/{id}";
 * contracts/admin-people `ConsultantListRecord`): the list of profiles with their review state, and
 * `GET /consultants/:id`, the full review record (`ConsultantReview`, contracts/admin) also answered by
 * the review actions (controllers/consultants.ts: approve, reject, active switch).
 *
 * No create (consultants sign up), no delete and no trash: switching a consultant off (the active
 * switch) or rejecting the profile removes it from the platform while keeping its bookings, files and
 * history; profiles soft-deleted elsewhere (`deletedAt`) are left out.
 */
import { ConsultantReview } from '../../../contracts/admin';
import { consultantFilters, ConsultantListRecord, PEOPLE_TAG } from '../../../contracts/admin-people';
import { defineAdminResource } from '../../../lib/admin-resource';
import { BANK, PROFILE } from '../../../lib/consultant-profile';
import { checklistOf } from '../../../lib/consultant-verification';
import { services } from '../../../lib/services';
import { timingsOf } from '../../consultant/services/timings';
import { flagWhere, instantOrNull, localizedNames, relationOf, relationsOf, textOrNull } from './people';
import type { z } from 'zod';

/**
 * Everything an admin needs to review a profile: every section, file metadata (the files open through
 * `GET /api/files/:id`, audited), the status and the checklist of items the approval can record as checked.
 * @param profileId - the profile's row id
 * @returns the `ConsultantReview` record
 */
export async function consultantReview(profileId: number): Promise<z.input<typeof ConsultantReview>> {
  const sections = services.profileSections();
  const profile = await strapi.db.query(PROFILE).findOne({
    where: { id: profileId },
    populate: {
      languages: { select: ['code'] },
      country: { select: ['code'] },
      nationality: { select: ['slug'] },
      country_of_birth: { select: ['code'] },
      specializations: { select: ['slug'] },
      disorders: { select: ['slug'] },
      objectives: { select: ['slug'] },
      keywords: { select: ['slug'] },
      photo: true,
      id_document: true,
      criminal_record: true,
      contract: true,
      user: { select: ['email'] },
    },
  });
  const bank = await strapi.db.query(BANK).findOne({ where: { consultant: { id: profileId } }, populate: { bank_statement: true } });
  return {
    id: String(profile.documentId),
    display_name: profile.display_name ?? null,
    ...(await services.review().statusById(profileId)),
    basic: sections.basicView(profile),
    address: sections.addressView(profile),
    detail: sections.detailView(profile),
    bank: sections.bankView(bank),
    documents: sections.documentsView(profile, bank),
    education: await services.credentials().listOf('degree', profileId),
    certificates: await services.credentials().listOf('certificate', profileId),
    timings: await timingsOf(profile),
    verification_checklist: await checklistOf(profileId),
  };
}

export default defineAdminResource({
  name: 'consultants',
  noun: 'consultant',
  tag: PEOPLE_TAG,
  uid: PROFILE,
  record: ConsultantListRecord,
  detail: ConsultantReview,
  create: false,
  remove: false,
  trash: false,
  scope: { deletedAt: { $null: true } },
  populate: { user: { select: ['documentId', 'email'] }, specializations: { select: ['documentId'] } },
  search: ['display_name', 'given_name', 'family_name', 'user.email'],
  sortable: ['display_name', 'email', 'approval_status', 'active_status', 'createdAt', 'submitted_at'],
  sortColumns: { email: 'user.email' },
  filters: consultantFilters,
  // An unset switch is on (the sign-in and the expert search read it so).
  filterWhere: { active_status: (value: boolean) => flagWhere('active_status', value, true) },
  async toRecord({ row }, locale) {
    const user = relationOf<{ email?: string | null }>(row.user);
    const specializations = [...new Set(relationsOf(row.specializations).map((item) => item.documentId))];
    const names = await localizedNames('api::specialization.specialization', specializations, locale);
    return {
      id: row.documentId,
      display_name: textOrNull(row.display_name) ?? '',
      email: user?.email ?? null,
      user_id: user?.documentId ?? null,
      specializations: specializations.map((id) => names.get(id)).filter((name): name is string => Boolean(name)),
      approval_status: row.approval_status ?? 'incomplete',
      active_status: row.active_status !== false,
      createdAt: instantOrNull(row.createdAt),
      submitted_at: instantOrNull(row.submitted_at),
    };
  },
  toDetail: ({ row }) => consultantReview(row.id),
});
