/**
 * A link to a private file (ID document, degree, contract…; docs/api-consultant.md "Files"): a plain
 * `<a href>` would not carry the bearer token, so clicking fetches `GET /api/files/:id` through the API
 * client with the role's token and saves the answer as a download.
 *
 * @module components/private-file-link
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import type { Role } from '../config/constants';
import type { Schemas } from '../lib/api-types';
import { downloadPrivateFile } from '../lib/download';
import { errorMessage } from '../lib/api-client';
import { toast } from '../lib/toast';

/** The part of a private file (the API's `PrivateFile`) the link needs: its name and `/api/files/<id>`. */
export type PrivateFileRef = Pick<Schemas['PrivateFile'], 'name' | 'url'>;

/** Props of {@link PrivateFileLink}. */
export interface PrivateFileLinkProps {
  file: PrivateFileRef;
  /** Whose token. */
  role: Role;
  'data-testid'?: string;
}

/** The link (a button styled as a link). */
export function PrivateFileLink({ file, role, 'data-testid': testId = 'private-file-link' }: PrivateFileLinkProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      await downloadPrivateFile(file.url, file.name, role);
    } catch (error) {
      toast.error(errorMessage(error, t('forms.downloadFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Link
      component="button"
      type="button"
      onClick={() => void open()}
      disabled={busy}
      title={t('forms.download', { name: file.name })}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, textAlign: 'left', wordBreak: 'break-all' }}
      data-testid={testId}
    >
      <DownloadIcon fontSize="small" aria-hidden="true" />
      {file.name}
    </Link>
  );
}
