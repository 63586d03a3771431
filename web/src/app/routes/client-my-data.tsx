/** Route module of `/client/my-data` (lazy-loaded; see app/router.tsx): download, consents, account deletion. */
import { MyDataPage } from '../../features/privacy/components/my-data-page';

/** The page. */
export function Component() {
  return <MyDataPage role="client" />;
}
