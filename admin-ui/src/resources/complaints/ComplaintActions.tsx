import { useId, useState, type ReactElement } from 'react';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import GavelIcon from '@mui/icons-material/Gavel';
import BlockIcon from '@mui/icons-material/Block';
import NoteAddIcon from '@mui/icons-material/NoteAddOutlined';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Form, RadioButtonGroupInput, TextInput, TopToolbar, maxLength, required, useRecordContext, useTranslate, type Validator } from 'react-admin';

import { ActionButton, DialogButton } from '../../common/actions/buttons';
import { ADMIN_NOTE_MAX, DECISIONS, canTake, type AdminComplaintDetail, type ComplaintActionInput, type ComplaintActionKind } from './complaint';
import { roleOf, usePartyLabel } from './fields';
import { useComplaintAction } from './useComplaintAction';

/**
 * A text that must not be blank once trimmed; `message` a translation key. Marked required, as
 * react-admin's own `required()` is, so the input's label says so.
 */
function filled(message: string): Validator {
  const validator = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? undefined : message);
  return Object.assign(validator, { isRequired: true });
}

/** The form starts empty (not from the complaint's own fields). */
const EMPTY_FORM = {};

/** What each step's dialog asks for: its text input (required or not), and a decision for a resolution. */
const STEPS: Record<ComplaintActionKind, { text: 'note' | 'internal_note'; required: boolean; decision?: boolean; color: 'primary' | 'error' | 'success' }> = {
  take_in_review: { text: 'note', required: false, color: 'primary' },
  resolve: { text: 'note', required: true, decision: true, color: 'success' },
  reject: { text: 'note', required: true, color: 'error' },
  internal_note: { text: 'internal_note', required: true, color: 'primary' },
};

/**
 * The decision's choices, naming the parties: in favour of the complainant, of the other party, or of
 * neither.
 */
function useDecisionChoices(record: AdminComplaintDetail) {
  const translate = useTranslate();
  const label = usePartyLabel();
  return DECISIONS.map((decision) => ({
    id: decision,
    name:
      decision === 'none'
        ? translate('resources.complaints.actions.favour_none')
        : translate(`resources.complaints.actions.favour_${decision}`, { party: label(record, roleOf(record, decision === 'raised_by' ? 'raised_by' : 'against')) }),
  }));
}

/** The resolve dialog's decision. */
const DecisionInput = ({ record }: { record: AdminComplaintDetail }) => {
  const choices = useDecisionChoices(record);
  return (
    <RadioButtonGroupInput
      source="decision_favour"
      label="resources.complaints.actions.decision"
      choices={choices}
      translateChoice={false}
      row={false}
      validate={required('resources.complaints.actions.decision_required')}
    />
  );
};

interface StepButtonProps {
  kind: ComplaintActionKind;
  icon: ReactElement;
}

/**
 * A button opening the dialog of one step on the shown complaint, shown only when the complaint's
 * status allows the step ({@link canTake}). The dialog asks for what the step needs — an optional note
 * to take it in review; the decision and the note both parties read to resolve it; the reason to reject
 * it; the text of an internal note —, checked before anything is sent (required texts not blank, at
 * most {@link ADMIN_NOTE_MAX} characters). Confirming runs the step ({@link useComplaintAction}); the
 * dialog closes once the server accepted it or refused the step itself (409), and stays open with the
 * server's messages under the inputs when it refused what was written (400).
 */
const StepButton = ({ kind, icon }: StepButtonProps) => {
  const record = useRecordContext<AdminComplaintDetail>();
  const translate = useTranslate();
  const { run, running } = useComplaintAction(kind);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const descriptionId = useId();
  if (!record?.status || !canTake(kind, record.status)) return null;

  const step = STEPS[kind];
  const prefix = `resources.complaints.actions.${kind}`;
  const close = () => setOpen(false);
  const submit = async (values: ComplaintActionInput) => {
    const outcome = await run(record, values);
    if (outcome.done || !outcome.fieldErrors) {
      close();
      return undefined;
    }
    return outcome.fieldErrors;
  };
  const validate = step.required ? [filled(`${prefix}_text_required`), maxLength(ADMIN_NOTE_MAX)] : [maxLength(ADMIN_NOTE_MAX)];
  return (
    <>
      <ActionButton label={prefix} color={step.color} onClick={() => setOpen(true)} disabled={running}>
        {icon}
      </ActionButton>
      <Dialog open={open} onClose={running ? undefined : close} aria-labelledby={titleId} aria-describedby={descriptionId} fullWidth maxWidth="sm">
        {open ? (
          <Form record={EMPTY_FORM} onSubmit={submit} disableInvalidFormNotification>
            <DialogTitle id={titleId}>{translate(`${prefix}_title`, { reference: record.reference })}</DialogTitle>
            <DialogContent>
              <DialogContentText id={descriptionId}>{translate(`${prefix}_content`)}</DialogContentText>
              {step.decision ? <DecisionInput record={record} /> : null}
              <TextInput
                source={step.text}
                label={`${prefix}_text`}
                multiline
                minRows={3}
                fullWidth
                validate={validate}
                helperText={translate('resources.complaints.actions.text_help', { max: ADMIN_NOTE_MAX })}
                slotProps={{ htmlInput: { maxLength: ADMIN_NOTE_MAX } }}
              />
            </DialogContent>
            <DialogActions>
              <DialogButton label="ra.action.cancel" onClick={close} disabled={running} />
              <DialogButton label={`${prefix}_confirm`} type="submit" color={step.color} variant="contained" disabled={running} />
            </DialogActions>
          </Form>
        ) : null}
      </Dialog>
    </>
  );
};

/** Takes the shown complaint in review; only while it is open. */
export const TakeInReviewButton = () => <StepButton kind="take_in_review" icon={<RateReviewIcon />} />;

/** Resolves the shown complaint with a decision and a note; only while it is in review. */
export const ResolveButton = () => <StepButton kind="resolve" icon={<GavelIcon />} />;

/** Rejects the shown complaint with a reason; only while it is in review. */
export const RejectButton = () => <StepButton kind="reject" icon={<BlockIcon />} />;

/** Adds an internal note (admins only) to the shown complaint, whatever its status. */
export const InternalNoteButton = () => <StepButton kind="internal_note" icon={<NoteAddIcon />} />;

/** The show page's toolbar: the steps the complaint's status allows, and the internal note. */
export const ComplaintShowActions = () => (
  <TopToolbar>
    <TakeInReviewButton />
    <ResolveButton />
    <RejectButton />
    <InternalNoteButton />
  </TopToolbar>
);
