import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { Button, useRecordContext } from 'react-admin';

import { useTrashAction } from './useTrashAction';

/** Brings the record of the row back from the trash (`POST /<resource>/:id/restore`). */
export const RestoreButton = () => {
  const record = useRecordContext();
  const { run, running } = useTrashAction('restore');
  if (!record) return null;
  return (
    <Button
      label="app.trash.restore"
      disabled={running}
      onClick={(event) => {
        event.stopPropagation();
        void run([record.id]);
      }}
    >
      <RestoreFromTrashIcon />
    </Button>
  );
};
