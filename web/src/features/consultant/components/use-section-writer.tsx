/**
 * What every write of a profile section does around the call (docs/api-consultant.md "Status workflow"):
 *
 * 1. an approved consultant editing a sensitive section (basic, education, certificates, documents) is
 *    first warned that the profile goes back to review, and may cancel;
 * 2. after the write, `meta.review_required` of the answer says it did: a toast tells so;
 * 3. the status, the preview, the account (approval status kept in the session) and the section's own
 *    reads are read again.
 *
 * @module features/consultant/components/use-section-writer
 */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useRevalidateRole } from '../../../lib/fetcher';
import { errorMessage, serverFieldErrors, type FieldErrorMap } from '../../../lib/form-rules';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { READS } from '../api/get-consultant-record';
import { useProfileStatus } from '../api/get-profile-status';
import type { SectionKey } from '../model/types';
import { needsReviewWarning } from '../model/sections';

/** What {@link useSectionWriter} returns. */
export interface SectionWriter {
  /**
   * Resolves `true` when the write may go ahead: at once, or after the consultant confirmed the
   * back-to-review warning; `false` when they cancelled.
   *
   * @param changesVerified - whether this write changes what admins verified (default `true`; e.g.
   *   `false` for a basic-profile save that keeps the legal identity as it was).
   */
  confirm: (changesVerified?: boolean) => Promise<boolean>;
  /**
   * To call after a successful write with its answer: warns when the profile went back to review and
   * re-reads what changed.
   *
   * @param reads - the section's own read paths to re-read as well.
   */
  written: (answer: { meta?: { review_required?: boolean } } | null | undefined, reads?: readonly string[]) => Promise<void>;
  /** The warning dialog, to render in the page. */
  dialog: ReactNode;
}

/**
 * The writer of one section.
 *
 * @param section - whose writes.
 */
export function useSectionWriter(section: SectionKey): SectionWriter {
  const { t } = useTranslation();
  const status = useProfileStatus();
  const session = useSession('consultant');
  const revalidate = useRevalidateRole('consultant');
  const [open, setOpen] = useState(false);
  const pending = useRef<((ok: boolean) => void) | null>(null);
  const approval = status.data?.data.approval_status ?? session.user?.approval_status;

  const confirm = useCallback((changesVerified = true): Promise<boolean> => {
    if (!changesVerified || !needsReviewWarning(approval, section)) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      pending.current = resolve;
      setOpen(true);
    });
  }, [approval, section]);

  const settle = (ok: boolean) => {
    setOpen(false);
    pending.current?.(ok);
    pending.current = null;
  };

  const written = useCallback(
    async (answer: { meta?: { review_required?: boolean } } | null | undefined, reads: readonly string[] = []) => {
      if (answer?.meta?.review_required) toast.info(t('consultant.review.sentBack'));
      await revalidate([READS.status, READS.preview, READS.account, ...reads]);
    },
    [revalidate, t],
  );

  const dialog = (
    <ConfirmDialog
      open={open}
      title={t('consultant.review.title')}
      confirmLabel={t('consultant.review.confirm')}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
      data-testid="review-warning"
    >
      {t('consultant.review.text')}
    </ConfirmDialog>
  );

  return { confirm, written, dialog };
}

/** What {@link useSectionSubmit}'s `run` needs. */
export interface SectionSubmitStep<A extends { meta?: { review_required?: boolean } } | null | undefined> {
  /** Client-side checks; a non-empty map stops here. */
  check?: () => FieldErrorMap;
  /** The call. */
  send: () => Promise<A>;
  /** Reads to re-read after it (the section's own). */
  reads?: readonly string[];
  /** Shows the errors under the fields (client-side or the API's `fieldErrors`). */
  setErrors: (errors: FieldErrorMap) => void;
  /** Toast on success; default "Saved". */
  success?: string;
  /** Whether the write changes what admins verified (see {@link SectionWriter.confirm}); default `true`. */
  changesVerified?: boolean;
  /** Called with the error of a failed call, after its field errors are shown (e.g. 413/415 under the file). */
  onError?: (error: unknown) => void;
}

/** What {@link useSectionSubmit} returns. */
export interface SectionSubmit {
  /**
   * Checks, warns if needed (back to review), sends, shows the outcome.
   *
   * @returns the answer, or `null` when stopped by the checks, cancelled or failed.
   */
  run: <A extends { meta?: { review_required?: boolean } } | null | undefined>(step: SectionSubmitStep<A>) => Promise<A | null>;
  /** A call is under way. */
  sending: boolean;
  /** The back-to-review dialog, to render in the page. */
  dialog: ReactNode;
  writer: SectionWriter;
}

/** Moves the focus to the first field marked invalid (after the errors are rendered). */
function focusFirstError() {
  setTimeout(() => {
    const field = document.querySelector<HTMLElement>('main [aria-invalid="true"]');
    field?.focus();
  }, 0);
}

/**
 * The submit flow of a section form: client checks, back-to-review warning, the call, the API's field
 * errors under the fields, toasts, re-reads.
 *
 * @param section - whose form.
 */
export function useSectionSubmit(section: SectionKey): SectionSubmit {
  const { t } = useTranslation();
  const writer = useSectionWriter(section);
  const [sending, setSending] = useState(false);

  const run = async <A extends { meta?: { review_required?: boolean } } | null | undefined>(step: SectionSubmitStep<A>): Promise<A | null> => {
    const found = step.check?.() ?? {};
    step.setErrors(found);
    if (Object.keys(found).length > 0) {
      toast.error(t('forms.fixErrors'));
      focusFirstError();
      return null;
    }
    if (!(await writer.confirm(step.changesVerified ?? true))) return null;
    setSending(true);
    try {
      const answer = await step.send();
      await writer.written(answer, step.reads);
      toast.success(step.success ?? t('consultant.saved'));
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

  return { run, sending, dialog: writer.dialog, writer };
}
