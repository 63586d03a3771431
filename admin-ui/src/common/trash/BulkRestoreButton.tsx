import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { useListContext } from 'react-admin';

import { useTrashAction } from './useTrashAction';
import { ActionButton } from '../actions/buttons';

/** Brings the selected records back from the trash; the selection keeps only the refused ones. */
export const BulkRestoreButton = () => {
  const { selectedIds, onUnselectItems, onSelect } = useListContext();
  const { run, running } = useTrashAction('restore');
  return (
    <ActionButton
      label="app.trash.restore"
      disabled={running || selectedIds.length === 0}
      onClick={async () => {
        const outcome = await run(selectedIds);
        if (outcome.failures.length === 0) onUnselectItems();
        else onSelect(outcome.failures.map((failure) => failure.id));
      }}
    >
      <RestoreFromTrashIcon />
    </ActionButton>
  );
};
