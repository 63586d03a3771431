/**
 * The time slot picker (docs/api-bookings.md): a day picker over the shown window and the free time slots of the
 * chosen day, each shown in the VIEWER's time zone — whose name is displayed ("Times shown in India
 * Standard Time (Asia/Kolkata)") — with the consultant's zone mentioned. Presentational: the slots come
 * from `useSlotWindow`; the zone is a prop so that what is shown does not depend on the machine.
 *
 * Accessible names: each day button is named by its label (`mar. 1 déc.`) and each slot button by its
 * displayed time (`14:30`), both with `aria-pressed`; the lists are groups named "Days" and "Free time slots".
 *
 * @module features/bookings/components/slot-picker
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { formatDayKey, formatTime, timeZoneName } from '../../../lib/format';
import { zonesDiffer } from '../../../lib/viewer-time-zone';
import { currentLanguage } from '../../../lib/i18n';
import type { Slot } from '../model/types';
import { slotsByDay } from '../hooks/use-slot-window';

/** Props of {@link SlotPicker}. */
export interface SlotPickerProps {
  /** Free time slots (UTC instants). */
  slots: readonly Slot[];
  /** The days of the window (`YYYY-MM-DD` in `timeZone`). */
  days: readonly string[];
  /** IANA zone the times are shown in (the viewer's). */
  timeZone: string;
  /** The consultant's IANA zone, mentioned when known. */
  consultantTimeZone?: string | null;
  /** Start of the chosen slot. */
  selected: string | null;
  onSelect: (slot: Slot) => void;
  /** Window navigation. */
  onPrevious?: () => void;
  onNext?: () => void;
  canPrevious?: boolean;
  canNext?: boolean;
  'data-testid'?: string;
}

/** The picker. */
export function SlotPicker({ slots, days, timeZone, consultantTimeZone, selected, onSelect, onPrevious, onNext, canPrevious, canNext, 'data-testid': testId = 'slot-picker' }: SlotPickerProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  const byDay = useMemo(() => slotsByDay(slots, timeZone), [slots, timeZone]);
  const firstFree = days.find((day) => byDay.has(day)) ?? null;
  const selectedDay = selected ? (days.find((day) => (byDay.get(day) ?? []).some((s) => s.start === selected)) ?? null) : null;
  const [day, setDay] = useState<string | null>(selectedDay ?? firstFree);
  // A new window (or new slots) without the chosen day: show the first day with free slots.
  useEffect(() => {
    if (!day || !days.includes(day) || !byDay.has(day)) setDay(selectedDay ?? firstFree);
  }, [day, days, byDay, selectedDay, firstFree]);
  const daySlots = day ? (byDay.get(day) ?? []) : [];

  return (
    <Box data-testid={testId}>
      <Typography variant="body2" sx={{ mb: 0.5 }} data-testid="viewer-zone">
        {t('bookings.slots.viewerZone', { zone: timeZoneName(timeZone, locale) })}
      </Typography>
      {consultantTimeZone && zonesDiffer(consultantTimeZone, timeZone) ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }} data-testid="consultant-zone">
          {t('bookings.slots.consultantZone', { zone: timeZoneName(consultantTimeZone, locale) })}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
        {onPrevious ? (
          <Button size="small" onClick={onPrevious} disabled={!canPrevious} startIcon={<ChevronLeftIcon />} aria-label={t('bookings.slots.previous')}>
            {t('bookings.slots.previousShort')}
          </Button>
        ) : null}
        <Box sx={{ flex: 1 }} />
        {onNext ? (
          <Button size="small" onClick={onNext} disabled={!canNext} endIcon={<ChevronRightIcon />} aria-label={t('bookings.slots.next')}>
            {t('bookings.slots.nextShort')}
          </Button>
        ) : null}
      </Box>
      {/* The days wrap onto more lines rather than scroll: a scrolling row whose days are all disabled
          could not be reached from the keyboard (WCAG 2.1.1). */}
      <Box role="group" aria-label={t('bookings.slots.days')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, py: 1 }} data-testid="slot-days">
        {days.map((key) => {
          const free = byDay.has(key);
          return (
            <Button
              key={key}
              size="small"
              variant={key === day ? 'contained' : 'outlined'}
              disabled={!free}
              aria-pressed={key === day}
              onClick={() => setDay(key)}
              sx={{ flex: '0 0 auto', textTransform: 'none' }}
              data-testid={`slot-day-${key}`}
            >
              {formatDayKey(key, locale)}
            </Button>
          );
        })}
      </Box>
      {slots.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 1 }} data-testid="no-slots">
          {t('bookings.slots.none')}
        </Typography>
      ) : (
        <Box role="group" aria-label={t('bookings.slots.list')} sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))', gap: 1, mt: 1 }} data-testid="slot-list">
          {daySlots.map((slot) => (
            <Button
              key={slot.start}
              variant={slot.start === selected ? 'contained' : 'outlined'}
              color={slot.start === selected ? 'secondary' : 'primary'}
              aria-pressed={slot.start === selected}
              onClick={() => onSelect(slot)}
              data-testid="slot"
              data-start={slot.start}
            >
              {formatTime(slot.start, timeZone, locale)}
            </Button>
          ))}
        </Box>
      )}
    </Box>
  );
}
