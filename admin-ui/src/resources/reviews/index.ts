import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';

import type { AdminResourceModule } from '../types';
import type { ReviewRecord } from './review';
import { ReviewList } from './ReviewList';
import { ReviewShow } from './ReviewShow';

/**
 * Reviews of attended sessions (docs/api-reviews.md "Moderation"; contracts/reviews):
 * `/api/admin-panel/reviews` in the ra-data-simple-rest dialect — list (search, consultant, rating,
 * hidden, client; CSV export) and show; no create, edit or delete: reviews are the clients' words. An
 * admin hides one with a reason (`POST /reviews/:id/hide`) or shows it again (`POST /reviews/:id/unhide`).
 */
export const reviews: AdminResourceModule = {
  name: 'reviews',
  list: ReviewList,
  show: ReviewShow,
  icon: RateReviewIcon,
  recordRepresentation: (record: ReviewRecord) => `${record.consultant_name} — ${record.client_name}`,
  menu: { group: 'medicine', order: 32 },
};
