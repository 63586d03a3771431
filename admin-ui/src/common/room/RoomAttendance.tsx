import { Box, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';

import type { Schemas } from '../../lib/api-types';
import { formatInstant } from '../dates';

/**
 * Who was in a booking's consultation room and when (docs/api-room.md "Attendance"), as the back
 * office shows it on a booking's page and, as evidence, on a complaint about that booking.
 *
 * @module common/room/RoomAttendance
 */

/** One visit of a party to the room (the API's `RoomVisit`: UTC instants, `left_at` `null` while inside). */
export type RoomVisit = Schemas['RoomVisit'];

/** A party of a booking: the client or the consultant. */
export type RoomRole = RoomVisit['role'];

/** The names of both parties, to say who each visit was. */
export type PartyNames = Record<RoomRole, string>;

/**
 * A party's label: its role and its name, e.g. `Client · Camille Martin` (`app.room.roles.<role>`).
 * @returns `label(role, names)`
 */
export function usePartyLabel() {
  const translate = useTranslate();
  return (role: RoomRole, names: PartyNames) => `${translate(`app.room.roles.${role}`)} · ${names[role]}`;
}

/** The wall-clock time of an instant in the admin's zone, e.g. `15:51` / `3:51 PM`. */
function formatTime(value: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(value));
}

export interface RoomAttendanceProps {
  /** the visits, earliest first */
  visits: readonly RoomVisit[];
  /** the parties' names */
  names: PartyNames;
  /** test hook of the list (e.g. `booking-attendance`) */
  testId?: string;
}

/**
 * The visits of both parties to the room, each as "Client · Camille Martin : 12 mars 2026, 15:02 – 15:51"
 * in the admin's zone; "still in the room" while a party is there; a sentence when nobody came.
 */
export const RoomAttendance = ({ visits, names, testId }: RoomAttendanceProps) => {
  const translate = useTranslate();
  const locale = useLocale();
  const partyLabel = usePartyLabel();
  if (!visits.length) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid={testId}>
        {translate('app.room.nobody')}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid={testId}>
      {visits.map((visit) => {
        const values = { who: partyLabel(visit.role, names), from: formatInstant(visit.joined_at, locale) };
        return (
          <Typography component="li" variant="body2" key={`${visit.role}-${visit.joined_at}`}>
            {visit.left_at ? translate('app.room.visit', { ...values, to: formatTime(visit.left_at, locale) }) : translate('app.room.present', values)}
          </Typography>
        );
      })}
    </Box>
  );
};
