import { Link as RouterLink } from 'react-router-dom';
import { Box, Card, CardContent, Link, List, ListItem, ListItemButton, ListItemText, Skeleton, Typography } from '@mui/material';
import { RecordContextProvider, RecordRepresentation, useBasename, useCreatePath, useGetList, useLocale, useTranslate, type RaRecord } from 'react-admin';

import { formatInstant } from '../common/dates';
import { listPath } from './links';

/** How many records each queue of the dashboard shows. */
const QUEUE_LENGTH = 5;

/** A queue of the dashboard: records of a resource, filtered and sorted, and the date each line shows. */
interface Queue {
  key: 'consultants_to_review' | 'latest_bookings' | 'new_clients' | 'open_complaints_list';
  resource: string;
  filter: Record<string, unknown>;
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** the instant each line shows under the record's name */
  date: string;
}

/**
 * The queues, as react-admin's demo dashboard shows pending orders and new customers: consultants whose
 * profile waits for review (longest waiting first), the latest bookings, the newest clients, the
 * complaints open or in review (oldest first).
 */
const QUEUES: readonly Queue[] = [
  { key: 'consultants_to_review', resource: 'consultants', filter: { approval_status: 'submitted' }, sort: { field: 'submitted_at', order: 'ASC' }, date: 'submitted_at' },
  { key: 'latest_bookings', resource: 'bookings', filter: {}, sort: { field: 'createdAt', order: 'DESC' }, date: 'createdAt' },
  { key: 'new_clients', resource: 'clients', filter: {}, sort: { field: 'createdAt', order: 'DESC' }, date: 'createdAt' },
  { key: 'open_complaints_list', resource: 'complaints', filter: { status: ['open', 'in_review'] }, sort: { field: 'createdAt', order: 'ASC' }, date: 'createdAt' },
];

/** One queue: its title, its first records each a link to its page, and a link to the whole filtered list. */
const QueueCard = ({ queue }: { queue: Queue }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const basename = useBasename();
  const createPath = useCreatePath();
  const { data, total, isPending, error } = useGetList<RaRecord>(queue.resource, { filter: queue.filter, sort: queue.sort, pagination: { page: 1, perPage: QUEUE_LENGTH } });
  const title = translate(`app.dashboard.${queue.key}`);
  const titleId = `dashboard-queue-${queue.key}`;
  const dateLabel = translate(`resources.${queue.resource}.fields.${queue.date}`);
  return (
    <Card component="section" variant="outlined" aria-labelledby={titleId} sx={{ flex: '1 1 18rem', minWidth: 0 }}>
      <CardContent>
        <Typography component="h3" variant="subtitle1" id={titleId} sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {isPending ? <Skeleton variant="rectangular" height={80} aria-label={translate('ra.page.loading')} /> : null}
        {error ? <Typography variant="body2">{translate('app.dashboard.queue_error')}</Typography> : null}
        {data && data.length === 0 ? (
          <Typography variant="body2" sx={{ py: 1 }}>
            {translate('app.dashboard.queue_empty')}
          </Typography>
        ) : null}
        {data && data.length > 0 ? (
          <List dense disablePadding aria-labelledby={titleId}>
            {data.map((record) => (
              <RecordContextProvider key={record.id} value={record}>
                <ListItem disablePadding>
                  <ListItemButton component={RouterLink} to={createPath({ resource: queue.resource, id: record.id, type: 'show' })} sx={{ px: 1 }}>
                    <ListItemText
                      primary={<RecordRepresentation resource={queue.resource} record={record} />}
                      secondary={record[queue.date] ? `${dateLabel} ${formatInstant(record[queue.date] as string, locale)}` : undefined}
                      slotProps={{ secondary: { color: 'text.secondary' } }}
                    />
                  </ListItemButton>
                </ListItem>
              </RecordContextProvider>
            ))}
          </List>
        ) : null}
        {total ? (
          <Box sx={{ mt: 1 }}>
            <Link component={RouterLink} to={listPath(basename, queue.resource, queue.filter, queue.sort)}>
              {translate('app.dashboard.see_all', { smart_count: total, name: title })}
            </Link>
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
};

/**
 * The dashboard's work to do (spec §2 admin route "dashboard"): consultants awaiting review, the latest
 * bookings, new clients and open complaints, each line a link to the record's page.
 */
export const WorkToDo = () => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
    {QUEUES.map((queue) => (
      <QueueCard key={queue.key} queue={queue} />
    ))}
  </Box>
);
