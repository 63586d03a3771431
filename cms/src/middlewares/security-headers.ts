/**
 * Headers added to every response, beside helmet's (`strapi::security`):
 * - `Permissions-Policy`: camera, microphone and full screen only for the site itself (the
 *   consultation room), every other powerful feature off, for us and for any embedded frame;
 * - no `X-Powered-By` (nothing tells which server software answers).
 */
import type { Context, Next } from 'koa';
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=(self)',
  'fullscreen=(self)',
  'display-capture=(self)',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
].join(', ');

export default () => {
  return async (ctx: Context, next: Next): Promise<void> => {
    ctx.set('Permissions-Policy', PERMISSIONS_POLICY);
    try {
      await next();
    } finally {
      ctx.remove('X-Powered-By');
    }
  };
};
