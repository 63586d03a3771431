import CampaignIcon from '@mui/icons-material/CampaignOutlined';

import { representLocalized } from '../../common/localized';
import type { AdminResourceModule } from '../types';
import { NewsletterCampaignCreate } from './NewsletterCampaignCreate';
import { NewsletterCampaignEdit } from './NewsletterCampaignEdit';
import { NewsletterCampaignList } from './NewsletterCampaignList';
import { NewsletterCampaignShow } from './NewsletterCampaignShow';

/**
 * The newsletter's campaigns (spec §1 "a newsletter", menu group Medicine after the subscribers;
 * contracts/admin-newsletter): `/api/admin-panel/newsletter-campaigns` in the ra-data-simple-rest dialect —
 * list, create and edit while a draft (subject and Markdown body in French and English, previewed as the
 * subscribers will see them), and the campaign's page with its counts and the actions `test` (to the
 * admin), `send` now or at a set time (once).
 */
export const newsletterCampaigns: AdminResourceModule = {
  name: 'newsletter-campaigns',
  list: NewsletterCampaignList,
  create: NewsletterCampaignCreate,
  edit: NewsletterCampaignEdit,
  show: NewsletterCampaignShow,
  icon: CampaignIcon,
  recordRepresentation: representLocalized('subject'),
  menu: { group: 'medicine', order: 87 },
};
