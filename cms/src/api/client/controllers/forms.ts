/**
 * The signed-in client's forms (issue 5 §1; docs/api-bookings.md "Client forms"): general info,
 * consent form, health assessment. Thin: `api::client.forms` does the work. The client is
 * `ctx.state.account`, set by the `global::signed-in` policy.
 */
import type { Locale } from '../../../lib/messages';

const forms = () => strapi.service('api::client.forms') as any;
const userId = (ctx: any): number => ctx.state.account.id;
const locale = (ctx: any): Locale => ctx.state.locale;

export default {
  /** `GET general-info` → `{ data: GeneralInfo }` */
  async getGeneralInfo(ctx: any) {
    ctx.body = { data: await forms().getGeneralInfo(userId(ctx), locale(ctx)) };
  },

  /** `PUT general-info` → `{ data: GeneralInfo }` */
  async putGeneralInfo(ctx: any) {
    ctx.body = { data: await forms().putGeneralInfo(userId(ctx), ctx.request.body, locale(ctx)) };
  },

  /** `GET consent-form` → `{ data: { current, state } }` */
  async getConsentForm(ctx: any) {
    ctx.body = { data: await forms().getConsentForm(userId(ctx), locale(ctx)) };
  },

  /** `POST consent-form` (multipart `version`, `accept`, `file`) → `{ data: { current, state } }` */
  async acceptConsentForm(ctx: any) {
    ctx.body = { data: await forms().acceptConsentForm(ctx, userId(ctx), locale(ctx)) };
  },

  /** `GET health-assessment` → `{ data: HealthAssessment }` */
  async getHealthAssessment(ctx: any) {
    ctx.body = { data: await forms().getHealthAssessment(userId(ctx), locale(ctx)) };
  },

  /** `PUT health-assessment` (JSON `{ answers }` or multipart `answers` + optional `file`) → `{ data: HealthAssessment }` */
  async putHealthAssessment(ctx: any) {
    ctx.body = { data: await forms().putHealthAssessment(ctx, userId(ctx), locale(ctx)) };
  },

  /** `PUT health-assessment/draft` (JSON `{ answers }`, the answers so far) → `{ data: HealthAssessment }` */
  async putHealthAssessmentDraft(ctx: any) {
    ctx.body = { data: await forms().putHealthAssessmentDraft(userId(ctx), ctx.request.body, locale(ctx)) };
  },
};
