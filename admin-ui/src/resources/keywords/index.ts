import LabelIcon from '@mui/icons-material/LabelOutlined';

import { nameOnlyReference } from '../../common/reference';

/**
 * Keywords of consultants' profiles (spec §2 admin routes "keywords", menu group Keywords;
 * contracts/admin-reference `ReferenceRecord`): names in French and English; a trash.
 */
export const keywords = nameOnlyReference('keywords', LabelIcon, { group: 'keywords', order: 10 });
