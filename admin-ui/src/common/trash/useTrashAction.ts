import { useState } from 'react';
import { HttpError, useDataProvider, useNotify, useRefresh, useResourceContext, type Identifier } from 'react-admin';

import type { AdminDataProvider, BulkOutcome } from '../../providers/dataProvider';

/** What a trash action does: bring records back, or delete them for good. */
export type TrashActionKind = 'restore' | 'delete';

/** The server's message of a refused action (localized, e.g. 409 `InUse`), else a generic one. */
export function refusalMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'ra.notification.http_error';
}

/**
 * Runs a trash action (DESIGN §2 admin dialect: `POST /<resource>/:id/restore`,
 * `DELETE /<resource>/:id/permanent`) on records of the current resource, then tells the admin what
 * happened and reloads the lists: a success message with the count, or the server's reason for a
 * refusal (a value still in use cannot be deleted for good: 409 `InUse`). With several records, those
 * the server accepts are handled and the refusals are reported together.
 *
 * @returns `run(ids)` (resolves with the outcome, never rejects) and whether it is running
 */
export function useTrashAction(kind: TrashActionKind) {
  const resource = useResourceContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [running, setRunning] = useState(false);

  const perform = async (name: string, ids: Identifier[]): Promise<BulkOutcome> => {
    if (ids.length === 1) {
      try {
        if (kind === 'restore') await dataProvider.restore(name, { id: ids[0] });
        else await dataProvider.deletePermanently(name, { id: ids[0] });
        return { data: ids, failures: [] };
      } catch (error) {
        return { data: [], failures: [{ id: ids[0], error }] };
      }
    }
    return kind === 'restore' ? dataProvider.restoreMany(name, { ids }) : dataProvider.deletePermanentlyMany(name, { ids });
  };

  const run = async (ids: Identifier[]): Promise<BulkOutcome> => {
    if (!resource || ids.length === 0) return { data: [], failures: [] };
    setRunning(true);
    try {
      const outcome = await perform(resource, ids);
      const done = outcome.data.length;
      const [firstRefusal] = outcome.failures;
      if (!firstRefusal) {
        notify(kind === 'restore' ? 'app.trash.restored' : 'app.trash.deleted', { type: 'success', messageArgs: { smart_count: done } });
      } else if (done === 0 && outcome.failures.length === 1) {
        const message = refusalMessage(firstRefusal.error);
        notify(message, { type: 'error', messageArgs: { _: message } });
      } else {
        notify(kind === 'restore' ? 'app.trash.partly_restored' : 'app.trash.partly_deleted', {
          type: 'warning',
          messageArgs: { done, smart_count: outcome.failures.length, reason: refusalMessage(firstRefusal.error) },
        });
      }
      if (done > 0) refresh();
      return outcome;
    } catch (error) {
      // a bulk action stops at a refused session (401/403: signed out by the data provider)
      const message = error instanceof HttpError ? refusalMessage(error) : 'ra.notification.http_error';
      notify(message, { type: 'error', messageArgs: { _: message } });
      return { data: [], failures: ids.map((id) => ({ id, error })) };
    } finally {
      setRunning(false);
    }
  };

  return { run, running };
}
