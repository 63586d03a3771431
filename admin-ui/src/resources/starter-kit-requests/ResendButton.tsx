import SendIcon from '@mui/icons-material/SendOutlined';
import { useListContext, useRecordContext, useUnselectAll, type Identifier } from 'react-admin';

import { ActionButton } from '../../common/actions/buttons';
import { useRecordAction } from '../../common/actions/useRecordAction';
import type { StarterKitRequest } from './status';

const RESOURCE = 'starter-kit-requests';

/**
 * Sends the starter kit and brochure of requests again (`POST /starter-kit-requests/:id/resend`, one
 * request after the other: each e-mail is queued in the outbox, which sends it at once), then tells the
 * admin — queued, or the server's refusal — and reloads the screens (each request shows `pending` until
 * sent, then the outcome).
 * @returns `run(ids)` (resolves with the requests as answered; never rejects) and whether it is running
 */
export function useResend() {
  const { runEach, running } = useRecordAction();
  const run = async (ids: readonly Identifier[]) =>
    (await runEach(ids, 'resend', (count) => ({ message: 'resources.starter-kit-requests.notifications.queued', messageArgs: { smart_count: count } }))) as StarterKitRequest[];
  return { run, running };
}

/** "Send again" on a request's page. */
export const ResendButton = () => {
  const record = useRecordContext<StarterKitRequest>();
  const { run, running } = useResend();
  if (!record) return null;
  return <ActionButton label="resources.starter-kit-requests.actions.resend" onClick={() => void run([record.id])} disabled={running} startIcon={<SendIcon />} />;
};

/** "Send again" for the requests selected in the list. */
export const BulkResendButton = () => {
  const { selectedIds } = useListContext();
  const unselectAll = useUnselectAll(RESOURCE);
  const { run, running } = useResend();
  return (
    <ActionButton
      label="resources.starter-kit-requests.actions.resend"
      onClick={() => void run(selectedIds).then(() => unselectAll())}
      disabled={running || selectedIds.length === 0}
      startIcon={<SendIcon />}
    />
  );
};
