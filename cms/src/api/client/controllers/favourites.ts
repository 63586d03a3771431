/**
 * The signed-in client's favourite consultants (issue 5 §1; docs/api-bookings.md "Client forms").
 * Thin: `api::client.favourites` does the work.
 */
import { z, validate, paginationParams, requestBody } from '../../../lib/validation';
import { queryParams } from '../../../lib/query-params';
import { listBody } from '../../../lib/pagination';
import { notFound } from '../../../lib/http-errors';
import { t, type Locale } from '../../../lib/messages';

const documentId = z.string().trim().regex(/^[a-z0-9]{10,40}$/);
/** Query parameters of the favourites list, declared on its route. */
export const listQuery = paginationParams(50, 100);
const schemas = {
  add: z.object({ consultantId: documentId }).strict(),
};

const favourites = () => strapi.service('api::client.favourites') as any;
const userId = (ctx: any): number => ctx.state.account.id;
const locale = (ctx: any): Locale => ctx.state.locale;

export default {
  /** `GET favourites?page=&pageSize=` → `{ data: ExpertCard[], meta: { pagination } }` */
  async list(ctx: any) {
    const query = queryParams(ctx, listQuery);
    const { data, total } = await favourites().list(userId(ctx), locale(ctx), query.page, query.pageSize);
    ctx.body = listBody(data, query.page, query.pageSize, total);
  },

  /** `POST favourites` `{ consultantId }` → 201 `{ data: ExpertCard }` (200 when already a favourite) */
  async add(ctx: any) {
    const input = validate(schemas.add, requestBody(ctx), locale(ctx));
    const { card, created } = await favourites().add(userId(ctx), input.consultantId, locale(ctx));
    ctx.status = created ? 201 : 200;
    ctx.body = { data: card };
  },

  /** `DELETE favourites/:consultantId` → 204 */
  async remove(ctx: any) {
    const id = String(ctx.params.consultantId ?? '');
    if (!documentId.safeParse(id).success) throw notFound(t(locale(ctx), 'notFound.consultant'));
    await favourites().remove(userId(ctx), id, locale(ctx));
    ctx.status = 204;
  },
};
