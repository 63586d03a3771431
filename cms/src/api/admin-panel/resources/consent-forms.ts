/**
 * Versions of the consent form (spec §2 admin route "consent-form": add and view; see
 * legal-versions.ts). A version that clients have signed cannot be deleted for good (409 `InUse`):
 * their signature refers to it.
 */
import { countLive } from '../../../lib/admin-resource';
import { legalVersions } from './legal-versions';

export default legalVersions('consent-forms', 'consent form version', 'api::consent-form.consent-form', (row) =>
  countLive('api::client-consent.client-consent', { version: String(row.version ?? '') }),
);
