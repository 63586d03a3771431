/**
 * A consultant's reads of a client's forms (issue 5 §6; docs/api-bookings.md "Consultant side"):
 * allowed only for a client with a confirmed booking with this consultant (else 404), each read
 * written to the audit log. Thin: `api::client.forms` does the work.
 */
import type { Locale } from '../../../lib/messages';
import type { FileReader } from '../../private-file/services/private-files';

const forms = () => strapi.service('api::client.forms') as any;
const locale = (ctx: any): Locale => ctx.state.locale;
const reader = (ctx: any): FileReader & { user: { id: number } } => ({
  user: ctx.state.account,
  role: 'consultant',
  ip: ctx.request.ip ?? '',
  userAgent: ctx.get('user-agent') ?? '',
});

export default {
  /** `GET clients/:clientId/consent-form` → `{ data: { client, accepted_version, accepted_at, signed_file, up_to_date } }` */
  async consentForm(ctx: any) {
    ctx.body = { data: await forms().consentFormForConsultant(reader(ctx), String(ctx.params.clientId ?? ''), locale(ctx)) };
  },

  /** `GET clients/:clientId/health-assessment` → `{ data: { client, questionnaire, answers, … } }` */
  async healthAssessment(ctx: any) {
    ctx.body = { data: await forms().healthAssessmentForConsultant(reader(ctx), String(ctx.params.clientId ?? ''), locale(ctx)) };
  },
};
