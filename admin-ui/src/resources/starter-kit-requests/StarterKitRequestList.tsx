import { Datagrid, DateInput, List, NumberField, SelectInput, TextField } from 'react-admin';

import { InstantField, dayEndInstant, dayStartInstant } from '../../common/dates';
import { SearchFilter } from '../../common/list/SearchFilter';
import { BulkResendButton } from './ResendButton';
import { StarterKitLocaleField, StarterKitStatusField, localeChoices, statusChoices } from './status';
import { useCsvExporter } from '../../common/export/useCsvExporter';

/**
 * Filters: the search box (`q`: name or e-mail address), the delivery state and the e-mail's language,
 * then the days it was asked for — from the first instant of the "from" day to the last of the "to"
 * day in the admin's zone.
 */
const filters = [
  <SearchFilter key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="mail_locale" source="mail_locale" choices={localeChoices} alwaysOn />,
  <DateInput key="createdAt_gte" source="createdAt_gte" parse={dayStartInstant} />,
  <DateInput key="createdAt_lte" source="createdAt_lte" parse={dayEndInstant} />,
];

/**
 * The requests of the free starter kit and brochure (spec §2 admin "view-user-starter-kit-requests"),
 * newest first, 25 a page: when, who (name and e-mail), in which language, the delivery state, its
 * attempts and when it was sent. CSV export of every request matching the filters; the selection can
 * be sent again; a row opens the request.
 */
export const StarterKitRequestList = () => {
  const exporter = useCsvExporter();
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={exporter}>
      <Datagrid rowClick="show" bulkActionButtons={<BulkResendButton />}>
        <InstantField source="createdAt" />
        <TextField source="name" />
        <TextField source="email" />
        <StarterKitLocaleField source="mail_locale" />
        <StarterKitStatusField source="status" />
        <NumberField source="attempts" />
        <InstantField source="sent_at" />
      </Datagrid>
    </List>
  );
};
