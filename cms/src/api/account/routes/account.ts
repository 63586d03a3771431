/**
 * Account routes of the three surfaces (docs/api-auth.md): the same paths under /api/client and
 * /api/consultant; admins only sign in, reset and change their password under /api/admin-panel.
 */
const open = { auth: false as const };
const signedIn = { auth: false as const, policies: ['global::signed-in'] };

const route = (surface: string, method: string, path: string, handler: string, config: object = open) => ({ method, path: `/${surface}${path}`, handler: `auth.${handler}`, config });

const common = (surface: string) => [
  route(surface, 'POST', '/auth/login', 'login'),
  route(surface, 'POST', '/auth/forgot-password', 'forgotPassword'),
  route(surface, 'POST', '/auth/reset-password', 'resetPassword'),
  route(surface, 'POST', '/auth/change-password', 'changePassword', signedIn),
  route(surface, 'POST', '/auth/refresh', 'refresh'),
  route(surface, 'POST', '/auth/logout', 'logout'),
];

const people = (surface: string) => [
  route(surface, 'POST', '/auth/otp', 'requestOtp'),
  route(surface, 'POST', '/auth/otp/verify', 'verifyOtp'),
  route(surface, 'POST', '/auth/mobile-otp', 'requestMobileOtp'),
  route(surface, 'POST', '/auth/mobile-otp/verify', 'verifyMobileOtp'),
  route(surface, 'POST', '/auth/register', 'register'),
  route(surface, 'GET', '/profile', 'profile', signedIn),
  ...common(surface),
];

export default {
  routes: [...people('client'), ...people('consultant'), ...common('admin-panel')],
};
