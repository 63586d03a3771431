import { Box, Chip, Typography } from '@mui/material';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';

import { complaintStatusKey } from '../../common/complaints/status';
import { formatInstant } from '../../common/dates';
import type { AdminComplaintDetail, ComplaintHistoryEntry } from './complaint';

/** What an entry did, in words: filed, answered, a change of status (from → to), or an internal note. */
function useEntryWhat() {
  const translate = useTranslate();
  return (entry: ComplaintHistoryEntry): string => {
    if (entry.action === 'status' && entry.to_status) {
      const to = translate(complaintStatusKey(entry.to_status));
      return entry.from_status ? translate('resources.complaints.history.change', { from: translate(complaintStatusKey(entry.from_status)), to }) : to;
    }
    return translate(`resources.complaints.history.actions.${entry.action}`);
  };
}

/**
 * The history of the shown complaint as a timeline, oldest first: when (in the admin's zone), who (role
 * and name, or "account deleted"), what (filed, answered, from → to status, internal note) and the
 * note; admins' internal notes, which the parties never see, are marked "internal".
 */
export const ComplaintHistory = (_props: { label?: string }) => {
  const record = useRecordContext<AdminComplaintDetail>();
  const translate = useTranslate();
  const locale = useLocale();
  const what = useEntryWhat();
  if (!record) return null;
  if (!record.history.length) {
    return <Typography variant="body2">{translate('resources.complaints.history.empty')}</Typography>;
  }
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={translate('resources.complaints.sections.history')}>
      {record.history.map((entry, index) => {
        const who = `${translate(`resources.complaints.roles.${entry.actor_role}`)} · ${entry.actor_name ?? translate('resources.complaints.history.unknown_actor')}`;
        return (
          <Box component="li" key={`${entry.at}-${index}`} data-testid="complaint-history-entry" sx={{ py: 1, pl: 2, borderLeft: 2, borderColor: entry.internal ? 'warning.main' : 'divider', mb: 1 }}>
            <Typography variant="caption" color="text.secondary" component="p">
              {`${formatInstant(entry.at, locale)} — ${who}`}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
                {what(entry)}
              </Typography>
              {entry.internal ? <Chip size="small" color="warning" label={translate('resources.complaints.history.internal')} /> : null}
            </Box>
            {entry.note ? (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {entry.note}
              </Typography>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
};
