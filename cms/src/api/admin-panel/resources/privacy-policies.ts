/** Versions of the privacy policy (spec §2 admin route "privacy-policy"; see legal-versions.ts). */
import { legalVersions } from './legal-versions';

export default legalVersions('privacy-policies', 'privacy policy version', 'api::privacy-policy.privacy-policy');
