/** Routes of the consultant surface `/api/consultant/` (DESIGN §2); account routes arrive with issue 3. */
export default {
  routes: [{ method: 'GET', path: '/consultant/web-setting/get-record', handler: 'web-setting.getRecord', config: { auth: false as const } }],
};
