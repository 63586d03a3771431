import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, type Identifier } from 'react-admin';

import { refusalMessage } from '../../common/trash/useTrashAction';
import type { AdminDataProvider } from '../../providers/dataProvider';

/** What an admin can do to a booking. */
export type BookingActionKind = 'mark_paid' | 'refund' | 'cancel';

/** What an action sends besides the booking's id. */
export interface BookingActionInput {
  /** mark paid: the payment's reference (optional) */
  payment_reference?: string;
  /** cancel: why (3–500 characters) */
  reason?: string;
}

/**
 * Runs one of the admin's actions on a booking (`POST /bookings/:id/mark-paid|refund|cancel`), then
 * tells the admin what happened — a success message, or the server's reason for a refusal (409 in the
 * admin's language, e.g. the booking was paid or started meanwhile) — and reloads the page's data.
 *
 * @returns `run(id, input)` (resolves `true` when the server accepted, never rejects) and whether it is
 *   running
 */
export function useBookingAction(kind: BookingActionKind) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [running, setRunning] = useState(false);

  const run = async (id: Identifier, input: BookingActionInput = {}): Promise<boolean> => {
    setRunning(true);
    try {
      // `POST /bookings/:id/mark-paid` `{ payment_reference? }`, `…/refund` `{}`, `…/cancel` `{ reason }`
      const reference = input.payment_reference?.trim();
      if (kind === 'mark_paid') await dataProvider.recordAction('bookings', { id, action: 'mark-paid', data: reference ? { payment_reference: reference } : {} });
      else if (kind === 'refund') await dataProvider.recordAction('bookings', { id, action: 'refund' });
      else await dataProvider.recordAction('bookings', { id, action: 'cancel', data: { reason: (input.reason ?? '').trim() } });
      notify(`resources.bookings.notifications.${kind}`, { type: 'success' });
      return true;
    } catch (error) {
      const message = refusalMessage(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
      return false;
    } finally {
      setRunning(false);
      refresh();
    }
  };

  return { run, running };
}
