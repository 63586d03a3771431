/**
 * `GET /api/{client|consultant}/account/export` (docs/privacy.md "Export"; contracts/privacy
 * `exportData`): the signed-in person downloads all of its data as one ZIP, its README in the request's
 * language. At most 5 exports an hour per account (`exportsPerAccount` of lib/rate-limit; then 429
 * `TooManyRequests` in the request's language); the archive is built by the `data-export` service,
 * which also writes the audit-log and data-request rows.
 */
import { clientPrivacyRoutes, consultantPrivacyRoutes } from '../../../contracts/privacy';
import { accountOf, localeOf, readQuery, type ApiContext } from '../../../lib/http';
import { consume } from '../../../lib/rate-limit';
import { services } from '../../../lib/services';

const CONTRACTS = { client: clientPrivacyRoutes.exportData, consultant: consultantPrivacyRoutes.exportData };

export default {
  /** `GET account/export` → `200` the ZIP (attachment, no-store); `401` without a token; `429` past the hourly limit */
  async exportData(ctx: ApiContext) {
    const surface = ctx.state.surface;
    if (surface !== 'client' && surface !== 'consultant') throw new Error(`data export reached outside the client and consultant surfaces (${String(surface)})`);
    readQuery(ctx, CONTRACTS[surface]);
    const locale = localeOf(ctx);
    const account = accountOf(ctx);
    await consume(locale, [['exportsPerAccount', String(account.id)]], { message: 'export.tooMany' });
    const exporter = services.dataExport();
    const download = await exporter.download(await exporter.subjectOfAccount(account, surface), { locale, ip: ctx.request.ip ?? '', userAgent: ctx.get('user-agent') });
    ctx.status = 200;
    ctx.set(download.headers);
    ctx.body = download.stream;
  },
};
