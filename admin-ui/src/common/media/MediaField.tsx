import { Box } from '@mui/material';
import { useFieldValue, type FieldProps } from 'react-admin';

import type { MediaFile } from '../../providers/dataProvider';

/** The image(s) of a media field (one file or a list), as thumbnails; nothing when there is none. */
export const MediaField = (props: FieldProps) => {
  const value = useFieldValue(props) as MediaFile | MediaFile[] | null | undefined;
  const files = (Array.isArray(value) ? value : value ? [value] : []).filter(Boolean);
  if (files.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {files.map((file) => (
        <Box key={`${file.id}`} component="img" src={file.url} alt={file.alternativeText ?? ''} sx={{ display: 'block', maxWidth: 96, maxHeight: 64, objectFit: 'contain' }} />
      ))}
    </Box>
  );
};
