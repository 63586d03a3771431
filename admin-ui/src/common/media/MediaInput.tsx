import { useId, useState, type ChangeEvent } from 'react';
import { Box, Button, CircularProgress, FormControl, FormHelperText, FormLabel, IconButton, Tooltip } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { FieldTitle, InputHelperText, useDataProvider, useInput, useResourceContext, useTranslate, type InputProps } from 'react-admin';

import type { AdminDataProvider, MediaFile } from '../../providers/dataProvider';
import { refusalMessage } from '../trash/useTrashAction';

export interface MediaInputProps extends Omit<InputProps, 'format' | 'parse' | 'onChange'> {
  /** several files (a product's images) instead of one (a cover, a photo, a logo) */
  multiple?: boolean;
  /** file types offered by the picker (the server checks the content) */
  accept?: string;
}

/** Hidden from sight, still reachable by keyboard and assistive technologies. */
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, border: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** The media files held by the field: one, several or none. */
function filesOf(value: unknown, multiple: boolean): MediaFile[] {
  if (multiple) return Array.isArray(value) ? (value.filter(Boolean) as MediaFile[]) : [];
  return value && typeof value === 'object' ? [value as MediaFile] : [];
}

/**
 * A public image of a record (blog cover, author photo, product images, site logo and icon; DESIGN §3
 * "Public media"): shows the current image(s), uploads a chosen file at once to `POST /media` (the
 * answer, with its `id`, becomes the field's value) and can remove it. The data provider writes media
 * back as `{ id }`. A refused file (type, size) shows the server's message under the field.
 */
export const MediaInput = ({ multiple = false, accept = 'image/*', label, helperText, ...props }: MediaInputProps) => {
  const translate = useTranslate();
  const resource = useResourceContext(props);
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { id, field, fieldState, isRequired } = useInput({ ...props, format: (value: unknown) => value ?? null, parse: (value: unknown) => value });
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const pickerId = useId();
  const files = filesOf(field.value, multiple);
  const fieldLabel = <FieldTitle label={label} source={props.source} resource={resource} isRequired={isRequired} />;

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (picked.length === 0) return;
    setUploading(true);
    setUploadError(null);
    const uploaded: MediaFile[] = [];
    try {
      for (const file of multiple ? picked : picked.slice(0, 1)) uploaded.push((await dataProvider.uploadMedia(file)).data);
    } catch (error) {
      setUploadError(refusalMessage(error));
    } finally {
      setUploading(false);
    }
    if (uploaded.length > 0) {
      field.onChange(multiple ? [...files, ...uploaded] : uploaded[0]);
      field.onBlur();
    }
  };

  const remove = (index: number) => {
    field.onChange(multiple ? files.filter((_, position) => position !== index) : null);
    field.onBlur();
  };

  const error = uploadError ?? (fieldState.invalid ? fieldState.error?.message : undefined);
  return (
    <FormControl error={Boolean(error)} margin="dense" sx={{ display: 'block', mb: 2 }} component="fieldset">
      <FormLabel component="legend" id={`${id}-label`}>
        {fieldLabel}
      </FormLabel>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mt: 1 }}>
        {files.map((file, index) => (
          <Box key={`${file.id}`} sx={{ position: 'relative', border: 1, borderColor: 'divider', borderRadius: 1, p: 0.5 }}>
            <Box component="img" src={file.url} alt={file.alternativeText ?? ''} sx={{ display: 'block', maxWidth: 160, maxHeight: 120, objectFit: 'contain' }} />
            <Tooltip title={translate('app.media.remove')}>
              <IconButton size="small" aria-label={translate('app.media.remove')} onClick={() => remove(index)} sx={{ position: 'absolute', top: 0, right: 0, bgcolor: 'background.paper' }}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        ))}
        <Button
          component="label"
          htmlFor={pickerId}
          // a label, not a second control: the hidden file input inside is the one that takes the focus
          // and the clicks (a button around an input would nest two interactive controls)
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          size="small"
          startIcon={uploading ? <CircularProgress size={16} /> : <AddPhotoAlternateIcon />}
          disabled={uploading}
          // the hidden file input inside takes the keyboard focus: show it on the button
          sx={{ '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
        >
          <span id={`${pickerId}-action`}>{translate(uploading ? 'app.media.uploading' : files.length > 0 && !multiple ? 'app.media.replace' : 'app.media.choose')}</span>
          <Box
            component="input"
            id={pickerId}
            type="file"
            accept={accept}
            multiple={multiple}
            disabled={uploading}
            aria-labelledby={`${id}-label ${pickerId}-action`}
            aria-describedby={`${id}-helper`}
            onChange={(event: ChangeEvent<HTMLInputElement>) => void onPick(event)}
            sx={visuallyHidden}
          />
        </Button>
      </Box>
      <FormHelperText id={`${id}-helper`}>
        <InputHelperText error={error} helperText={helperText} />
      </FormHelperText>
    </FormControl>
  );
};
