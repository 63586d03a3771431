/**
 * Consultant onboarding endpoints (issue 4 §6; docs/api-consultant.md): profile sections, documents,
 * degrees, certificates, timings and the status workflow of the signed-in consultant
 * (`ctx.state.account`, set by the `global::signed-in` policy). Thin: the services do the work.
 */
import type { Locale } from '../../../lib/messages';
import type { CredentialKind } from '../services/credentials';
import { ownProfile } from '../../../lib/consultant-profile';

const sections = () => strapi.service('api::consultant.profile-sections') as any;
const credentials = () => strapi.service('api::consultant.credentials') as any;
const timings = () => strapi.service('api::consultant.timings') as any;
const review = () => strapi.service('api::consultant.review') as any;

const userId = (ctx: any): number => ctx.state.account.id;
const locale = (ctx: any): Locale => ctx.state.locale;

/** GET and PUT handlers of one section (`getBasic`/`putBasic`…). */
const section = (name: 'Basic' | 'Address' | 'Bank' | 'Detail' | 'Documents') => ({
  async [`get${name}`](ctx: any) {
    ctx.body = { data: await sections()[`get${name}`](userId(ctx), locale(ctx)) };
  },
  async [`put${name}`](ctx: any) {
    ctx.body = await sections()[`put${name}`](userId(ctx), ctx.request.body, locale(ctx));
  },
});

/** List, read, create, update and delete handlers of degrees or certificates. */
const records = (kind: CredentialKind, plural: 'Education' | 'Certificates') => ({
  async [`list${plural}`](ctx: any) {
    ctx.body = { data: await credentials().list(kind, userId(ctx), locale(ctx)) };
  },
  async [`get${plural}`](ctx: any) {
    ctx.body = { data: await credentials().one(kind, userId(ctx), ctx.params.id, locale(ctx)) };
  },
  async [`create${plural}`](ctx: any) {
    ctx.status = 201;
    ctx.body = await credentials().create(kind, ctx, userId(ctx), locale(ctx));
  },
  async [`update${plural}`](ctx: any) {
    ctx.body = await credentials().update(kind, ctx, userId(ctx), ctx.params.id, locale(ctx), ctx.method === 'PATCH');
  },
  async [`delete${plural}`](ctx: any) {
    await credentials().remove(kind, userId(ctx), ctx.params.id, locale(ctx));
    ctx.status = 204;
  },
});

export default {
  ...section('Basic'),
  ...section('Address'),
  ...section('Bank'),
  ...section('Detail'),
  ...section('Documents'),
  ...records('degree', 'Education'),
  ...records('certificate', 'Certificates'),

  /** `POST documents/:kind` (multipart `file`). */
  async uploadDocument(ctx: any) {
    ctx.status = 201;
    ctx.body = await sections().upload(ctx, userId(ctx), String(ctx.params.kind), locale(ctx));
  },

  async getTimings(ctx: any) {
    ctx.body = { data: await timings().get(userId(ctx), locale(ctx)) };
  },

  async putTimings(ctx: any) {
    ctx.body = { data: await timings().put(userId(ctx), ctx.request.body, locale(ctx)) };
  },

  async status(ctx: any) {
    ctx.body = { data: await review().status(userId(ctx), locale(ctx)) };
  },

  async submit(ctx: any) {
    ctx.body = { data: await review().submit(userId(ctx), locale(ctx)) };
  },

  /** `GET profile/preview`: the profile as clients see it, whatever its status. */
  async preview(ctx: any) {
    const profile = await ownProfile(userId(ctx), locale(ctx));
    ctx.body = { data: await (strapi.service('api::consultant-profile.expert-search') as any).detail(profile.documentId, locale(ctx), { includeHidden: true }) };
  },
};
