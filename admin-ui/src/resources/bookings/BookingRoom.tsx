import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useDataProvider, useLocale, useRecordContext, useTranslate } from 'react-admin';

import { formatInstant } from '../../common/dates';
import { PrivateFileLink } from '../../common/files/PrivateFileLink';
import { RoomAttendance, usePartyLabel, type PartyNames } from '../../common/room/RoomAttendance';
import { refusalMessage } from '../../common/trash/useTrashAction';
import type { AdminDataProvider, BookingMessage } from '../../providers/dataProvider';
import type { AdminBookingDetail } from './booking';

/**
 * The consultation room of a booking on its page (docs/api-room.md "Attendance", "The back office"):
 * who was in the room and when, and the chat of the parties.
 *
 * @module resources/bookings/BookingRoom
 */

/** Messages read per request (the server answers at most 200). */
export const MESSAGES_PAGE = 100;

/** The names of the booking's parties. */
const namesOf = (record: AdminBookingDetail): PartyNames => ({ client: record.client_name, consultant: record.consultant_name });

/**
 * The visits of both parties to the room (`attendance` of the booking's record, earliest first), each
 * as "Client · Camille Martin : 12 mars 2026, 15:02 – 15:51" in the admin's zone ({@link RoomAttendance}).
 */
export const BookingAttendance = (_props: { label?: string }) => {
  const record = useRecordContext<AdminBookingDetail>();
  if (!record) return null;
  return <RoomAttendance visits={record.attendance ?? []} names={namesOf(record)} testId="booking-attendance" />;
};

/** One message: who sent it and when, its text as plain text, and its file. */
const Message = ({ message, record }: { message: BookingMessage; record: AdminBookingDetail }) => {
  const locale = useLocale();
  const partyLabel = usePartyLabel();
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }} data-testid="booking-message">
      <Typography variant="caption" color="text.secondary" component="p">
        {`${partyLabel(message.sender_role, namesOf(record))} — ${formatInstant(message.created_at, locale)}`}
      </Typography>
      {message.text ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.text}
        </Typography>
      ) : null}
      {message.attachment ? <PrivateFileLink file={message.attachment} /> : null}
    </Box>
  );
};

/**
 * The chat of the booking's consultation room, oldest first, {@link MESSAGES_PAGE} messages at a time
 * ("Show more"), read with the admin's token (`GET /bookings/:id/messages`; the server writes each read
 * to the access log, which the section says). Text is shown as text, never as HTML; files open or
 * download through `GET /api/files/:id`.
 */
export const BookingMessages = (_props: { label?: string }) => {
  const record = useRecordContext<AdminBookingDetail>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const translate = useTranslate();
  const query = useInfiniteQuery({
    queryKey: ['booking-messages', record?.id],
    enabled: Boolean(record?.id),
    initialPageParam: 0,
    queryFn: ({ pageParam }) => dataProvider.getBookingMessages(record!.id, { first: pageParam, last: pageParam + MESSAGES_PAGE - 1 }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.data.length, 0);
      return last.data.length > 0 && loaded < last.total ? loaded : undefined;
    },
    retry: false,
  });
  if (!record) return null;
  if (query.isPending) return <CircularProgress size={20} aria-label={translate('ra.page.loading')} />;
  if (query.isError) {
    const message = refusalMessage(query.error);
    return <Alert severity="error">{translate(message, { _: message })}</Alert>;
  }
  const messages = query.data.pages.flatMap((page) => page.data);
  const total = query.data.pages.at(-1)?.total ?? messages.length;
  return (
    <Box sx={{ width: '100%' }} data-testid="booking-messages">
      <Typography variant="body2" color="text.secondary">
        {translate('resources.bookings.room.audited')}
      </Typography>
      {messages.length ? (
        <>
          <Typography variant="body2" color="text.secondary" data-testid="booking-messages-count">
            {translate('resources.bookings.room.count', { smart_count: total })}
          </Typography>
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {messages.map((message) => (
              <Message key={message.id} message={message} record={record} />
            ))}
          </Box>
        </>
      ) : (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('resources.bookings.room.no_messages')}
        </Typography>
      )}
      {query.hasNextPage ? (
        <Button size="small" sx={{ mt: 1 }} onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {translate('resources.bookings.room.more')}
        </Button>
      ) : null}
    </Box>
  );
};
