import { Typography } from '@mui/material';
import { Link, useCreatePath, useFieldValue, useRecordContext, useTranslate, type FieldProps } from 'react-admin';

import { EMPTY } from '../../common/people/fields';
import { againstRole, partyName, type AdminComplaint, type DecisionFavour, type RaisedByRole } from './complaint';

/**
 * Fields of a complaint shared by its list and its page: its parties (role and name) and its decision
 * in words.
 *
 * @module resources/complaints/fields
 */

/** A party's label: its role in words and its name, e.g. `Client · Camille Martin`. */
export function usePartyLabel() {
  const translate = useTranslate();
  return (complaint: Pick<AdminComplaint, 'client_name' | 'consultant_name'>, role: RaisedByRole) => `${translate(`resources.complaints.roles.${role}`)} · ${partyName(complaint, role)}`;
}

/** Which party of the record: the one who raised it, or the one it is against. */
export type PartySide = 'raised_by' | 'against';

/** The role of one side of a complaint. */
export const roleOf = (complaint: Pick<AdminComplaint, 'raised_by_role'>, side: PartySide): RaisedByRole => (side === 'raised_by' ? complaint.raised_by_role : againstRole(complaint));

/** One party of the record as plain text: role and name (the list's columns). */
export const PartyText = ({ side }: { side: PartySide; label?: string }) => {
  const record = useRecordContext<AdminComplaint>();
  const label = usePartyLabel();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {label(record, roleOf(record, side))}
    </Typography>
  );
};

/** One party of the record: its role, and its name linking to its consultant or client record while the profile exists. */
export const PartyLink = ({ side }: { side: PartySide; label?: string }) => {
  const record = useRecordContext<AdminComplaint>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!record) return null;
  const role = roleOf(record, side);
  const id = record[role];
  const name = partyName(record, role);
  return (
    <Typography component="span" variant="body2">
      {`${translate(`resources.complaints.roles.${role}`)} · `}
      {id ? <Link to={createPath({ resource: role === 'client' ? 'clients' : 'consultants', id, type: 'show' })}>{name}</Link> : name}
    </Typography>
  );
};

/**
 * Whom a decision favours, in words (`resources.complaints.decisions.<value>`); with `named`, the party
 * it favours is named too ("En faveur du plaignant — Client · Camille Martin"). `—` before a decision.
 */
export const DecisionField = ({ named = false, ...props }: FieldProps & { named?: boolean }) => {
  const record = useRecordContext<AdminComplaint>();
  const decision = useFieldValue(props) as DecisionFavour | null | undefined;
  const translate = useTranslate();
  const label = usePartyLabel();
  if (!record) return null;
  const words = decision ? translate(`resources.complaints.decisions.${decision}`) : EMPTY;
  const party = named && decision && decision !== 'none' ? label(record, roleOf(record, decision === 'raised_by' ? 'raised_by' : 'against')) : null;
  return (
    <Typography component="span" variant="body2">
      {party ? `${words} — ${party}` : words}
    </Typography>
  );
};
