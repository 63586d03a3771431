import MarkEmailReadIcon from '@mui/icons-material/MarkEmailReadOutlined';

import type { AdminResourceModule } from '../types';
import { NewsletterSubscriberList } from './NewsletterSubscriberList';
import { NewsletterSubscriberShow } from './NewsletterSubscriberShow';
import type { NewsletterSubscriber } from './status';

/**
 * The newsletter's subscribers (spec §1 "a newsletter", menu group Medicine; contracts/newsletter
 * `NewsletterSubscriberRecord`): read only (list, show, CSV export), since addresses come only from the
 * site's double opt-in; an admin may delete one for good on an erasure request.
 */
export const newsletterSubscribers: AdminResourceModule = {
  name: 'newsletter-subscribers',
  list: NewsletterSubscriberList,
  show: NewsletterSubscriberShow,
  icon: MarkEmailReadIcon,
  recordRepresentation: (record: NewsletterSubscriber) => record.email,
  menu: { group: 'medicine', order: 86 },
};
