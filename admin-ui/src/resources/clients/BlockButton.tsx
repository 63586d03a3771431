import BlockIcon from '@mui/icons-material/Block';
import UnblockIcon from '@mui/icons-material/LockOpenOutlined';
import { useRecordContext } from 'react-admin';

import { ConfirmActionButton } from '../../common/actions/ConfirmActionButton';
import type { ClientDetail } from './ClientShow';

/**
 * Blocks or unblocks the client's account once confirmed (`PUT /clients/:id/blocked` `{ blocked }`): a
 * blocked account cannot sign in and loses its sessions at once; its bookings and history stay.
 */
export const BlockButton = () => {
  const record = useRecordContext<Pick<ClientDetail, 'id' | 'display_name' | 'blocked'>>();
  if (!record) return null;
  const block = !record.blocked;
  const key = block ? 'block' : 'unblock';
  return (
    <ConfirmActionButton
      label={`resources.clients.actions.${key}`}
      icon={block ? <BlockIcon /> : <UnblockIcon />}
      color={block ? 'error' : 'primary'}
      action={{ action: 'blocked', method: 'PUT', data: { blocked: block } }}
      title={`resources.clients.${key}.title`}
      content={`resources.clients.${key}.content`}
      translateOptions={{ name: record.display_name }}
      success={{ message: `resources.clients.notifications.${block ? 'blocked' : 'unblocked'}`, messageArgs: { name: record.display_name } }}
    />
  );
};
