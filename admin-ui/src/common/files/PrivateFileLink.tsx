import { useEffect, useState } from 'react';
import { Box, IconButton, Link, Tooltip, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PreviewIcon from '@mui/icons-material/VisibilityOutlined';
import { useDataProvider, useFieldValue, useLocale, useNotify, useTranslate, type FieldProps } from 'react-admin';

import type { Schemas } from '../../lib/api-types';
import type { AdminDataProvider } from '../../providers/dataProvider';
import { refusalMessage } from '../trash/useTrashAction';
import { formatBytes, openBlankTab, saveBlob, showBlob } from './privateFiles';

/** A private document as records carry it (the API's `PrivateFile`: `url` is `/api/files/<id>`). */
export type PrivateFile = Schemas['PrivateFile'];

/** Whether a document of that media type shows inline in the page (PDFs and images). */
export function isPreviewable(mime: string | null | undefined): boolean {
  return !!mime && (mime === 'application/pdf' || mime.startsWith('image/'));
}

/**
 * A PDF or an image shown in the page, read with the admin's token: the image itself (its name as
 * its text alternative) or the PDF in a frame named after it. The object URL lives while it shows.
 */
const InlinePreview = ({ file }: { file: PrivateFile }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let gone = false;
    dataProvider.getPrivateFile(file.url).then(
      ({ data }) => {
        if (gone) return;
        objectUrl = URL.createObjectURL(data.blob);
        setUrl(objectUrl);
      },
      (error: unknown) => {
        const message = refusalMessage(error);
        notify(message, { type: 'error', messageArgs: { _: message } });
      },
    );
    return () => {
      gone = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [dataProvider, file.url, notify]);
  if (!url)
    return (
      <Typography component="span" variant="body2">
        {translate('ra.page.loading')}
      </Typography>
    );
  return file.mime?.startsWith('image/') ? (
    <Box component="img" src={url} alt={file.name} sx={{ display: 'block', maxWidth: '100%', maxHeight: 480, mt: 1 }} />
  ) : (
    <Box component="iframe" src={url} title={file.name} sx={{ display: 'block', width: '100%', height: 480, border: 1, borderColor: 'divider', mt: 1 }} />
  );
};

/**
 * A private document (ID, contract, degree, signed consent form…): its name opens it in a new tab,
 * the preview button shows a PDF or an image inline below it, and the download button saves it, both fetched with the admin's token from `GET /api/files/:id` (never a
 * public address; every read is audited). A failure (a file gone, a session ended) is told in a
 * notification with the server's message. "No document" when there is none.
 */
export const PrivateFileLink = ({ file }: { file: PrivateFile | null | undefined }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  if (!file) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {translate('app.files.none')}
      </Typography>
    );
  }
  const fetchAnd = async (handle: (blob: Blob, name: string) => void, tab?: Window | null) => {
    setBusy(true);
    try {
      const { data } = await dataProvider.getPrivateFile(file.url);
      handle(data.blob, data.filename ?? file.name);
    } catch (error) {
      tab?.close();
      const message = refusalMessage(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setBusy(false);
    }
  };
  const open = () => {
    const tab = openBlankTab();
    void fetchAnd((blob, name) => showBlob(blob, name, tab), tab);
  };
  const download = () => void fetchAnd(saveBlob);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={open}
        disabled={busy}
        aria-label={translate('app.files.open', { name: file.name })}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, textAlign: 'left', wordBreak: 'break-all' }}
      >
        <OpenInNewIcon fontSize="inherit" aria-hidden />
        {file.name}
      </Link>
      <Typography component="span" variant="caption" color="text.secondary">
        {formatBytes(file.size, locale)}
      </Typography>
      {isPreviewable(file.mime) ? (
        <Tooltip title={translate('app.files.preview', { name: file.name })}>
          <IconButton size="small" onClick={() => setPreviewing(!previewing)} aria-expanded={previewing} aria-label={translate('app.files.preview', { name: file.name })}>
            <PreviewIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      <Tooltip title={translate('app.files.download', { name: file.name })}>
        <span>
          <IconButton size="small" onClick={download} disabled={busy} aria-label={translate('app.files.download', { name: file.name })}>
            <DownloadIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      {previewing ? (
        <Box component="span" sx={{ display: 'block', flexBasis: '100%' }}>
          <InlinePreview file={file} />
        </Box>
      ) : null}
    </Box>
  );
};

/** The private document of a record's field ({@link PrivateFileLink}), for show layouts and lists. */
export const PrivateFileField = (props: FieldProps) => {
  const file = useFieldValue(props) as PrivateFile | null | undefined;
  return <PrivateFileLink file={file} />;
};
