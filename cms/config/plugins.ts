import { devSecret } from './secrets';

export default ({ env }) => ({
  'users-permissions': {
    config: { jwtSecret: env('JWT_SECRET', devSecret('JWT_SECRET')) },
  },
  i18n: { enabled: true },
});
