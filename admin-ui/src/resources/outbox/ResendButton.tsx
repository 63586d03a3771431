import { useState } from 'react';
import SendIcon from '@mui/icons-material/SendOutlined';
import { Confirm, useListContext, useRecordContext, type Identifier } from 'react-admin';

import { ActionButton } from '../../common/actions/buttons';
import { useRecordAction } from '../../common/actions/useRecordAction';
import type { OutboxMessage } from './status';

const LABEL = 'resources.outbox.actions.resend';

/**
 * Sends messages of the outbox again (`POST /outbox/:id/resend`, one after the other: each is queued
 * again, due now, and the outbox worker sends it at once), then tells the admin — queued, or the
 * server's refusal — and reloads the screens (each message shows `queued` until sent, then the outcome).
 * @returns `run(ids)` (resolves with the messages as answered; never rejects) and whether it is running
 */
export function useResend() {
  const { runEach, running } = useRecordAction();
  const run = async (ids: readonly Identifier[]) =>
    (await runEach(ids, 'resend', (count) => ({ message: 'resources.outbox.notifications.queued', messageArgs: { smart_count: count } }))) as OutboxMessage[];
  return { run, running };
}

/**
 * "Send again" on a message's page: at once for a message not delivered (queued, failed, dead); for one
 * already sent, once the admin confirms that its recipient will receive it a second time.
 */
export const ResendButton = () => {
  const record = useRecordContext<OutboxMessage>();
  const { run, running } = useResend();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const sent = record.status === 'sent';
  return (
    <>
      <ActionButton label={LABEL} onClick={() => (sent ? setOpen(true) : void run([record.id]))} disabled={running} startIcon={<SendIcon />} />
      <Confirm
        isOpen={open}
        loading={running}
        title="resources.outbox.confirm.sent_title"
        content="resources.outbox.confirm.sent_content"
        confirm={LABEL}
        onConfirm={async () => {
          await run([record.id]);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/** "Send again" for the messages selected in the list, once the admin confirms. */
export const BulkResendButton = () => {
  const { selectedIds, onUnselectItems } = useListContext();
  const { run, running } = useResend();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ActionButton label={LABEL} onClick={() => setOpen(true)} disabled={running || selectedIds.length === 0} startIcon={<SendIcon />} />
      <Confirm
        isOpen={open}
        loading={running}
        title="resources.outbox.confirm.bulk_title"
        titleTranslateOptions={{ smart_count: selectedIds.length }}
        content="resources.outbox.confirm.bulk_content"
        confirm={LABEL}
        onConfirm={async () => {
          await run(selectedIds);
          setOpen(false);
          onUnselectItems();
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
