import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedInOutlined';

import { legalDocument } from '../../common/legal/legalDocument';

/**
 * Versions of the consent form clients accept before booking (spec §5; add and view only, like the
 * terms; menu group Medicine with the other legal texts): the newest published version is current.
 */
export const consentForms = legalDocument('consent-forms', AssignmentTurnedInIcon, { group: 'medicine', order: 55 }, { trash: true });
