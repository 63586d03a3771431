/** Versions of the terms and conditions (spec §2 admin route "terms-condition": add and view; see legal-versions.ts). */
import { legalVersions } from './legal-versions';

export default legalVersions('terms-conditions', 'terms and conditions version', 'api::terms-condition.terms-condition');
