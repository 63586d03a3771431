/** Routes of the admin surface `/api/admin-panel/` (DESIGN §2); account routes live in api/account. */
import { listQuery as couponListQuery } from '../controllers/coupons';
import { routesOf } from '../../../lib/contract-routes';
import { adminWebSettingRoutes } from '../../../contracts/account';

const admin = { auth: false as const, policies: ['global::signed-in'] };

export default {
  routes: [
    ...routesOf('web-setting', adminWebSettingRoutes),
    { method: 'GET', path: '/admin-panel/consultants/:id', handler: 'consultants.findOne', config: admin },
    { method: 'POST', path: '/admin-panel/consultants/:id/approve', handler: 'consultants.approve', config: admin },
    { method: 'POST', path: '/admin-panel/consultants/:id/reject', handler: 'consultants.reject', config: admin },
    { method: 'PUT', path: '/admin-panel/consultants/:id/active', handler: 'consultants.setActive', config: admin },
    { method: 'GET', path: '/admin-panel/coupons', handler: 'coupons.find', config: admin, request: { query: couponListQuery } },
    { method: 'POST', path: '/admin-panel/coupons', handler: 'coupons.create', config: admin },
    { method: 'GET', path: '/admin-panel/coupons/:id', handler: 'coupons.findOne', config: admin },
    { method: 'PUT', path: '/admin-panel/coupons/:id', handler: 'coupons.update', config: admin },
    { method: 'DELETE', path: '/admin-panel/coupons/:id', handler: 'coupons.delete', config: admin },
  ],
};
