/**
 * The back office's privacy actions on a client's or a consultant's page (docs/privacy.md "Back
 * office"): "Export data" downloads the ZIP the person could download themselves, with the admin's
 * token (`GET /{clients|consultants}/:id/export`, audit-logged and listed as a data request); "Erase
 * account" erases the account on the person's request once the admin confirms a dialog saying it cannot
 * be undone (`POST /{clients|consultants}/:id/erasure`): a refusal (409 `ErasureBlocked`) lists its
 * reasons in the dialog, each linking to the complaint or the booking; once erased, the admin is told
 * how many upcoming bookings were cancelled and goes back to the list.
 *
 * @module common/privacy/PersonPrivacyActions
 */
import { useState } from 'react';
import { Alert, Box, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import EraseIcon from '@mui/icons-material/PersonRemoveOutlined';
import { Link, useCreatePath, useDataProvider, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';

import type { AdminDataProvider, PeopleResource } from '../../providers/dataProvider';
import { ActionButton, DialogButton } from '../actions/buttons';
import { saveBlob } from '../files/privateFiles';
import { refusalMessage } from '../trash/useTrashAction';
import { blockReasonsOf, reasonResource, type BlockReason } from './blockReasons';

/** The person of the page: its id and name. */
type Person = { id: string; display_name?: string | null };

/** "Export data": the person's ZIP, saved under the server's file name. */
export const ExportDataButton = ({ resource }: { resource: PeopleResource }) => {
  const record = useRecordContext<Person>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [running, setRunning] = useState(false);
  if (!record) return null;
  const run = async () => {
    setRunning(true);
    try {
      const { data } = await dataProvider.exportPerson(resource, record.id);
      saveBlob(data.blob, data.filename ?? `${resource}-${record.id}.zip`);
      notify('app.privacy.exported', { type: 'success', messageArgs: { name: record.display_name ?? '' } });
    } catch (error) {
      const message = refusalMessage(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setRunning(false);
    }
  };
  return (
    <ActionButton label="app.privacy.export" onClick={() => void run()} disabled={running}>
      <DownloadIcon />
    </ActionButton>
  );
};

/** The reasons of a refused erasure, each linking to its complaint or booking. */
const Reasons = ({ reasons }: { reasons: BlockReason[] }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <Alert severity="error" role="alert" data-testid="erasure-blocked">
      {translate('app.privacy.erase.blocked')}
      <List dense disablePadding>
        {reasons.map((reason) => (
          <ListItem key={`${reason.code}-${reason.id}`} disableGutters>
            <ListItemText
              primary={reason.message}
              secondary={
                <Link to={createPath({ resource: reasonResource(reason), id: reason.id, type: 'show' })}>
                  {translate(reasonResource(reason) === 'complaints' ? 'app.privacy.erase.open_complaint' : 'app.privacy.erase.open_booking')}
                </Link>
              }
            />
          </ListItem>
        ))}
      </List>
    </Alert>
  );
};

/** "Erase account", confirmed in a dialog saying it cannot be undone. */
export const EraseAccountButton = ({ resource }: { resource: PeopleResource }) => {
  const record = useRecordContext<Person>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState(false);
  const [reasons, setReasons] = useState<BlockReason[] | null>(null);
  if (!record) return null;
  const name = record.display_name ?? '';
  const close = () => {
    if (running) return;
    setOpen(false);
    setReasons(null);
  };
  const erase = async () => {
    setRunning(true);
    setReasons(null);
    try {
      const { data } = await dataProvider.erasePerson(resource, record.id);
      notify('app.privacy.erase.done', { type: 'success', messageArgs: { name, smart_count: data.cancelled_bookings } });
      setOpen(false);
      redirect('list', resource);
    } catch (error) {
      const blocked = blockReasonsOf(error);
      if (blocked) {
        setReasons(blocked);
      } else {
        const message = refusalMessage(error);
        notify(message, { type: 'error', messageArgs: { _: message } });
      }
    } finally {
      setRunning(false);
    }
  };
  return (
    // The dialog is in a portal, but its clicks still bubble to the React parents.
    <Box component="span" onClick={(event) => event.stopPropagation()}>
      <ActionButton label="app.privacy.erase.action" color="error" onClick={() => setOpen(true)} disabled={running}>
        <EraseIcon />
      </ActionButton>
      <Dialog open={open} onClose={close} aria-labelledby="erase-account-title" fullWidth maxWidth="sm" data-testid="erase-account-dialog">
        <DialogTitle id="erase-account-title">{translate('app.privacy.erase.title', { name })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{translate(`app.privacy.erase.content_${resource}`)}</DialogContentText>
          <DialogContentText sx={{ fontWeight: 700 }}>{translate('app.privacy.erase.irreversible')}</DialogContentText>
          {reasons ? <Reasons reasons={reasons} /> : null}
        </DialogContent>
        <DialogActions>
          <DialogButton label="ra.action.cancel" onClick={close} disabled={running} />
          <DialogButton label="app.privacy.erase.confirm" color="error" variant="contained" onClick={() => void erase()} disabled={running} />
        </DialogActions>
      </Dialog>
    </Box>
  );
};

/** Both actions, for a page's toolbar. */
export const PersonPrivacyActions = ({ resource }: { resource: PeopleResource }) => (
  <>
    <ExportDataButton resource={resource} />
    <EraseAccountButton resource={resource} />
  </>
);
