import { useState } from 'react';
import { HttpError, useNotify, useRefresh, useUpdate } from 'react-admin';

import { refusalMessage } from '../../common/trash/useTrashAction';
import { transitionOf, type AdminComplaintDetail, type ComplaintActionInput, type ComplaintActionKind } from './complaint';

/** How a step ended: done, or refused with the server's message and, for a 400, its messages by field. */
export type ComplaintActionOutcome = { done: true } | { done: false; fieldErrors?: Record<string, string> };

/**
 * Runs one step of a complaint's workflow (take in review, resolve, reject, internal note) as
 * `dataProvider.update('complaints', { id, data, previousData })` — ra-data-simple-rest's
 * `PUT /complaints/:id` with the step ({@link transitionOf}) as its body, answering the complaint after
 * the step —, then tells the admin: the step's success message, or the server's own reason for a
 * refusal in the admin's language (409 `InvalidTransition` when the complaint moved meanwhile; 400 on
 * a missing decision or note, with its messages by field for the dialog's inputs). The page's data is
 * read again, unless the server only refused what was written.
 *
 * @returns `run(record, input)` (resolves with the outcome, never rejects) and whether it is running
 */
export function useComplaintAction(kind: ComplaintActionKind) {
  const [update] = useUpdate<AdminComplaintDetail>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [running, setRunning] = useState(false);

  const run = async (record: AdminComplaintDetail, input: ComplaintActionInput = {}): Promise<ComplaintActionOutcome> => {
    setRunning(true);
    try {
      const data = transitionOf(kind, record.status, input);
      await update('complaints', { id: record.id, data, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
      notify(`resources.complaints.notifications.${kind}`, { type: 'success' });
      refresh();
      return { done: true };
    } catch (error) {
      const message = refusalMessage(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
      const fieldErrors = error instanceof HttpError && error.status === 400 ? (error.body as { errors?: Record<string, string> } | undefined)?.errors : undefined;
      // A refused step usually means the complaint moved meanwhile (409): show it as it is now.
      if (!fieldErrors) refresh();
      return { done: false, fieldErrors };
    } finally {
      setRunning(false);
    }
  };

  return { run, running };
}
