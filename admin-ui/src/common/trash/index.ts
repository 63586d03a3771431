/**
 * The trash of every resource that has one (DESIGN §4 admin-ui "Trash view per resource from shared
 * pieces"): the list of trashed records and its restore and permanent-delete buttons, single and bulk.
 *
 * @module common/trash
 */
export { TrashList } from './TrashList';
export { RestoreButton } from './RestoreButton';
export { DeletePermanentlyButton } from './DeletePermanentlyButton';
export { BulkRestoreButton } from './BulkRestoreButton';
export { BulkDeletePermanentlyButton } from './BulkDeletePermanentlyButton';
export { useTrashAction, refusalMessage, type TrashActionKind } from './useTrashAction';
export { MoveToTrashButton, BulkMoveToTrashButton } from './MoveToTrashButton';
