/**
 * Consultant onboarding endpoints (spec §3, §5; docs/api-consultant.md; contract:
 * `contracts/consultant-profile.ts`): profile sections, documents, degrees, certificates, timings and
 * the status workflow of the signed-in consultant. Thin: the contract reads the input (text fields of
 * multipart bodies included), `lib/uploads` hands over the file, the services do the work.
 */
import { consultantProfileRoutes as routes } from '../../../contracts/consultant-profile';
import { ownProfile } from '../../../lib/consultant-profile';
import { accountOf, localeOf, readBody, readParams, reply, type ApiContext } from '../../../lib/http';
import { notFound } from '../../../lib/http-errors';
import { t } from '../../../lib/messages';
import { services } from '../../../lib/services';
import { uploadedFile } from '../../../lib/uploads';

const sections = () => services.profileSections();
const credentials = () => services.credentials();
const userId = (ctx: ApiContext) => accountOf(ctx).id;

export default {
  getBasic: async (ctx: ApiContext) => reply(ctx, routes.getBasic, 200, { data: await sections().getBasic(userId(ctx), localeOf(ctx)) }),
  putBasic: async (ctx: ApiContext) => reply(ctx, routes.putBasic, 200, await sections().putBasic(userId(ctx), readBody(ctx, routes.putBasic), localeOf(ctx))),
  getAddress: async (ctx: ApiContext) => reply(ctx, routes.getAddress, 200, { data: await sections().getAddress(userId(ctx), localeOf(ctx)) }),
  putAddress: async (ctx: ApiContext) => reply(ctx, routes.putAddress, 200, await sections().putAddress(userId(ctx), readBody(ctx, routes.putAddress), localeOf(ctx))),
  getBank: async (ctx: ApiContext) => reply(ctx, routes.getBank, 200, { data: await sections().getBank(userId(ctx), localeOf(ctx)) }),
  putBank: async (ctx: ApiContext) => reply(ctx, routes.putBank, 200, await sections().putBank(userId(ctx), readBody(ctx, routes.putBank), localeOf(ctx))),
  getDetail: async (ctx: ApiContext) => reply(ctx, routes.getDetail, 200, { data: await sections().getDetail(userId(ctx), localeOf(ctx)) }),
  putDetail: async (ctx: ApiContext) => reply(ctx, routes.putDetail, 200, await sections().putDetail(userId(ctx), readBody(ctx, routes.putDetail), localeOf(ctx))),
  getDocuments: async (ctx: ApiContext) => reply(ctx, routes.getDocuments, 200, { data: await sections().getDocuments(userId(ctx), localeOf(ctx)) }),
  putDocuments: async (ctx: ApiContext) => reply(ctx, routes.putDocuments, 200, await sections().putDocuments(userId(ctx), readBody(ctx, routes.putDocuments), localeOf(ctx))),

  /** `POST documents/:kind` (multipart `file`); an unknown kind answers 404. */
  async uploadDocument(ctx: ApiContext) {
    const { kind } = readParams(ctx, routes.uploadDocument);
    readBody(ctx, routes.uploadDocument);
    reply(ctx, routes.uploadDocument, 201, await sections().upload(userId(ctx), kind, uploadedFile(ctx), localeOf(ctx)));
  },

  listEducation: async (ctx: ApiContext) => reply(ctx, routes.listEducation, 200, { data: await credentials().list('degree', userId(ctx), localeOf(ctx)) }),
  async getEducation(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.getEducation, 'notFound.degree');
    reply(ctx, routes.getEducation, 200, { data: await credentials().one('degree', userId(ctx), id, localeOf(ctx)) });
  },
  async createEducation(ctx: ApiContext) {
    const { file: _file, ...input } = readBody(ctx, routes.createEducation);
    reply(ctx, routes.createEducation, 201, await credentials().create('degree', userId(ctx), input, uploadedFile(ctx), localeOf(ctx)));
  },
  async updateEducation(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.updateEducation, 'notFound.degree');
    const { file: _file, ...input } = readBody(ctx, routes.updateEducation);
    reply(ctx, routes.updateEducation, 200, await credentials().update('degree', userId(ctx), id, input, uploadedFile(ctx), localeOf(ctx)));
  },
  async deleteEducation(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.deleteEducation, 'notFound.degree');
    await credentials().remove('degree', userId(ctx), id, localeOf(ctx));
    ctx.status = 204;
  },

  listCertificates: async (ctx: ApiContext) => reply(ctx, routes.listCertificates, 200, { data: await credentials().list('certificate', userId(ctx), localeOf(ctx)) }),
  async getCertificates(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.getCertificates, 'notFound.certificate');
    reply(ctx, routes.getCertificates, 200, { data: await credentials().one('certificate', userId(ctx), id, localeOf(ctx)) });
  },
  async createCertificates(ctx: ApiContext) {
    const { file: _file, ...input } = readBody(ctx, routes.createCertificates);
    reply(ctx, routes.createCertificates, 201, await credentials().create('certificate', userId(ctx), input, uploadedFile(ctx), localeOf(ctx)));
  },
  async updateCertificates(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.updateCertificates, 'notFound.certificate');
    const { file: _file, ...input } = readBody(ctx, routes.updateCertificates);
    reply(ctx, routes.updateCertificates, 200, await credentials().update('certificate', userId(ctx), id, input, uploadedFile(ctx), localeOf(ctx)));
  },
  async patchCertificates(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.patchCertificates, 'notFound.certificate');
    const { file: _file, ...input } = readBody(ctx, routes.patchCertificates);
    reply(ctx, routes.patchCertificates, 200, await credentials().update('certificate', userId(ctx), id, input, uploadedFile(ctx), localeOf(ctx)));
  },
  async deleteCertificates(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.deleteCertificates, 'notFound.certificate');
    await credentials().remove('certificate', userId(ctx), id, localeOf(ctx));
    ctx.status = 204;
  },

  getTimings: async (ctx: ApiContext) => reply(ctx, routes.getTimings, 200, { data: await services.timings().get(userId(ctx), localeOf(ctx)) }),
  putTimings: async (ctx: ApiContext) => reply(ctx, routes.putTimings, 200, { data: await services.timings().put(userId(ctx), readBody(ctx, routes.putTimings), localeOf(ctx)) }),

  status: async (ctx: ApiContext) => reply(ctx, routes.status, 200, { data: await services.review().status(userId(ctx), localeOf(ctx)) }),
  submit: async (ctx: ApiContext) => reply(ctx, routes.submit, 200, { data: await services.review().submit(userId(ctx), localeOf(ctx)) }),

  /** `GET profile/preview`: the profile as clients see it, whatever its status. */
  async preview(ctx: ApiContext) {
    const locale = localeOf(ctx);
    const profile = await ownProfile(userId(ctx), locale);
    const data = await services.expertSearch().detail(profile.documentId, locale, { includeHidden: true });
    if (!data) throw notFound(t(locale, 'notFound.profile'));
    reply(ctx, routes.preview, 200, { data });
  },
};
