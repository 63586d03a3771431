import TrackChangesIcon from '@mui/icons-material/TrackChangesOutlined';

import { nameOnlyReference } from '../../common/reference';

/**
 * Wellness objectives (spec §2 admin routes "objectives", menu group Objective;
 * contracts/admin-reference `ReferenceRecord`): names in French and English; a trash.
 */
export const objectives = nameOnlyReference('objectives', TrackChangesIcon, { group: 'objective', order: 10 });
