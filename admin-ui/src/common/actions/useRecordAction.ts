import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useResourceContext, type Identifier, type RaRecord } from 'react-admin';

import type { AdminDataProvider, RecordActionParams } from '../../providers/dataProvider';
import { refusalMessage } from '../trash/useTrashAction';

/** What the admin is told once an action succeeded: a translation key and its arguments. */
export interface ActionSuccess {
  message: string;
  messageArgs?: Record<string, unknown>;
}

/**
 * Runs a custom action on a record of the current resource (`POST /<resource>/:id/approve`,
 * `PUT /<resource>/:id/active`…: {@link AdminDataProvider.recordAction}), then tells the admin: the
 * success message, or the server's own reason for a refusal (409 `InvalidStatus`, `LastAdmin`; 400),
 * in the interface language. On success the screens read their records again.
 *
 * `runEach(ids, action, success)` runs the same action on several records, one after the other (a bulk
 * "send again"): it stops at the first refusal, tells the admin how many were done or why it stopped, and
 * the screens read their records again either way (those done before a refusal changed).
 *
 * @returns `run(params, success)` (resolves with the record after the change, or `null` when refused;
 *   never rejects), `runEach(ids, action, success)` (resolves with the records done; never rejects) and
 *   whether one of them is running
 */
export function useRecordAction() {
  const resource = useResourceContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [running, setRunning] = useState(false);

  const run = async (params: RecordActionParams, success: ActionSuccess): Promise<RaRecord | null> => {
    if (!resource) return null;
    setRunning(true);
    try {
      const { data } = await dataProvider.recordAction(resource, params);
      notify(success.message, { type: 'success', messageArgs: success.messageArgs });
      refresh();
      return data;
    } catch (error) {
      const message = refusalMessage(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
      return null;
    } finally {
      setRunning(false);
    }
  };

  const runEach = async (ids: readonly Identifier[], action: string, success: (done: number) => ActionSuccess): Promise<RaRecord[]> => {
    if (!resource) return [];
    setRunning(true);
    const done: RaRecord[] = [];
    try {
      for (const id of ids) done.push((await dataProvider.recordAction(resource, { id, action })).data);
      const { message, messageArgs } = success(done.length);
      notify(message, { type: 'success', messageArgs });
    } catch (error) {
      const message = refusalMessage(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setRunning(false);
      refresh();
    }
    return done;
  };

  return { run, runEach, running };
}
