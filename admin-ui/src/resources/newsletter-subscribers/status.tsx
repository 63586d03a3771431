import { useFieldValue, type FieldProps } from 'react-admin';

import { StateChip } from '../../common/people/fields';
import type { Schemas } from '../../lib/api-types';

/** A subscriber of the newsletter (contracts/newsletter `NewsletterSubscriberRecord`). */
export type NewsletterSubscriber = Schemas['NewsletterSubscriberRecord'];

/** States of a subscriber, in the subscription's order. */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;

/** The choices of the status filter. */
export const statusChoices = SUBSCRIBER_STATUSES.map((status) => ({ id: status, name: `resources.newsletter-subscribers.statuses.${status}` }));

/** The choices of the language filter. */
export const localeChoices = [
  { id: 'fr', name: 'resources.newsletter-subscribers.locales.fr' },
  { id: 'en', name: 'resources.newsletter-subscribers.locales.en' },
];

const COLORS = { pending: 'warning', confirmed: 'success', unsubscribed: 'default' } as const;

/** The state of a subscriber as a chip. */
export const SubscriberStatusField = (props: FieldProps) => {
  const status = useFieldValue(props) as NewsletterSubscriber['status'] | undefined;
  if (!status) return null;
  return <StateChip label={`resources.newsletter-subscribers.statuses.${status}`} color={COLORS[status]} />;
};
