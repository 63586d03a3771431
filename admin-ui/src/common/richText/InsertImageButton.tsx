import { useId, useState, type ChangeEvent } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormHelperText, LinearProgress, TextField, ToggleButton, Typography } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useDataProvider, useTranslate } from 'react-admin';

import type { AdminDataProvider } from '../../providers/dataProvider';
import { refusalMessage } from '../trash/useTrashAction';

/** Longest alternative text of an inline image (characters, trimmed), as a blog cover's. */
export const IMAGE_ALT_MAX = 250;

/**
 * Why an inline image's alternative text is refused, as a translation key, or `undefined` when it is
 * fine: required (what the image shows, for readers who do not see it), at most {@link IMAGE_ALT_MAX}
 * characters once trimmed.
 */
export function imageAltError(alt: string): string | undefined {
  const length = alt.trim().length;
  if (length === 0) return 'app.rich_text.image.alt_required';
  if (length > IMAGE_ALT_MAX) return 'app.rich_text.image.alt_too_long';
  return undefined;
}

/** Hidden from sight, still reachable by keyboard and assistive technologies. */
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, border: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * The rich-text toolbar's "Insert an image" button: a dialog asks for the image file and its
 * alternative text, uploads the file to the back office's public media (`POST /media`, the data
 * provider's `uploadMedia`, which checks its type and size) and inserts it at the cursor with its
 * alternative text (Markdown `![texte](url)`). A refused file shows the server's reason in the dialog.
 */
export const InsertImageButton = ({ size }: { size?: 'small' | 'medium' | 'large' }) => {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [tried, setTried] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const pickerId = useId();
  const titleId = useId();
  const label = translate('app.rich_text.image.insert');

  const close = () => {
    setOpen(false);
    setFile(null);
    setAlt('');
    setTried(false);
    setRefusal(null);
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setRefusal(null);
    event.target.value = '';
  };

  const altError = tried ? imageAltError(alt) : undefined;
  const fileError = tried && !file ? 'app.rich_text.image.file_required' : undefined;

  const insert = async () => {
    setTried(true);
    if (!file || imageAltError(alt) || !editor) return;
    setUploading(true);
    setRefusal(null);
    try {
      const { data } = await dataProvider.uploadMedia(file);
      editor
        .chain()
        .focus()
        .insertContent({ type: 'image', attrs: { src: data.url, alt: alt.trim() } })
        .run();
      close();
    } catch (error) {
      setRefusal(refusalMessage(error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <>
      <ToggleButton value="image" size={size} aria-label={label} title={label} disabled={!editor?.isEditable} onClick={() => setOpen(true)}>
        <AddPhotoAlternateIcon fontSize="inherit" />
      </ToggleButton>
      <Dialog open={open} onClose={uploading ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{label}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
            <Button component="label" htmlFor={pickerId} variant="outlined" disabled={uploading}>
              {translate(file ? 'app.media.replace' : 'app.media.choose')}
              <Box component="input" id={pickerId} type="file" accept="image/*" onChange={onPick} sx={visuallyHidden} />
            </Button>
            {file ? <Typography variant="body2">{file.name}</Typography> : null}
          </Box>
          {fileError ? <FormHelperText error>{translate(fileError)}</FormHelperText> : null}
          <TextField
            label={translate('app.rich_text.image.alt')}
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
            required
            fullWidth
            multiline
            disabled={uploading}
            error={Boolean(altError)}
            helperText={translate(altError ?? 'app.rich_text.image.alt_help')}
            slotProps={{ htmlInput: { maxLength: IMAGE_ALT_MAX + 50 } }}
          />
          {uploading ? <LinearProgress sx={{ mt: 2 }} aria-label={translate('app.media.uploading')} /> : null}
          {refusal ? (
            <FormHelperText error role="alert">
              {translate(refusal, { _: refusal })}
            </FormHelperText>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={uploading}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" onClick={() => void insert()} disabled={uploading}>
            {translate('app.rich_text.image.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
