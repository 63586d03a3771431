/**
 * `/consultant/my-booking/add-note/:sessionId?/:clientId?` (spec §2; docs/api-bookings.md): the notes of a booking
 * (`GET bookings/:id/notes`) — or, without a booking (`-`), of a client (`GET notes?clientId=`) — newest
 * first; a form adding a note to the booking (`POST bookings/:id/notes`, checked by the API's own
 * `NoteRequest`: 1–10000 characters, errors under the field in the user's language); and the
 * client's consent form and health assessment, read-only ({@link ClientFormsView}).
 *
 * Accessible names: the field "Nouvelle note"/"New note", the button "Ajouter la note"/"Add the note",
 * the link "Mes réservations"/"My bookings".
 *
 * @module features/bookings/components/add-note-page
 */
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { useViewerTimeZone } from '../../../lib/viewer-time-zone';
import { currentLanguage } from '../../../lib/i18n';
import { useNotes } from '../api/get-notes';
import { BookingsPageFrame } from './bookings-page-frame';
import { ClientFormsView } from './client-forms-view';
import { NoteForm } from './note-form';

/** The `sessionId` segment meaning "no booking" (see `paths.consultant.addNote`). */
const NO_SESSION = '-';

/** Props of {@link AddNotePage}. */
export interface AddNotePageProps {
  /** IANA zone the dates are shown in; default the viewer's (lib/viewer-time-zone). */
  timeZone?: string;
}

/** The page. */
export function AddNotePage({ timeZone: zone }: AddNotePageProps = {}) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  const viewer = useViewerTimeZone('consultant');
  const timeZone = zone ?? viewer.timeZone ?? viewer.deviceZone;
  const params = useParams();
  const bookingId = params.sessionId && params.sessionId !== NO_SESSION ? params.sessionId : null;
  const notes = useNotes(bookingId, params.clientId ?? null);
  const list = notes.data?.data ?? [];
  const clientId = params.clientId ?? list[0]?.client?.id ?? null;
  const clientName = list.find((n) => n.client?.id === clientId)?.client?.display_name;

  return (
    <BookingsPageFrame title={clientName ? t('bookings.notes.titleFor', { name: clientName }) : t('bookings.notes.title')} testId="add-note-page">
      <Button component={RouterLink} to={paths.consultant.myBooking} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 2 }}>
        {t('bookings.list.consultantTitle')}
      </Button>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 3 }}>
          {bookingId ? (
            <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
              <Typography variant="h2" component="h2" sx={{ fontSize: '1.35rem', mb: 2 }}>
                {t('bookings.notes.addTitle')}
              </Typography>
              <NoteForm bookingId={bookingId} onAdded={(note) => notes.mutate((current) => ({ data: [note, ...(current?.data ?? [])] }), { revalidate: false })} />
            </Paper>
          ) : (
            <Typography sx={{ color: 'text.secondary' }} data-testid="note-needs-booking">
              {t('bookings.notes.needsBooking')}
            </Typography>
          )}
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <Typography variant="h2" component="h2" sx={{ fontSize: '1.35rem', mb: 2 }}>
              {t(bookingId ? 'bookings.notes.ofBooking' : 'bookings.notes.ofClient')}
            </Typography>
            {notes.error && !notes.data ? <LoadError error={notes.error} onRetry={() => void notes.mutate()} /> : null}
            {!notes.data && !notes.error ? <Loading minHeight={80} /> : null}
            {notes.data && list.length === 0 ? (
              <Typography sx={{ color: 'text.secondary' }} data-testid="no-notes">
                {t('bookings.notes.none')}
              </Typography>
            ) : null}
            <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }} aria-label={t('bookings.notes.title')}>
              {list.map((note) => (
                <Box component="li" key={note.id} data-testid="note" sx={{ borderLeft: 3, borderColor: 'primary.light', pl: 2 }}>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {note.created_at ? formatDateTime(note.created_at, timeZone, locale) : ''}
                    {bookingId || !note.client ? '' : ` · ${note.client.display_name}`}
                  </Typography>
                  <Typography sx={{ whiteSpace: 'pre-wrap' }}>{note.text}</Typography>
                </Box>
              ))}
            </Box>
          </Paper>
        </Box>
        {clientId ? (
          <Box>
            <Typography variant="h2" component="h2" sx={{ fontSize: '1.35rem', mb: 2 }}>
              {t('bookings.forms.title')}
            </Typography>
            <ClientFormsView clientId={clientId} timeZone={timeZone} />
          </Box>
        ) : null}
      </Box>
    </BookingsPageFrame>
  );
}
