/**
 * Answers of the authentication calls (docs/api.md "Authentication").
 *
 * @module features/auth/model/types
 */
import type { SessionUser } from '../../../lib/session';

/** Answer of `auth/login` and `auth/register`. */
export interface AuthAnswer {
  jwt: string;
  user: SessionUser;
}
