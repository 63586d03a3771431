/**
 * A consultant's reads of a client's forms (docs/api-bookings.md "Consultant side"; contract:
 * `contracts/bookings.ts`): allowed only for a client with a confirmed booking with this consultant
 * (else 404), each read written to the audit log. Thin: the client forms service does the work.
 */
import { consultantClientFormRoutes as routes } from '../../../contracts/bookings';
import { accountOf, localeOf, readParams, reply, type ApiContext } from '../../../lib/http';
import { services } from '../../../lib/services';
import type { FileReader } from '../../private-file/services/private-files';

/** The signed-in consultant as the audit log records a reader. */
const reader = (ctx: ApiContext): FileReader & { user: { id: number } } => ({
  user: accountOf(ctx),
  role: 'consultant',
  ip: ctx.request.ip ?? '',
  userAgent: ctx.get('user-agent') ?? '',
});

export default {
  /** The consent form state of a booked client. */
  async consentForm(ctx: ApiContext) {
    const { clientId } = readParams(ctx, routes.consentForm, 'notFound.client');
    reply(ctx, routes.consentForm, 200, { data: await services.clientForms().consentFormForConsultant(reader(ctx), clientId, localeOf(ctx)) });
  },

  /** The health assessment of a booked client (labels in the asked locale). */
  async healthAssessment(ctx: ApiContext) {
    const { clientId } = readParams(ctx, routes.healthAssessment, 'notFound.client');
    reply(ctx, routes.healthAssessment, 200, { data: await services.clientForms().healthAssessmentForConsultant(reader(ctx), clientId, localeOf(ctx)) });
  },
};
