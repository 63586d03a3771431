/**
 * The list of a consultant's degrees or certificates (spec §2 education-detail, all-certificate;
 * docs/api-consultant.md): each record with its attachment (a download through the API client), an
 * edit control and a delete button that asks first, then warns an approved consultant that the
 * profile goes back to review (both sections are sensitive). Both pages show their list through it.
 *
 * @module features/consultant/components/credential-list
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { PrivateFileLink } from '../../../components/private-file-link';
import { errorMessage } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { READS } from '../api/get-consultant-record';
import type { PrivateFile } from '../model/types';
import { useSectionWriter } from './use-section-writer';

/** Props of {@link CredentialList}. */
export interface CredentialListProps<T extends { id: string; attachment: PrivateFile | null }> {
  /** Which records: also the translation namespace (`consultant.<section>.*`) and the read to refresh. */
  section: 'education' | 'certificates';
  items: T[];
  /** The record's name (bold line, and the name in the labels and the confirmation). */
  name: (item: T) => string;
  /** The second line (school, year…). */
  line: (item: T) => string;
  /** Deletes the record on the server. */
  remove: (id: string) => Promise<unknown>;
  /** Edit on this page… */
  onEdit?: (item: T) => void;
  /** …or on the page at this path. */
  editTo?: (item: T) => string;
  /** `data-testid`s: `<prefix>s-empty`, `<prefix>-list`, `<prefix>-item`, `delete-<prefix>`. */
  testIdPrefix: string;
}

/** The records, or an empty state, and the delete confirmation. */
export function CredentialList<T extends { id: string; attachment: PrivateFile | null }>({ section, items, name, line, remove, onEdit, editTo, testIdPrefix }: CredentialListProps<T>) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<T | null>(null);
  const writer = useSectionWriter(section);
  const key = (suffix: string) => `consultant.${section}.${suffix}`;

  const confirmRemove = async (item: T) => {
    setDeleting(null);
    if (!(await writer.confirm())) return;
    try {
      await remove(item.id);
      await writer.written(null, [READS[section]]);
      toast.success(t(key('deleted')));
    } catch (error) {
      toast.error(errorMessage(error, t('errors.generic')));
    }
  };

  return (
    <>
      {items.length === 0 ? (
        <EmptyState title={t(key('empty'))} description={t(key('emptyHelp'))} data-testid={`${testIdPrefix}s-empty`} />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }} data-testid={`${testIdPrefix}-list`}>
          {items.map((item) => (
            <Paper component="li" variant="outlined" key={item.id} sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }} data-testid={`${testIdPrefix}-item`}>
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Typography sx={{ fontWeight: 700 }}>{name(item)}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {line(item)}
                </Typography>
                {item.attachment ? <PrivateFileLink file={item.attachment} role="consultant" /> : null}
              </Box>
              {editTo ? (
                <IconButton component={RouterLink} to={editTo(item)} aria-label={t(key('editOne'), { name: name(item) })}>
                  <EditIcon />
                </IconButton>
              ) : (
                <IconButton aria-label={t(key('editOne'), { name: name(item) })} onClick={() => onEdit?.(item)}>
                  <EditIcon />
                </IconButton>
              )}
              <IconButton aria-label={t(key('deleteOne'), { name: name(item) })} onClick={() => setDeleting(item)}>
                <DeleteIcon />
              </IconButton>
            </Paper>
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t(key('deleteTitle'))}
        confirmLabel={t('consultant.delete')}
        destructive
        onConfirm={() => deleting && void confirmRemove(deleting)}
        onCancel={() => setDeleting(null)}
        data-testid={`delete-${testIdPrefix}`}
      >
        {t(key('deleteText'), { name: deleting ? name(deleting) : '' })}
      </ConfirmDialog>
      {writer.dialog}
    </>
  );
}
