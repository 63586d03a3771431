import { useState } from 'react';
import { Box, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import HideIcon from '@mui/icons-material/VisibilityOffOutlined';
import ShowIcon from '@mui/icons-material/VisibilityOutlined';
import { TopToolbar, useRecordContext, useTranslate } from 'react-admin';

import { ActionButton, DialogButton } from '../../common/actions/buttons';
import { ConfirmActionButton } from '../../common/actions/ConfirmActionButton';
import { useRecordAction } from '../../common/actions/useRecordAction';
import { HIDE_REASON, hideReasonError, type ReviewRecord } from './review';

/**
 * Hide a review with a reason (`POST /reviews/:id/hide` `{ reason }`): a dialog asks the reason (3 to 500
 * characters), which the review's author reads beside it; the review leaves the expert's page and rating.
 */
export const HideButton = ({ record }: { record: ReviewRecord }) => {
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
    const refused = hideReasonError(reason);
    setError(refused);
    if (refused) return;
    const done = await run({ id: record.id, action: 'hide', data: { reason: reason.trim() } }, { message: 'resources.reviews.notifications.hidden' });
    if (done) {
      setReason('');
      close();
    }
  };
  return (
    <>
      <ActionButton label="resources.reviews.actions.hide" color="warning" disabled={running} onClick={() => setOpen(true)}>
        <HideIcon />
      </ActionButton>
      <Dialog open={open} onClose={close} aria-labelledby="hide-review-title" fullWidth maxWidth="sm">
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DialogTitle id="hide-review-title">{translate('resources.reviews.hide.title')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate('resources.reviews.hide.content')}</DialogContentText>
            <TextField
              fullWidth
              multiline
              minRows={3}
              required
              label={translate('resources.reviews.hide.reason')}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                if (error) setError(hideReasonError(event.target.value));
              }}
              error={Boolean(error)}
              helperText={translate(error ?? 'resources.reviews.hide.help', { min: HIDE_REASON.min, max: HIDE_REASON.max })}
              slotProps={{ htmlInput: { maxLength: HIDE_REASON.max } }}
            />
          </DialogContent>
          <DialogActions>
            <DialogButton label="ra.action.cancel" onClick={close} disabled={running} />
            <DialogButton label="resources.reviews.actions.hide" type="submit" color="warning" variant="contained" disabled={running} />
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
};

/** Show a hidden review again (`POST /reviews/:id/unhide`), once confirmed. */
const UnhideButton = () => (
  <ConfirmActionButton
    label="resources.reviews.actions.unhide"
    icon={<ShowIcon />}
    action={{ action: 'unhide' }}
    title="resources.reviews.unhide.title"
    content="resources.reviews.unhide.content"
    success={{ message: 'resources.reviews.notifications.unhidden' }}
  />
);

/** The actions of a review's page: hide with a reason, or show again. */
export const ModerationActions = () => {
  const record = useRecordContext<ReviewRecord>();
  return <TopToolbar>{record ? record.hidden ? <UnhideButton /> : <HideButton record={record} /> : null}</TopToolbar>;
};
