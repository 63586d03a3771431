import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { useRecordContext } from 'react-admin';

import { useTrashAction } from './useTrashAction';
import { ActionButton } from '../actions/buttons';

/** Brings the record of the row back from the trash (`POST /<resource>/:id/restore`). */
export const RestoreButton = () => {
  const record = useRecordContext();
  const { run, running } = useTrashAction('restore');
  if (!record) return null;
  return (
    <ActionButton
      label="app.trash.restore"
      disabled={running}
      onClick={(event) => {
        event.stopPropagation();
        void run([record.id]);
      }}
    >
      <RestoreFromTrashIcon />
    </ActionButton>
  );
};
