import { useState } from 'react';
import { Box, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import ApproveIcon from '@mui/icons-material/CheckCircleOutlined';
import RejectIcon from '@mui/icons-material/HighlightOffOutlined';
import PauseIcon from '@mui/icons-material/PauseCircleOutlined';
import PlayIcon from '@mui/icons-material/PlayCircleOutlined';
import { TopToolbar, useRecordContext, useTranslate } from 'react-admin';

import { ActionButton, DialogButton } from '../../common/actions/buttons';
import { ConfirmActionButton } from '../../common/actions/ConfirmActionButton';
import { useRecordAction } from '../../common/actions/useRecordAction';
import { PersonPrivacyActions } from '../../common/privacy/PersonPrivacyActions';
import type { ConsultantListRecord } from './status';

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

/** `POST /consultants/:id/approve` once confirmed: only a submitted profile can be approved. */
const ApproveButton = ({ record }: { record: ConsultantListRecord }) => (
  <ConfirmActionButton
    label="resources.consultants.actions.approve"
    icon={<ApproveIcon />}
    color="success"
    disabled={record.approval_status !== 'submitted'}
    action={{ action: 'approve' }}
    title="resources.consultants.approve.title"
    content="resources.consultants.approve.content"
    translateOptions={{ name: record.display_name }}
    success={{ message: 'resources.consultants.notifications.approved', messageArgs: { name: record.display_name } }}
  />
);

/**
 * Reject with a reason (`POST /consultants/:id/reject` `{ reason }`, e-mailed to the consultant): a
 * dialog asks the reason, required (5 to 2000 characters); a submitted or an approved profile can be
 * rejected.
 */
export const RejectButton = ({ record }: { record: ConsultantListRecord }) => {
  const translate = useTranslate();
  const { run, running } = useRecordAction();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const close = () => {
    setOpen(false);
    setError(undefined);
  };
  const submit = async () => {
    const refused = reasonError(reason);
    setError(refused);
    if (refused) return;
    const done = await run(
      { id: record.id, action: 'reject', data: { reason: reason.trim() } },
      { message: 'resources.consultants.notifications.rejected', messageArgs: { name: record.display_name } },
    );
    if (done) {
      setReason('');
      close();
    }
  };
  return (
    <>
      <ActionButton
        label="resources.consultants.actions.reject"
        color="error"
        disabled={running || (record.approval_status !== 'submitted' && record.approval_status !== 'approved')}
        onClick={() => setOpen(true)}
      >
        <RejectIcon />
      </ActionButton>
      <Dialog open={open} onClose={close} aria-labelledby="reject-title" fullWidth maxWidth="sm">
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DialogTitle id="reject-title">{translate('resources.consultants.reject.title', { name: record.display_name })}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate('resources.consultants.reject.content')}</DialogContentText>
            <TextField
              fullWidth
              multiline
              minRows={4}
              required
              label={translate('resources.consultants.reject.reason')}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                if (error) setError(reasonError(event.target.value));
              }}
              error={Boolean(error)}
              helperText={translate(error ?? 'resources.consultants.reject.help', { min: REASON_MIN, max: REASON_MAX })}
              slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
            />
          </DialogContent>
          <DialogActions>
            <DialogButton label="ra.action.cancel" onClick={close} disabled={running} />
            <DialogButton label="resources.consultants.actions.reject" type="submit" color="error" variant="contained" disabled={running} />
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
};

/** The active switch (`PUT /consultants/:id/active` `{ active }`) once confirmed: Deactivate or Activate. */
const ActiveButton = ({ record }: { record: ConsultantListRecord }) => {
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
 * The actions of a profile's page: approve, reject with a reason, the active switch, then the
 * consultant's data export and account erasure (docs/privacy.md "Back office").
 */
export const ReviewActions = () => {
  const record = useRecordContext<ConsultantListRecord>();
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
