import { useId, useState } from 'react';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSendOutlined';
import SendIcon from '@mui/icons-material/SendOutlined';
import ScienceIcon from '@mui/icons-material/ScienceOutlined';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { DeleteButton, EditButton, TopToolbar, useLocale, useRecordContext, useTranslate } from 'react-admin';

import { ActionButton, DialogButton } from '../../common/actions/buttons';
import { ConfirmActionButton } from '../../common/actions/ConfirmActionButton';
import { useRecordAction } from '../../common/actions/useRecordAction';
import { formatInstant, localToInstant } from '../../common/dates';
import { pickLocalized } from '../../common/localized';
import { clock } from '../../lib/clock';
import { isDraft, type NewsletterCampaign } from './status';

const KEY = 'resources.newsletter-campaigns';

/** The campaign's subject in the interface language, for the confirmations. */
function useSubject(): string {
  const record = useRecordContext<NewsletterCampaign>();
  const locale = useLocale();
  return pickLocalized(record?.subject, locale);
}

/** "Send a test to me": the campaign to the signed-in admin's own address, marked as a test (any status). */
export const SendTestButton = () => {
  const name = useSubject();
  return (
    <ConfirmActionButton
      label={`${KEY}.actions.test`}
      icon={<ScienceIcon />}
      action={{ action: 'test' }}
      title={`${KEY}.actions.test_title`}
      content={`${KEY}.actions.test_content`}
      translateOptions={{ name }}
      success={{ message: `${KEY}.notifications.tested` }}
    />
  );
};

/** "Send now": the campaign to every confirmed subscriber, once (drafts only). */
export const SendNowButton = () => {
  const record = useRecordContext<NewsletterCampaign>();
  const name = useSubject();
  if (!isDraft(record)) return null;
  return (
    <ConfirmActionButton
      label={`${KEY}.actions.send`}
      icon={<SendIcon />}
      color="warning"
      action={{ action: 'send' }}
      title={`${KEY}.actions.send_title`}
      content={`${KEY}.actions.send_content`}
      translateOptions={{ name }}
      success={{ message: `${KEY}.notifications.sent` }}
    />
  );
};

/** The value of a date-time input for `instant` in the admin's zone (`YYYY-MM-DDTHH:mm`). */
function localInputValue(instant: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}T${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
}

/**
 * "Schedule": the campaign to every confirmed subscriber from a date and time the admin chooses in their
 * own zone (drafts only); a time that is not in the future is refused before anything is sent.
 */
export const ScheduleButton = () => {
  const record = useRecordContext<NewsletterCampaign>();
  const translate = useTranslate();
  const locale = useLocale();
  const name = useSubject();
  const { run, running } = useRecordAction();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const titleId = useId();
  const descriptionId = useId();
  if (!record || !isDraft(record)) return null;

  const close = () => {
    setOpen(false);
    setError(undefined);
  };
  const confirm = async () => {
    const at = localToInstant(value);
    if (!at || Number.isNaN(Date.parse(at)) || Date.parse(at) <= clock.ms()) {
      setError(`${KEY}.actions.schedule_past`);
      return;
    }
    const done = await run({ id: record.id, action: 'send', data: { at } }, { message: `${KEY}.notifications.scheduled`, messageArgs: { date: formatInstant(at, locale) } });
    if (done) close();
  };
  return (
    <>
      <ActionButton
        label={`${KEY}.actions.schedule`}
        onClick={() => {
          // An hour from now, on the minute, to start from.
          setValue(localInputValue(new Date(Math.ceil((clock.ms() + 3_600_000) / 60_000) * 60_000)));
          setOpen(true);
        }}
        disabled={running}
      >
        <ScheduleSendIcon />
      </ActionButton>
      <Dialog open={open} onClose={running ? undefined : close} aria-labelledby={titleId} aria-describedby={descriptionId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{translate(`${KEY}.actions.schedule_title`)}</DialogTitle>
        <DialogContent>
          <DialogContentText id={descriptionId}>{translate(`${KEY}.actions.schedule_content`, { name })}</DialogContentText>
          <TextField
            fullWidth
            margin="normal"
            type="datetime-local"
            required
            label={translate(`${KEY}.actions.schedule_at`)}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              if (error) setError(undefined);
            }}
            error={Boolean(error)}
            helperText={error ? translate(error) : translate(`${KEY}.actions.schedule_help`)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </DialogContent>
        <DialogActions>
          <DialogButton label="ra.action.cancel" onClick={close} disabled={running} />
          <DialogButton label={`${KEY}.actions.schedule_confirm`} color="warning" variant="contained" onClick={() => void confirm()} disabled={running} />
        </DialogActions>
      </Dialog>
    </>
  );
};

/** The campaign page's toolbar: edit and delete while a draft, the test, then send now or schedule. */
export const CampaignShowActions = () => {
  const record = useRecordContext<NewsletterCampaign>();
  const draft = isDraft(record);
  return (
    <TopToolbar>
      {draft ? <EditButton /> : null}
      <SendTestButton />
      <SendNowButton />
      <ScheduleButton />
      {draft ? <DeleteButton mutationMode="pessimistic" confirmTitle={`${KEY}.delete.title`} confirmContent={`${KEY}.delete.content`} /> : null}
    </TopToolbar>
  );
};
