import GavelIcon from '@mui/icons-material/GavelOutlined';

import { legalDocument } from '../../common/legal/legalDocument';

/**
 * Versions of the terms and conditions (spec §2 admin routes "terms-condition has add and view only";
 * menu group Medicine "terms page"): the newest published version is shown on the public site; a version
 * can go to the trash (it leaves the public site).
 */
export const termsConditions = legalDocument('terms-conditions', GavelIcon, { group: 'medicine', order: 50 }, { trash: true });
