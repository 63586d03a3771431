/**
 * Admin review of consultant profiles (docs/api-consultant.md "Admins"; contract: `contracts/admin.ts`):
 * the full profile, approve, reject with a reason, and the active switch. Bare JSON records
 * (ra-data-simple-rest dialect, DESIGN §2); `:id` is the profile's documentId.
 */
import { consultantReviewRoutes as routes } from '../../../contracts/admin';
import { localeOf, readBody, readParams, reply, type ApiContext } from '../../../lib/http';
import { BANK, PROFILE, profileByDocumentId } from '../../../lib/consultant-profile';
import { services } from '../../../lib/services';
import { timingsOf } from '../../consultant/services/timings';

/**
 * Everything an admin needs to review a profile: every section, file metadata and the status.
 * @param profileId - the profile's row id
 */
async function fullProfile(profileId: number) {
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
  };
}

export default {
  /** A profile with every section. */
  async findOne(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.findOne, 'notFound.consultant');
    const profile = await profileByDocumentId(id, localeOf(ctx));
    reply(ctx, routes.findOne, 200, await fullProfile(profile.id));
  },

  /** Approve a submitted, complete profile. */
  async approve(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.approve, 'notFound.consultant');
    readBody(ctx, routes.approve);
    reply(ctx, routes.approve, 200, await fullProfile(await services.review().approve(id, localeOf(ctx))));
  },

  /** Reject a submitted or approved profile with a reason. */
  async reject(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.reject, 'notFound.consultant');
    const body = readBody(ctx, routes.reject);
    reply(ctx, routes.reject, 200, await fullProfile(await services.review().reject(id, body, localeOf(ctx))));
  },

  /** Switch a profile active or inactive. */
  async setActive(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.setActive, 'notFound.consultant');
    const body = readBody(ctx, routes.setActive);
    reply(ctx, routes.setActive, 200, await fullProfile(await services.review().setActive(id, body, localeOf(ctx))));
  },
};
