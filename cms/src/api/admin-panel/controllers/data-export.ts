/**
 * An admin downloads the data of a client or a consultant on the person's request (docs/privacy.md
 * "Export"; contracts/privacy `exportClient`, `exportConsultant`): the ZIP the person would download,
 * its README in the admin's language, audit-logged with the admin as actor and listed as a data request
 * made by the admin. An unknown id, or a profile in the trash, answers 404 in the admin's language.
 */
import type { RouteContract } from '../../../contracts/route';
import { adminPrivacyActionRoutes as routes } from '../../../contracts/privacy';
import { accountOf, localeOf, readParams, readQuery, type ApiContext } from '../../../lib/http';
import { services } from '../../../lib/services';
import type { ExportRole } from '../../account/services/data-export';

/** Send the export of the person of `role` whose profile is the route's `:id`. */
async function exportPerson(ctx: ApiContext, role: ExportRole, contract: RouteContract): Promise<void> {
  const locale = localeOf(ctx);
  const { id } = readParams(ctx, contract, 'admin.notFound');
  readQuery(ctx, contract);
  const exporter = services.dataExport();
  const subject = await exporter.subjectOfProfile(role, id, locale);
  const download = await exporter.download(subject, { locale, admin: accountOf(ctx), ip: ctx.request.ip ?? '', userAgent: ctx.get('user-agent') });
  ctx.status = 200;
  ctx.set(download.headers);
  ctx.body = download.stream;
}

export default {
  /** `GET /admin-panel/clients/:id/export` → `200` the client's ZIP; `404` for an unknown client */
  exportClient: (ctx: ApiContext) => exportPerson(ctx, 'client', routes.exportClient),
  /** `GET /admin-panel/consultants/:id/export` → `200` the consultant's ZIP; `404` for an unknown consultant */
  exportConsultant: (ctx: ApiContext) => exportPerson(ctx, 'consultant', routes.exportConsultant),
};
