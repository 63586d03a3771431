/**
 * The signed-in client's forms (spec §3; docs/api-bookings.md "Client forms"; contract:
 * `contracts/client-forms.ts`): general info, consent form, health assessment. Thin: the contract
 * reads the input, `api::client.forms` does the work.
 */
import { clientFormRoutes as routes } from '../../../contracts/client-forms';
import { accountOf, localeOf, readBody, reply, type ApiContext } from '../../../lib/http';
import { services } from '../../../lib/services';
import { uploadedFile } from '../../../lib/uploads';

const forms = () => services.clientForms();

export default {
  async getGeneralInfo(ctx: ApiContext) {
    reply(ctx, routes.getGeneralInfo, 200, { data: await forms().getGeneralInfo(accountOf(ctx).id, localeOf(ctx)) });
  },

  async putGeneralInfo(ctx: ApiContext) {
    const input = readBody(ctx, routes.putGeneralInfo);
    reply(ctx, routes.putGeneralInfo, 200, { data: await forms().putGeneralInfo(accountOf(ctx).id, input, localeOf(ctx)) });
  },

  async getConsentForm(ctx: ApiContext) {
    reply(ctx, routes.getConsentForm, 200, { data: await forms().getConsentForm(accountOf(ctx).id, localeOf(ctx)) });
  },

  async acceptConsentForm(ctx: ApiContext) {
    const input = readBody(ctx, routes.acceptConsentForm);
    reply(ctx, routes.acceptConsentForm, 200, { data: await forms().acceptConsentForm(accountOf(ctx).id, input, uploadedFile(ctx), localeOf(ctx)) });
  },

  async signConsentForm(ctx: ApiContext) {
    const input = readBody(ctx, routes.signConsentForm);
    const account = accountOf(ctx);
    reply(ctx, routes.signConsentForm, 200, { data: await forms().signConsentForm(account, ctx.request.ip ?? '', input, localeOf(ctx)) });
  },

  async getHealthAssessment(ctx: ApiContext) {
    reply(ctx, routes.getHealthAssessment, 200, { data: await forms().getHealthAssessment(accountOf(ctx).id, localeOf(ctx)) });
  },

  async putHealthAssessment(ctx: ApiContext) {
    const input = readBody(ctx, routes.putHealthAssessment);
    reply(ctx, routes.putHealthAssessment, 200, { data: await forms().putHealthAssessment(accountOf(ctx).id, input.answers, uploadedFile(ctx), localeOf(ctx)) });
  },

  async putHealthAssessmentDraft(ctx: ApiContext) {
    const input = readBody(ctx, routes.putHealthAssessmentDraft);
    reply(ctx, routes.putHealthAssessmentDraft, 200, { data: await forms().putHealthAssessmentDraft(accountOf(ctx).id, input.answers, localeOf(ctx)) });
  },
};
