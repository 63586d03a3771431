import { useMemo, useState } from 'react';
import { Box, Checkbox, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Typography } from '@mui/material';
import ApproveIcon from '@mui/icons-material/CheckCircleOutlined';
import RejectIcon from '@mui/icons-material/HighlightOffOutlined';
import PauseIcon from '@mui/icons-material/PauseCircleOutlined';
import PlayIcon from '@mui/icons-material/PlayCircleOutlined';
import { TopToolbar, useLocale, useRecordContext, useTranslate } from 'react-admin';

import { ActionButton, DialogButton } from '../../common/actions/buttons';
import { ConfirmActionButton } from '../../common/actions/ConfirmActionButton';
import { ReasonActionButton } from '../../common/actions/ReasonActionButton';
import { formatInstant } from '../../common/dates';
import { useRecordAction } from '../../common/actions/useRecordAction';
import { PersonPrivacyActions } from '../../common/privacy/PersonPrivacyActions';
import type { ConsultantListRecord, ConsultantReview } from './status';

/** Length of a rejection's reason, in characters (contracts/admin `RejectRequest`). */
export const REASON_MIN = 5;
export const REASON_MAX = 2000;

/** Why a reason cannot be sent (a translation key), or `undefined` when it can. */
export function reasonError(reason: string): string | undefined {
  const length = reason.trim().length;
  if (length === 0) return 'resources.consultants.reject.required';
  if (length < REASON_MIN) return 'resources.consultants.reject.too_short';
  if (length > REASON_MAX) return 'resources.consultants.reject.too_long';
  return undefined;
}

/** An item of the approval's checklist (contracts/experts `VerificationChecklistItem`). */
export type ChecklistItem = ConsultantReview['verification_checklist'][number];

/** The key of a checklist item (`identity`, `degree:<documentId>`…). */
export const checklistKey = (item: Pick<ChecklistItem, 'kind' | 'item'>) => (item.item ? `${item.kind}:${item.item}` : item.kind);

/**
 * The body of `POST /consultants/:id/approve` for the ticked keys: the items checked, in the
 * checklist's order (contracts/admin `ApproveRequest`). Only items of the checklist (what the
 * consultant provided) can be sent.
 */
export function approveBody(checklist: readonly ChecklistItem[], ticked: ReadonlySet<string>) {
  return {
    verified: checklist.filter((item) => ticked.has(checklistKey(item))).map((item) => (item.item ? { kind: item.kind, item: item.item } : { kind: item.kind })),
  };
}

/**
 * Approve a submitted profile (`POST /consultants/:id/approve`, the consultant is e-mailed), recording
 * what the admin checked: a dialog lists the items the consultant provided (identity, each degree and
 * certificate by its name, school and year, criminal record, contract), ticked when their check still
 * stands from an earlier approval; each ticked item becomes a public badge (docs/api-consultant.md
 * "Verification badges"). Nothing ticked approves without badges.
 */
export const ApproveButton = ({ record }: { record: ConsultantListRecord | ConsultantReview }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const { run, running } = useRecordAction();
  const checklist = useMemo(() => ('verification_checklist' in record ? (record.verification_checklist ?? []) : []), [record]);
  const standing = useMemo(() => new Set(checklist.filter((item) => item.verified_at).map(checklistKey)), [checklist]);
  const [open, setOpen] = useState(false);
  const [ticked, setTicked] = useState<Set<string>>(standing);
  const start = () => {
    setTicked(new Set(standing));
    setOpen(true);
  };
  const toggle = (key: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const submit = async () => {
    const done = await run(
      { id: record.id, action: 'approve', data: approveBody(checklist, ticked) },
      { message: 'resources.consultants.notifications.approved', messageArgs: { name: record.display_name } },
    );
    if (done) setOpen(false);
  };
  const labelOf = (item: ChecklistItem) => translate(`resources.consultants.approve.items.${item.kind}`, { label: item.label ?? '' });
  return (
    <>
      <ActionButton label="resources.consultants.actions.approve" color="success" disabled={running || record.approval_status !== 'submitted'} onClick={start}>
        <ApproveIcon />
      </ActionButton>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="approve-title" fullWidth maxWidth="sm">
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DialogTitle id="approve-title">{translate('resources.consultants.approve.title', { name: record.display_name })}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate('resources.consultants.approve.content')}</DialogContentText>
            <FormControl component="fieldset" variant="standard">
              <FormLabel component="legend">{translate('resources.consultants.approve.checklist')}</FormLabel>
              <FormHelperText sx={{ mt: 0, mb: 1 }}>{translate('resources.consultants.approve.checklist_help')}</FormHelperText>
              <FormGroup>
                {checklist.map((item) => {
                  const key = checklistKey(item);
                  return (
                    <FormControlLabel
                      key={key}
                      control={<Checkbox checked={ticked.has(key)} onChange={(event) => toggle(key, event.target.checked)} />}
                      label={
                        <>
                          {labelOf(item)}
                          {item.verified_at ? (
                            <Typography component="span" variant="body2" color="text.secondary">
                              {' '}
                              {translate('resources.consultants.approve.since', { date: formatInstant(item.verified_at, locale) })}
                            </Typography>
                          ) : null}
                        </>
                      }
                    />
                  );
                })}
              </FormGroup>
              {checklist.length === 0 ? <FormHelperText>{translate('resources.consultants.approve.nothing')}</FormHelperText> : null}
            </FormControl>
          </DialogContent>
          <DialogActions>
            <DialogButton label="ra.action.cancel" onClick={() => setOpen(false)} disabled={running} />
            <DialogButton label="resources.consultants.actions.approve" type="submit" color="success" variant="contained" disabled={running} />
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
};

/**
 * Reject with a reason (`POST /consultants/:id/reject` `{ reason }`, e-mailed to the consultant): a
 * dialog asks the reason, required (5 to 2000 characters); a submitted or an approved profile can be
 * rejected.
 */
export const RejectButton = ({ record }: { record: ConsultantListRecord | ConsultantReview }) => (
  <ReasonActionButton
    recordId={record.id}
    action="reject"
    label="resources.consultants.actions.reject"
    icon={<RejectIcon />}
    color="error"
    disabled={record.approval_status !== 'submitted' && record.approval_status !== 'approved'}
    title="resources.consultants.reject.title"
    titleArgs={{ name: record.display_name }}
    content="resources.consultants.reject.content"
    reasonLabel="resources.consultants.reject.reason"
    help="resources.consultants.reject.help"
    limits={{ min: REASON_MIN, max: REASON_MAX }}
    validate={reasonError}
    success={{ message: 'resources.consultants.notifications.rejected', messageArgs: { name: record.display_name } }}
    minRows={4}
    titleId="reject-title"
  />
);

/** The active switch (`PUT /consultants/:id/active` `{ active }`) once confirmed: Deactivate or Activate. */
const ActiveButton = ({ record }: { record: ConsultantListRecord | ConsultantReview }) => {
  const next = !record.active_status;
  const key = next ? 'activate' : 'deactivate';
  return (
    <ConfirmActionButton
      label={`resources.consultants.actions.${key}`}
      icon={next ? <PlayIcon /> : <PauseIcon />}
      color={next ? 'primary' : 'warning'}
      action={{ action: 'active', method: 'PUT', data: { active: next } }}
      title={`resources.consultants.${key}.title`}
      content={`resources.consultants.${key}.content`}
      translateOptions={{ name: record.display_name }}
      success={{ message: `resources.consultants.notifications.${next ? 'activated' : 'deactivated'}`, messageArgs: { name: record.display_name } }}
    />
  );
};

/**
 * The actions of a profile's page: approve with the checklist of what was checked, reject with a reason, the active switch, then the
 * consultant's data export and account erasure (docs/privacy.md "Back office").
 */
export const ReviewActions = () => {
  const record = useRecordContext<ConsultantListRecord | ConsultantReview>();
  return (
    <TopToolbar>
      {record ? (
        <>
          <ApproveButton record={record} />
          <RejectButton record={record} />
          <ActiveButton record={record} />
          <PersonPrivacyActions resource="consultants" />
        </>
      ) : null}
    </TopToolbar>
  );
};
