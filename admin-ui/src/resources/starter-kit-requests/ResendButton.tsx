import { useState } from 'react';
import SendIcon from '@mui/icons-material/SendOutlined';
import { useDataProvider, useListContext, useNotify, useRecordContext, useRefresh, useUnselectAll, type Identifier } from 'react-admin';

import { ActionButton } from '../../common/actions/buttons';
import { refusalMessage } from '../../common/trash/useTrashAction';
import type { AdminDataProvider } from '../../providers/dataProvider';
import type { StarterKitRequest } from './status';

const RESOURCE = 'starter-kit-requests';

/**
 * Sends the starter kit and brochure of requests again, now (`POST /starter-kit-requests/:id/resend`,
 * one request after the other), then tells the admin how it went — all sent, some failed again (the
 * mail server's trouble is on each request's `last_error`), or the server's refusal — and reloads the
 * screens.
 * @returns `run(ids)` (resolves with the requests after the attempt; never rejects) and whether it is running
 */
export function useResend() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [running, setRunning] = useState(false);

  const run = async (ids: readonly Identifier[]): Promise<StarterKitRequest[]> => {
    setRunning(true);
    const done: StarterKitRequest[] = [];
    try {
      for (const id of ids) done.push((await dataProvider.recordAction(RESOURCE, { id, action: 'resend' })).data as StarterKitRequest);
      const failed = done.filter((request) => request.status !== 'sent').length;
      if (failed) notify('resources.starter-kit-requests.notifications.failed', { type: 'warning', messageArgs: { smart_count: failed } });
      else notify('resources.starter-kit-requests.notifications.sent', { type: 'success', messageArgs: { smart_count: done.length } });
    } catch (error) {
      const message = refusalMessage(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setRunning(false);
      refresh();
    }
    return done;
  };

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
