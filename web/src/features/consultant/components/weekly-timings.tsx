/**
 * The weekly timings grouped by shift (spec §2 dashboard "timings by morning, noon, afternoon, evening,
 * night"; docs/api-consultant.md `GET timings` `by_shift`), in the consultant's time zone.
 *
 * @module features/consultant/components/weekly-timings
 */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { timeZoneName } from '../../../lib/format';
import { useLanguage } from '../../../lib/fetcher';
import { SHIFTS, type Timings } from '../model/types';
import { groupByShift } from '../model/timings';

/** The five shifts, each with its windows. */
export function WeeklyTimings({ timings }: { timings: Timings }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const groups = groupByShift(timings);
  return (
    <Box data-testid="weekly-timings">
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('consultant.timings.inZone', { zone: timings.time_zone ? timeZoneName(timings.time_zone, language) : '' })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(5, 1fr)' } }}>
        {SHIFTS.map((shift) => (
          <Box key={shift} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }} data-testid={`shift-${shift}`}>
            <Typography component="h3" sx={{ fontWeight: 700 }}>
              {t(`consultant.shifts.${shift}`)}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t(`consultant.shiftHours.${shift}`)}
            </Typography>
            {groups[shift].length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                {t('consultant.timings.noWindow')}
              </Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 0.5 }}>
                {groups[shift].map((w) => (
                  <Typography component="li" variant="body2" key={`${w.weekday}-${w.start}`}>
                    {t('consultant.timings.window', { day: t(`consultant.weekdays.${w.weekday}`), start: w.start, end: w.end })}
                  </Typography>
                ))}
              </Box>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
