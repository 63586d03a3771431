/**
 * The back office's dashboard (contracts/admin-bookings `dashboardRoutes`): `GET /admin-panel/dashboard`,
 * figures computed by the `api::admin-panel.dashboard` service in the asked time zone.
 */
import { DASHBOARD_DEFAULT_TIME_ZONE, dashboardRoutes as routes } from '../../../contracts/admin-bookings';
import { readQuery, reply, type ApiContext } from '../../../lib/http';
import { services } from '../../../lib/services';

export default {
  /** `GET /admin-panel/dashboard?time_zone=<IANA zone>` (400 on an unknown zone) */
  async find(ctx: ApiContext) {
    const { time_zone } = readQuery(ctx, routes.find);
    reply(ctx, routes.find, 200, await services.adminDashboard().figures(time_zone ?? DASHBOARD_DEFAULT_TIME_ZONE));
  },
};
