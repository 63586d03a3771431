/**
 * Beside the call, for the consultant (DESIGN §4 "Consultation room"): the client's file — the health
 * assessment summary (up to date or not, the PHQ-9 and GAD-7 scores with their bands, the reasons for
 * consulting; {@link ClientHealthAssessmentView}), a link to the client's full forms and the session's
 * notes, opened in a new tab so that the call goes on — and the session note, written here through the
 * notes API ({@link NoteForm}, `POST bookings/:id/notes`) and listed under it, newest first.
 *
 * Accessible names: the region "Dossier du client"/"Client file", the field "Note de séance"/"Session
 * note", the button "Ajouter la note"/"Add the note", the link "Voir les formulaires complets"/"See
 * the full forms".
 *
 * @module features/bookings/components/room-client-panel
 */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useNotes } from '../api/get-notes';
import { ClientHealthAssessmentView } from './client-forms-view';
import { NoteForm } from './note-form';

/** The questionnaire sections shown beside the call (the full forms are one link away). */
const SUMMARY_SECTIONS = ['reasons'] as const;

/** Props of {@link RoomClientPanel}. */
export interface RoomClientPanelProps {
  /** The room's booking (`Room.booking.id`). */
  bookingId: string;
  /** The booking's client (`Room.counterpart.id` on the consultant's side). */
  clientId: string;
  /** IANA zone the dates are shown in. */
  timeZone: string;
}

/** The panel. */
export function RoomClientPanel({ bookingId, clientId, timeZone }: RoomClientPanelProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  const notes = useNotes(bookingId, null);
  const list = notes.data?.data ?? [];

  return (
    <Paper component="section" variant="outlined" aria-labelledby="room-client-panel-title" sx={{ p: { xs: 2, md: 3 } }} data-testid="room-client-panel">
      <Typography id="room-client-panel-title" variant="h2" component="h2" sx={{ fontSize: '1.35rem', mb: 2 }}>
        {t('bookings.room.title')}
      </Typography>
      <Typography variant="h3" component="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {t('bookings.room.assessment')}
      </Typography>
      {clientId ? (
        <>
          <ClientHealthAssessmentView clientId={clientId} timeZone={timeZone} sections={SUMMARY_SECTIONS} />
          <Link
            href={paths.consultant.addNote(bookingId, clientId)}
            target="_blank"
            rel="noopener"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1 }}
            data-testid="room-full-forms"
          >
            {t('bookings.room.fullForms')}
            <OpenInNewIcon fontSize="small" aria-hidden="true" />
          </Link>
        </>
      ) : null}
      <Typography variant="h3" component="h3" sx={{ fontSize: '1.15rem', mt: 3, mb: 1 }}>
        {t('bookings.room.notes')}
      </Typography>
      <NoteForm
        bookingId={bookingId}
        id="room-note-text"
        label={t('bookings.room.notes')}
        minRows={3}
        onAdded={(note) => notes.mutate((current) => ({ data: [note, ...(current?.data ?? [])] }), { revalidate: false })}
      />
      {list.length > 0 ? (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 1.5 }} aria-label={t('bookings.notes.ofBooking')}>
          {list.map((note) => (
            <Box component="li" key={note.id} data-testid="room-note" sx={{ borderLeft: 3, borderColor: 'primary.light', pl: 1.5 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {note.created_at ? formatDateTime(note.created_at, timeZone, locale) : ''}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.text}</Typography>
            </Box>
          ))}
        </Box>
      ) : null}
    </Paper>
  );
}
