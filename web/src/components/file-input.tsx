/**
 * Choosing a file: a button opening the browser's file picker (restricted by `accept` to the allowed
 * types) and the chosen file's name. The file input itself is visually hidden, labelled and out of the
 * tab order (the button is the control); browser tests set its files directly.
 *
 * @module components/file-input
 */
import { useId, useRef, type ChangeEvent, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from './visually-hidden';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';

/** Props of {@link FileInput}. */
export interface FileInputProps {
  /** Accessible name of the input and text of the button. */
  label: string;
  /** The `accept` attribute. */
  accept: string;
  /** The chosen file (not sent yet), if any. */
  file?: File | null;
  onFile: (file: File) => void;
  disabled?: boolean;
  /** Error shown under the button. */
  error?: string;
  /** Help shown while there is no error (e.g. the accepted types). */
  helperText?: string;
  /** Test id of the `input type=file`. */
  inputTestId?: string;
  /** Ref of the visible button (a form focuses it when the file is in error). */
  buttonRef?: Ref<HTMLButtonElement>;
}

/** The button, the hidden input and the chosen name. */
export function FileInput({ label, accept, file, onFile, disabled, error, helperText, inputTestId, buttonRef }: FileInputProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box>
      <Box sx={{ position: 'relative', display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          ref={buttonRef}
          variant="outlined"
          startIcon={<UploadIcon />}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          onClick={() => input.current?.click()}
          aria-describedby={`${id}-help`}
        >
          {label}
        </Button>
        <Box
          component="input"
          ref={input}
          id={id}
          type="file"
          accept={accept}
          aria-label={label}
          tabIndex={-1}
          disabled={disabled}
          data-testid={inputTestId}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (chosen) onFile(chosen);
          }}
          // The visually hidden pattern in pixels: in `sx`, a bare `width: 1` means 100 % (the input was as
          // wide as its container and pushed the page sideways).
          sx={visuallyHidden}
        />
        {file ? (
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }} data-testid={inputTestId ? `${inputTestId}-name` : undefined}>
            {file.name}
          </Typography>
        ) : null}
      </Box>
      <FormHelperText id={`${id}-help`} error={Boolean(error)} role={error ? 'alert' : undefined}>
        {error ?? helperText}
      </FormHelperText>
    </Box>
  );
}
