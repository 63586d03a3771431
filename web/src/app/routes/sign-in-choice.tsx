/** Route module of `/public/sign-in` (lazy-loaded; see app/router.tsx). */
import { RoleChoicePage } from '../../features/auth/components/role-choice-page';

/** Role choice before signing in. */
export function Component() {
  return <RoleChoicePage mode="sign-in" />;
}
