/**
 * The submit flow of the client's forms: client-side checks (errors under the fields, focus on the first),
 * the call, the API's `fieldErrors` under the fields, toasts. The same steps as the consultant's section
 * forms, without their back-to-review warning.
 *
 * @module features/client/components/client-submit
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, serverFieldErrors, type FieldErrorMap } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';

/** One submission. */
export interface ClientSubmitStep<A> {
  /** Client-side checks; a non-empty map stops here. */
  check?: () => FieldErrorMap;
  /** The call. */
  send: () => Promise<A>;
  /** Shows the errors under the fields (client-side or the API's `fieldErrors`). */
  setErrors: (errors: FieldErrorMap) => void;
  /** Toast on success. */
  success: string;
  /** Called with the error of a failed call, after its field errors are shown (e.g. 413/415 under the file). */
  onError?: (error: unknown) => void;
}

/** Moves the focus to the first field marked invalid (after the errors are rendered). */
function focusFirstError() {
  setTimeout(() => {
    const field = document.querySelector<HTMLElement>('main [aria-invalid="true"], main [data-invalid="true"] input');
    field?.focus();
  }, 0);
}

/**
 * The flow.
 *
 * @returns `run(step)` resolving to the answer, or `null` when stopped by the checks or failed; `sending`.
 */
export function useClientSubmit() {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);

  const run = async <A,>(step: ClientSubmitStep<A>): Promise<A | null> => {
    const found = step.check?.() ?? {};
    step.setErrors(found);
    if (Object.keys(found).length > 0) {
      toast.error(t('forms.fixErrors'));
      focusFirstError();
      return null;
    }
    setSending(true);
    try {
      const answer = await step.send();
      toast.success(step.success);
      return answer;
    } catch (error) {
      const fields = serverFieldErrors(error);
      step.setErrors(fields);
      step.onError?.(error);
      toast.error(errorMessage(error, t(Object.keys(fields).length > 0 ? 'forms.fixErrors' : 'errors.generic')));
      if (Object.keys(fields).length > 0) focusFirstError();
      return null;
    } finally {
      setSending(false);
    }
  };

  return { run, sending };
}
