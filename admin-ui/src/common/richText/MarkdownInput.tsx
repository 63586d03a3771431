import { lazy, Suspense } from 'react';
import { Box, LinearProgress } from '@mui/material';
import { FieldTitle, useResourceContext, useTranslate } from 'react-admin';
import type { RichTextInputProps } from 'ra-input-rich-text';

import type { MarkdownEditorProps } from './MarkdownEditor';

/** The editor and its Markdown conversions load on first use (they are the heaviest part of the back office). */
const MarkdownEditor = lazy(() => import('./MarkdownEditor'));

/** Shown while the editor loads. */
const EditorLoading = ({ label, source }: Pick<RichTextInputProps, 'label' | 'source'>) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  return (
    <Box role="status" sx={{ my: 1, width: '100%' }}>
      <FieldTitle label={label} source={source} resource={resource} />
      <LinearProgress sx={{ mt: 1 }} aria-label={translate('app.rich_text.loading')} />
    </Box>
  );
};

/**
 * A rich-text input for a Markdown field (blog body, FAQ answer, product description, legal text):
 * ra-input-rich-text's editor, loaded lazily so the back office's first load stays small; with `images`
 * (blog bodies), it inserts uploaded images with their alternative text.
 */
export const MarkdownInput = (props: MarkdownEditorProps) => (
  <Suspense fallback={<EditorLoading label={props.label} source={props.source} />}>
    <MarkdownEditor {...props} />
  </Suspense>
);
