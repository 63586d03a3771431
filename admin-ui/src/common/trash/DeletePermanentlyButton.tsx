import { useState } from 'react';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { Confirm, useGetRecordRepresentation, useRecordContext, useResourceContext } from 'react-admin';

import { useTrashAction } from './useTrashAction';
import { ActionButton } from '../actions/buttons';

/**
 * Deletes the record of the row for good (`DELETE /<resource>/:id/permanent`) once the admin confirms;
 * a value still used by live records is refused and the server's reason shown (409 `InUse`).
 */
export const DeletePermanentlyButton = () => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const represent = useGetRecordRepresentation(resource);
  const { run, running } = useTrashAction('delete');
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const name = represent(record);
  return (
    <>
      <ActionButton
        label="app.trash.delete_permanently"
        color="error"
        disabled={running}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <DeleteForeverIcon />
      </ActionButton>
      <Confirm
        isOpen={open}
        loading={running}
        title="app.trash.delete_title"
        titleTranslateOptions={{ name: typeof name === 'string' && name ? name : `#${record.id}` }}
        content="app.trash.delete_content"
        confirm="app.trash.delete_permanently"
        confirmColor="warning"
        onConfirm={async () => {
          await run([record.id]);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
