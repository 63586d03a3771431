/** Route module of `/public/sign-up` (lazy-loaded; see app/router.tsx). */
import { RoleChoicePage } from '../../features/auth/components/role-choice-page';

/** Role choice before signing up. */
export function Component() {
  return <RoleChoicePage mode="sign-up" />;
}
