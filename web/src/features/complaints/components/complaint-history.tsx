/**
 * The history of a complaint as a timeline, oldest first (cms/src/contracts/complaints.ts `history`):
 * who ("Vous"/"You", the other party's name, or "L’équipe de la plateforme"/"The platform team"), when
 * (in the viewer's zone, with the zone's name), what (filed, answered, or a change of status from → to,
 * in words) and the note that came with it. Internal notes of the team never reach the parties; any
 * that did would be left out.
 *
 * @module features/complaints/components/complaint-history
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { historyActor } from '../model/wording';
import type { Complaint, ComplaintHistoryEntry, ComplaintRole } from '../model/types';

/** Props of {@link ComplaintHistory}. */
export interface ComplaintHistoryProps {
  complaint: Pick<Complaint, 'history' | 'counterpart'>;
  /** The reader's role. */
  role: ComplaintRole;
  /** IANA zone of the times. */
  timeZone: string;
  /** Id of the heading naming the list. */
  labelledBy: string;
}

/** What happened at a step, in words. */
export function historyActionText(entry: ComplaintHistoryEntry, t: TFunction): string {
  if (entry.action === 'filed') return t('complaints.history.filed');
  if (entry.action === 'responded') return t('complaints.history.responded');
  const to = entry.to_status ? t(`complaints.status.${entry.to_status}`) : '';
  return entry.from_status ? t('complaints.history.statusChange', { from: t(`complaints.status.${entry.from_status}`), to }) : t('complaints.history.statusSet', { to });
}

/** The timeline. */
export function ComplaintHistory({ complaint, role, timeZone, labelledBy }: ComplaintHistoryProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  const entries = complaint.history.filter((entry) => entry.action !== 'internal_note');
  const who = (entry: ComplaintHistoryEntry) => {
    const actor = historyActor(entry, role);
    return actor === 'you' ? t('complaints.history.you') : actor === 'team' ? t('complaints.history.team') : complaint.counterpart.display_name;
  };
  return (
    <Box
      component="ol"
      aria-labelledby={labelledBy}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        pl: 2.5,
        borderLeft: 2,
        borderColor: 'divider',
        display: 'grid',
        gap: 2.5,
      }}
      data-testid="complaint-history"
    >
      {entries.map((entry, index) => (
        <Box
          component="li"
          key={`${entry.at}-${index}`}
          sx={{
            position: 'relative',
            '&::before': { content: '""', position: 'absolute', left: -27, top: 6, width: 12, height: 12, borderRadius: '50%', bgcolor: 'primary.main' },
          }}
          data-testid="history-entry"
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <Box component="span" sx={{ fontWeight: 700, color: 'text.primary' }} data-testid="history-who">
              {who(entry)}
            </Box>
            {' · '}
            <Box component="time" dateTime={entry.at} data-testid="history-when">
              {formatDateTime(entry.at, timeZone, locale)}
            </Box>
          </Typography>
          <Typography data-testid="history-what">{historyActionText(entry, t)}</Typography>
          {entry.note ? (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }} data-testid="history-note">
              {t('complaints.history.note', { note: entry.note })}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
