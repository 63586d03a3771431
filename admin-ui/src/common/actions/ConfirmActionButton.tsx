import { useState, type ReactElement } from 'react';
import { Box } from '@mui/material';
import { Confirm, useRecordContext } from 'react-admin';

import type { RecordActionParams } from '../../providers/dataProvider';
import { ActionButton } from './buttons';
import { useRecordAction, type ActionSuccess } from './useRecordAction';

export interface ConfirmActionButtonProps {
  /** the button's label (translation key) */
  label: string;
  icon?: ReactElement;
  color?: 'primary' | 'error' | 'warning' | 'success' | 'inherit';
  /** the action on the record of the context, without its id */
  action: Omit<RecordActionParams, 'id'>;
  /** the confirmation's title and text (translation keys) */
  title: string;
  content: string;
  /** arguments of the title and text, e.g. `{ name }` */
  translateOptions?: Record<string, unknown>;
  /** what the admin is told once done */
  success: ActionSuccess;
  disabled?: boolean;
}

/**
 * A button running a custom action on the record of the context (approve, activate, block…) once the
 * admin confirms it in a dialog; the outcome is notified ({@link useRecordAction}). Clicks do not reach
 * the row of a list.
 */
export const ConfirmActionButton = ({ label, icon, color = 'primary', action, title, content, translateOptions, success, disabled = false }: ConfirmActionButtonProps) => {
  const record = useRecordContext();
  const { run, running } = useRecordAction();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  // The dialog is in a portal, but its clicks still bubble to the React parents (a list's row).
  return (
    <Box component="span" onClick={(event) => event.stopPropagation()}>
      <ActionButton label={label} color={color} disabled={disabled || running} onClick={() => setOpen(true)}>
        {icon}
      </ActionButton>
      <Confirm
        isOpen={open}
        loading={running}
        title={title}
        content={content}
        titleTranslateOptions={translateOptions}
        contentTranslateOptions={translateOptions}
        confirm={label}
        confirmColor={color === 'error' || color === 'warning' ? 'warning' : 'primary'}
        onConfirm={async () => {
          await run({ ...action, id: record.id }, success);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </Box>
  );
};
