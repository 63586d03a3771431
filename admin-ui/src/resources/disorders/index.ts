import HealingIcon from '@mui/icons-material/HealingOutlined';

import { nameOnlyReference } from '../../common/reference';

/**
 * Disorders consultants treat and clients look for (spec §2 admin routes "disorders", menu group
 * Disorder; contracts/admin-reference `ReferenceRecord`): names in French and English; a trash.
 */
export const disorders = nameOnlyReference('disorders', HealingIcon, { group: 'disorder', order: 10 });
