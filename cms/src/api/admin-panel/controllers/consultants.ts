/**
 * Admin review of consultant profiles (issue 4 §3, §6; docs/api-consultant.md "Admins"): the full
 * profile, approve, reject with a reason, and the active switch. Bare JSON bodies (ra-data-simple-rest
 * dialect, DESIGN §2); `:id` is the profile's documentId.
 */
import type { Locale } from '../../../lib/messages';
import { BANK, PROFILE, profileByDocumentId } from '../../../lib/consultant-profile';
import { timingsOf } from '../../consultant/services/timings';

const review = () => strapi.service('api::consultant.review') as any;
const sections = () => strapi.service('api::consultant.profile-sections') as any;
const credentials = () => strapi.service('api::consultant.credentials') as any;
const locale = (ctx: any): Locale => ctx.state.locale;

/** Everything an admin needs to review a profile: every section, file metadata and the status. */
async function fullProfile(profileId: number) {
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
    id: profile.documentId,
    display_name: profile.display_name,
    ...(await review().statusById(profileId)),
    basic: sections().basicView(profile),
    address: sections().addressView(profile),
    detail: sections().detailView(profile),
    bank: sections().bankView(bank),
    documents: sections().documentsView(profile, bank),
    education: await credentials().listOf('degree', profileId),
    certificates: await credentials().listOf('certificate', profileId),
    timings: await timingsOf(profile),
  };
}

export default {
  async findOne(ctx: any) {
    ctx.body = await fullProfile((await profileByDocumentId(String(ctx.params.id), locale(ctx))).id);
  },
  async approve(ctx: any) {
    ctx.body = await fullProfile(await review().approve(String(ctx.params.id), locale(ctx)));
  },
  async reject(ctx: any) {
    ctx.body = await fullProfile(await review().reject(String(ctx.params.id), ctx.request.body, locale(ctx)));
  },
  async setActive(ctx: any) {
    ctx.body = await fullProfile(await review().setActive(String(ctx.params.id), ctx.request.body, locale(ctx)));
  },
};
