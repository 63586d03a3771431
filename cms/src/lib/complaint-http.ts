/**
 * The HTTP door of the complaints between clients and consultants (contracts/complaints), the same for
 * the client and the consultant surfaces: thin handlers that read the input through the contract,
 * find the caller's own profile, and leave the work to `services.complaints()`.
 */
import type { clientComplaintRoutes } from '../contracts/complaints';
import type { Party } from '../api/complaint/services/complaints';
import { ownClientProfile } from './client-profile';
import { ownProfile } from './consultant-profile';
import { accountOf, localeOf, readBody, readParams, readQuery, reply, type ApiContext } from './http';
import { listBody } from './pagination';
import { roleOf } from './roles';
import { services } from './services';
import { uploadedFile } from './uploads';

type ComplaintRoutes = typeof clientComplaintRoutes;

/**
 * The caller as a party of complaints: its account and its own client or consultant profile (by the
 * surface it came in on).
 * @throws ApiError 404 when the account has no profile of that role
 */
async function partyOf(ctx: ApiContext): Promise<Party> {
  const userId = accountOf(ctx).id;
  const locale = localeOf(ctx);
  if (roleOf(ctx) === 'consultant') return { role: 'consultant', userId, profile: await ownProfile(userId, locale) };
  return { role: 'client', userId, profile: await ownClientProfile(userId, locale) };
}

/**
 * The controller of one side's complaint routes.
 * @param routes - that side's contracts (`clientComplaintRoutes` or `consultantComplaintRoutes`)
 */
export function complaintController(routes: ComplaintRoutes) {
  const complaints = () => services.complaints();
  return {
    /** Whom the caller may complain about, each with their bookings together. */
    async counterparties(ctx: ApiContext) {
      const party = await partyOf(ctx);
      reply(ctx, routes.counterparties, 200, { data: await complaints().counterparties(party) });
    },

    /** One page of the caller's complaints, `box=by-me` (default) or `against-me`, optionally of one status. */
    async list(ctx: ApiContext) {
      const query = readQuery(ctx, routes.list);
      const party = await partyOf(ctx);
      const { rows, total } = await complaints().list(party, { box: query.box ?? 'by-me', status: query.status }, query.page, query.pageSize, localeOf(ctx));
      reply(ctx, routes.list, 200, listBody(rows, query.page, query.pageSize, total));
    },

    /** One complaint the caller is a party of; 404 for anyone else. */
    async findOne(ctx: ApiContext) {
      const { id } = readParams(ctx, routes.findOne, 'complaint.notFound');
      const party = await partyOf(ctx);
      reply(ctx, routes.findOne, 200, { data: await complaints().findOne(party, id, localeOf(ctx)) });
    },

    /** File a complaint (multipart text fields of `ComplaintRequest`, optional `attachment` file); 201. */
    async create(ctx: ApiContext) {
      const body = readBody(ctx, routes.create);
      const party = await partyOf(ctx);
      const data = await complaints().file(
        party,
        {
          complaint_type: body.complaint_type,
          against: body.against,
          booking: body.booking || undefined,
          description: body.description,
          additional_information: body.additional_information,
        },
        uploadedFile(ctx, 'attachment'),
        localeOf(ctx),
      );
      reply(ctx, routes.create, 201, { data });
    },

    /** Answer a complaint raised about the caller, once (multipart `text`, optional `attachment`); 201. */
    async respond(ctx: ApiContext) {
      const { id } = readParams(ctx, routes.respond, 'complaint.notFound');
      const { text } = readBody(ctx, routes.respond);
      const party = await partyOf(ctx);
      reply(ctx, routes.respond, 201, { data: await complaints().respond(party, id, text, uploadedFile(ctx, 'attachment'), localeOf(ctx)) });
    },
  };
}
