import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Datagrid, DateInput, List, NumberField, SelectInput, SimpleList, TextField, useLocale, useTranslate } from 'react-admin';

import { formatInstant, InstantField, dayEndInstant, dayStartInstant } from '../../common/dates';
import { useCsvExporter } from '../../common/export/useCsvExporter';
import { SearchFilter } from '../../common/list/SearchFilter';
import { CodeField } from '../../common/people/fields';
import { BulkResendButton } from './ResendButton';
import { channelChoices, OutboxStatusField, statusChoices, templateChoices, TemplateField, type OutboxMessage } from './status';

/**
 * Filters: the search box (`q`: recipient, template, what the message is about such as
 * `booking:<id>`), the status and the template, then the channel and the days it was queued — from the
 * first instant of the "from" day to the last of the "to" day in the admin's zone.
 */
const filters = [
  <SearchFilter key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="template" source="template" choices={templateChoices} alwaysOn />,
  <SelectInput key="channel" source="channel" choices={channelChoices} />,
  <DateInput key="createdAt_gte" source="createdAt_gte" parse={dayStartInstant} />,
  <DateInput key="createdAt_lte" source="createdAt_lte" parse={dayEndInstant} />,
];

/**
 * The outbox (docs/messaging.md "Back office"): every e-mail and SMS the platform queued, newest first,
 * 25 a page: when, which message, to whom, where it stands, its attempts and when it was sent; never its
 * content. Sorted by time, status or attempts; CSV export of every message matching the filters; the
 * selection can be sent again; a row opens the message. On a phone, a list of the messages (which, to
 * whom, status and time).
 */
export const OutboxList = () => {
  const exporter = useCsvExporter();
  const translate = useTranslate();
  const locale = useLocale();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={exporter}>
      {small ? (
        <SimpleList<OutboxMessage>
          linkType="show"
          primaryText={(record) => translate(`resources.outbox.templates.${record.template}`, { _: record.template })}
          secondaryText={(record) => record.recipient}
          tertiaryText={(record) => `${translate(`resources.outbox.statuses.${record.status}`)} · ${formatInstant(record.createdAt, locale)}`}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={<BulkResendButton />}>
          <InstantField source="createdAt" />
          <TemplateField source="template" sortable={false} />
          <TextField source="recipient" sortable={false} />
          <CodeField source="channel" prefix="resources.outbox.channels" sortable={false} />
          <OutboxStatusField source="status" />
          <NumberField source="attempts" />
          <InstantField source="sent_at" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
};
