import { SaveButton, Toolbar } from 'react-admin';

import { MoveToTrashButton } from '../trash/MoveToTrashButton';

/**
 * The toolbar of a create or edit form: Save, and on edit of a resource with a trash, Move to trash
 * (records of the back office are not deleted from their form: they go to the trash first).
 *
 * @param trash - show Move to trash (edit forms of resources with a trash)
 */
export const FormToolbar = ({ trash = false }: { trash?: boolean }) => (
  <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
    <SaveButton />
    {trash ? <MoveToTrashButton /> : null}
  </Toolbar>
);
