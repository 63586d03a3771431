/** Routes of the admin surface `/api/admin-panel/` (DESIGN §2); resources and sign-in arrive with later issues. */
export default {
  routes: [{ method: 'GET', path: '/admin-panel/web-setting', handler: 'web-setting.getRecord', config: { auth: false as const } }],
};
