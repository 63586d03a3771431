import PrivacyTipIcon from '@mui/icons-material/PrivacyTipOutlined';

import { legalDocument } from '../../common/legal/legalDocument';

/**
 * Versions of the privacy policy (spec §2 admin routes "privacy-policy": add, view and trash view; menu
 * group Medicine "privacy policy page"): the newest published version is shown on the public site.
 */
export const privacyPolicies = legalDocument('privacy-policies', PrivacyTipIcon, { group: 'medicine', order: 40 }, { trash: true });
