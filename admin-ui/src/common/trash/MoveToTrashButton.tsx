import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { BulkDeleteButton, DeleteButton } from 'react-admin';

/**
 * Moves the record being edited to the trash (`DELETE /<resource>/:id` of a resource with a trash),
 * with an undo in the notification; it stays restorable from the trash.
 */
export const MoveToTrashButton = () => <DeleteButton label="app.trash.move" successMessage="app.trash.moved" mutationMode="undoable" icon={<DeleteOutlineIcon />} />;

/** Moves the selected records of a live list to the trash, with an undo in the notification. */
export const BulkMoveToTrashButton = () => <BulkDeleteButton label="app.trash.move" successMessage="app.trash.moved" mutationMode="undoable" icon={<DeleteOutlineIcon />} />;
