import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { List, useGetResourceLabel, useLocale, useRecordContext, useResourceContext, useTranslate } from 'react-admin';

import { InstantField, formatInstant } from '../dates';
import { ListRows } from '../list/ListRows';
import { SearchFilter } from '../list/SearchFilter';
import { TrashToggle } from '../list/TrashToggle';
import { BulkDeletePermanentlyButton } from './BulkDeletePermanentlyButton';
import { BulkRestoreButton } from './BulkRestoreButton';
import { DeletePermanentlyButton } from './DeletePermanentlyButton';
import { RestoreButton } from './RestoreButton';

/** What an empty trash says. */
const TrashEmpty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="body1" color="text.secondary">
        {translate('app.trash.empty')}
      </Typography>
    </Box>
  );
};

/** On a phone, under a trashed record's name: when it went to the trash. */
const TrashedOn = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const record = useRecordContext();
  const date = formatInstant(record?.deletedAt as string | null | undefined, locale);
  return date ? <>{translate('app.trash.trashed_on', { date })}</> : null;
};

const rowActions = [<RestoreButton key="restore" />, <DeletePermanentlyButton key="delete" />];

const bulkActions = (
  <>
    <BulkRestoreButton />
    <BulkDeletePermanentlyButton />
  </>
);

/**
 * The trash of the current resource (spec §2 "trash-view screens", §4 "Lists have a live view and a
 * trash view"; DESIGN §4): the records moved to the trash (`filter={"trashed":true}`), searchable, with
 * the date each went there, Restore and Delete-permanently buttons per row and for a selection (on a
 * phone, a simple list of the records' names with the date and the buttons under each, as the live
 * lists become: `ListRows`). A "List / Trash" toggle leads back to the live list. The list keeps its
 * own paging, sort and selection apart from the live list.
 *
 * @param children - the columns that name a record (e.g. its localized name)
 */
export const TrashList = ({ children }: { children: ReactNode }) => {
  const resource = useResourceContext();
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const title = translate('app.trash.title', { name: resource ? getResourceLabel(resource, 2) : '' });
  return (
    <List
      title={title}
      filter={{ trashed: true }}
      filters={[<SearchFilter key="q" source="q" alwaysOn />]}
      storeKey={`${resource}.trash`}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      actions={false}
      exporter={false}
      // the list itself (with its toggle back to the live list) says it is empty
      empty={false}
    >
      <TrashToggle />
      <ListRows rowClick={false} bulkActionButtons={bulkActions} empty={<TrashEmpty />} secondaryText={<TrashedOn />} rowActions={rowActions}>
        {children}
        <InstantField source="deletedAt" sortable={false} />
      </ListRows>
    </List>
  );
};
