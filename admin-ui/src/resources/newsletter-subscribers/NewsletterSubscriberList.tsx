import { DateInput, SelectInput, TextField } from 'react-admin';

import { dayEndInstant, dayStartInstant, InstantField } from '../../common/dates';
import { ResourceList } from '../../common/list/ResourceList';
import { CodeField } from '../../common/people/fields';
import { localeChoices, statusChoices, SubscriberStatusField } from './status';

const filters = [
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="mail_locale" source="mail_locale" choices={localeChoices} />,
  <DateInput key="createdAt_gte" source="createdAt_gte" parse={dayStartInstant} />,
  <DateInput key="createdAt_lte" source="createdAt_lte" parse={dayEndInstant} />,
];

/**
 * The newsletter's subscribers (spec §1 "a newsletter"), newest first, read only: the address, its
 * state, the language of its e-mails, when it consented and confirmed; search by address, filters by
 * state, language and a date range (days in the admin's zone); CSV export (with the proof of consent:
 * IP and wording version); a row opens the subscriber. No create: addresses come only from the double
 * opt-in of the site.
 */
export const NewsletterSubscriberList = () => (
  <ResourceList filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} rowClick="show">
    <TextField source="email" />
    <SubscriberStatusField source="status" />
    <CodeField source="mail_locale" prefix="resources.newsletter-subscribers.locales" />
    <InstantField source="createdAt" />
    <InstantField source="confirmed_at" />
    <InstantField source="unsubscribed_at" />
  </ResourceList>
);
