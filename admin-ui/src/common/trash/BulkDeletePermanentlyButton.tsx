import { useState } from 'react';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { Confirm, useListContext } from 'react-admin';

import { useTrashAction } from './useTrashAction';
import { ActionButton } from '../actions/buttons';

/**
 * Deletes the selected records for good once the admin confirms; those still in use are refused (409
 * `InUse`), reported, and stay selected.
 */
export const BulkDeletePermanentlyButton = () => {
  const { selectedIds, onUnselectItems, onSelect } = useListContext();
  const { run, running } = useTrashAction('delete');
  const [open, setOpen] = useState(false);
  return (
    <>
      <ActionButton label="app.trash.delete_permanently" color="error" disabled={running || selectedIds.length === 0} onClick={() => setOpen(true)}>
        <DeleteForeverIcon />
      </ActionButton>
      <Confirm
        isOpen={open}
        loading={running}
        title="app.trash.bulk_delete_title"
        titleTranslateOptions={{ smart_count: selectedIds.length }}
        content="app.trash.delete_content"
        confirm="app.trash.delete_permanently"
        confirmColor="warning"
        onConfirm={async () => {
          const outcome = await run(selectedIds);
          setOpen(false);
          if (outcome.failures.length === 0) onUnselectItems();
          else onSelect(outcome.failures.map((failure) => failure.id));
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
