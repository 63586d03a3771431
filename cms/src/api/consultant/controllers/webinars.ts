/**
 * The consultant's webinars (docs/api-webinars.md; contract: `contracts/webinars.ts`): thin controllers
 * over the webinars service; the caller is the signed-in consultant (`global::signed-in`). Another
 * consultant's webinar answers 404.
 */
import { consultantWebinarRoutes as routes } from '../../../contracts/webinars';
import { ownProfile } from '../../../lib/consultant-profile';
import { accountOf, localeOf, readBody, readParams, readQuery, reply, type ApiContext } from '../../../lib/http';
import { listBody } from '../../../lib/pagination';
import { services } from '../../../lib/services';
import { uploadedFile } from '../../../lib/uploads';

const webinars = () => services.webinars();

/** The signed-in consultant's profile row. @throws ApiError 404 without one */
const consultant = (ctx: ApiContext) => ownProfile(accountOf(ctx).id, localeOf(ctx));

export default {
  /** The consultant's webinars, one page. */
  async list(ctx: ApiContext) {
    const query = readQuery(ctx, routes.list);
    const profile = await consultant(ctx);
    const { rows, total } = await webinars().consultantList(profile, query.page, query.pageSize);
    reply(ctx, routes.list, 200, listBody(rows, query.page, query.pageSize, total));
  },

  /** Write a draft. */
  async create(ctx: ApiContext) {
    const body = readBody(ctx, routes.create);
    const profile = await consultant(ctx);
    reply(ctx, routes.create, 201, { data: await webinars().create(profile, body, localeOf(ctx)) });
  },

  /** Change one of the consultant's webinars before it starts. */
  async update(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.update, 'webinar.notFound');
    const body = readBody(ctx, routes.update);
    const profile = await consultant(ctx);
    reply(ctx, routes.update, 200, { data: await webinars().update(profile, id, body, localeOf(ctx)) });
  },

  /** Delete a draft or cancel a published webinar. */
  async remove(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.remove, 'webinar.notFound');
    const profile = await consultant(ctx);
    reply(ctx, routes.remove, 200, { data: await webinars().remove(profile, id, localeOf(ctx)) });
  },

  /** The registrations of one of the consultant's webinars, one page. */
  async attendees(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.attendees, 'webinar.notFound');
    const query = readQuery(ctx, routes.attendees);
    const profile = await consultant(ctx);
    const { rows, total } = await webinars().attendees(profile, id, query.page, query.pageSize, localeOf(ctx));
    reply(ctx, routes.attendees, 200, listBody(rows, query.page, query.pageSize, total));
  },

  /** Record the direct payment of a pending registration. */
  async markPaid(ctx: ApiContext) {
    const { id, registrationId } = readParams(ctx, routes.markPaid, 'webinar.registrationNotFound');
    readBody(ctx, routes.markPaid);
    const profile = await consultant(ctx);
    reply(ctx, routes.markPaid, 200, { data: await webinars().markPaid(profile, id, registrationId, localeOf(ctx)) });
  },

  /** Upload the cover image of one of the consultant's webinars. */
  async cover(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.cover, 'webinar.notFound');
    readBody(ctx, routes.cover);
    const profile = await consultant(ctx);
    reply(ctx, routes.cover, 200, { data: await webinars().cover(profile, id, uploadedFile(ctx), localeOf(ctx)) });
  },

  /** Publish a complete draft. */
  async publish(ctx: ApiContext) {
    const { id } = readParams(ctx, routes.publish, 'webinar.notFound');
    readBody(ctx, routes.publish);
    const profile = await consultant(ctx);
    reply(ctx, routes.publish, 200, { data: await webinars().publish(profile, id, localeOf(ctx)) });
  },
};
