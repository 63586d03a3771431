/**
 * What every write of a profile section does around the call (docs/api-consultant.md "Status workflow"):
 *
 * 1. an approved consultant editing a sensitive section (basic, education, certificates, documents) is
 *    first warned that the profile goes back to review, and may cancel;
 * 2. after the write, `meta.review_required` of the answer says it did: a toast tells so;
 * 3. the status, the preview, the account (approval status kept in the session) and the section's own
 *    reads are read again.
 *
 * The forms' checks are the API's own schemas (react-hook-form, `lib/forms`); {@link useSectionSave}
 * wraps the call of a checked form.
 *
 * @module features/consultant/components/use-section-writer
 */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useRevalidateRole } from '../../../lib/fetcher';
import { errorMessage } from '../../../lib/form-rules';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { READS } from '../api/get-consultant-record';
import { useProfileStatus } from '../api/get-profile-status';
import type { SectionKey } from '../model/types';
import { needsReviewWarning } from '../model/sections';

/** A write's answer: `meta.review_required` when an approved profile went back to review. */
type Written = { data?: unknown; meta?: { review_required?: boolean } } | null | undefined;

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
  written: (answer: Written, reads?: readonly string[]) => Promise<void>;
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

  const confirm = useCallback(
    (changesVerified = true): Promise<boolean> => {
      if (!changesVerified || !needsReviewWarning(approval, section)) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        pending.current = resolve;
        setOpen(true);
      });
    },
    [approval, section],
  );

  const settle = (ok: boolean) => {
    setOpen(false);
    pending.current?.(ok);
    pending.current = null;
  };

  const written = useCallback(
    async (answer: Written, reads: readonly string[] = []) => {
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

/** What {@link useSectionSave}'s `save` needs. */
export interface SectionSaveStep<A extends Written> {
  /** The call. */
  send: () => Promise<A>;
  /** Reads to re-read after it (the section's own). */
  reads?: readonly string[];
  /** Toast on success; default "Saved". */
  success?: string;
  /** Whether the write changes what admins verified (see {@link SectionWriter.confirm}); default `true`. */
  changesVerified?: boolean;
  /**
   * Shows a failed call's errors under the fields (e.g. `applyServerErrors`, a 413/415 under the file);
   * returns true when some were shown.
   */
  onError?: (error: unknown) => boolean;
}

/** What {@link useSectionSave} returns. */
export interface SectionSave {
  /**
   * Warns if needed (back to review), sends, shows the outcome in a toast. Call it from the form's
   * `handleSubmit` (the schema's checks have passed; the form's `isSubmitting` covers the call).
   *
   * @returns the answer, or `null` when cancelled or failed.
   */
  save: <A extends Written>(step: SectionSaveStep<A>) => Promise<A | null>;
  /** The back-to-review dialog, to render in the page. */
  dialog: ReactNode;
  writer: SectionWriter;
}

/**
 * The save flow of a section form around its call: back-to-review warning, toasts, re-reads, the
 * failed call's errors handed to the form.
 *
 * @param section - whose form.
 */
export function useSectionSave(section: SectionKey): SectionSave {
  const { t } = useTranslation();
  const writer = useSectionWriter(section);

  const save = async <A extends Written>(step: SectionSaveStep<A>): Promise<A | null> => {
    if (!(await writer.confirm(step.changesVerified ?? true))) return null;
    try {
      const answer = await step.send();
      await writer.written(answer, step.reads);
      toast.success(step.success ?? t('consultant.saved'));
      return answer;
    } catch (error) {
      const placed = step.onError?.(error) ?? false;
      toast.error(errorMessage(error, t(placed ? 'forms.fixErrors' : 'errors.generic')));
      return null;
    }
  };

  return { save, dialog: writer.dialog, writer };
}
