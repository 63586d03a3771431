import { useMemo } from 'react';
import { RichTextField, useFieldValue, type FieldProps } from 'react-admin';

import { markdownToHtml } from './markdown';

/** A Markdown field rendered as (sanitized) rich text. */
const MarkdownView = (props: FieldProps) => {
  const value = useFieldValue(props) as string | null | undefined;
  const record = useMemo(() => ({ id: 'markdown', html: markdownToHtml(value) }), [value]);
  return <RichTextField source="html" record={record} />;
};

export default MarkdownView;
