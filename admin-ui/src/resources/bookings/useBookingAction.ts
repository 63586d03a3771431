import { useRefresh, type Identifier } from 'react-admin';

import { useRecordAction } from '../../common/actions/useRecordAction';
import type { RecordActionParams } from '../../providers/dataProvider';

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
 * Runs one of the admin's actions on a booking (`POST /bookings/:id/mark-paid|refund|cancel`) through
 * the back office's one record action ({@link useRecordAction}: success message, or the server's reason
 * for a refusal in the admin's language). A refused action usually means the booking changed meanwhile
 * (paid, started), so the page's data is read again then too.
 *
 * @returns `run(id, input)` (resolves `true` when the server accepted, never rejects) and whether it is
 *   running
 */
export function useBookingAction(kind: BookingActionKind) {
  const { run: runAction, running } = useRecordAction();
  const refresh = useRefresh();

  const run = async (id: Identifier, input: BookingActionInput = {}): Promise<boolean> => {
    // `POST /bookings/:id/mark-paid` `{ payment_reference? }`, `…/refund` `{}`, `…/cancel` `{ reason }`
    const reference = input.payment_reference?.trim();
    const params: RecordActionParams =
      kind === 'mark_paid'
        ? { id, action: 'mark-paid', data: reference ? { payment_reference: reference } : {} }
        : kind === 'refund'
          ? { id, action: 'refund' }
          : { id, action: 'cancel', data: { reason: (input.reason ?? '').trim() } };
    const done = await runAction(params, { message: `resources.bookings.notifications.${kind}` });
    if (!done) refresh();
    return done !== null;
  };

  return { run, running };
}
