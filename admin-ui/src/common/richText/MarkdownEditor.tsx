import { useCallback, useRef, type MouseEvent } from 'react';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatStrikethrough from '@mui/icons-material/FormatStrikethrough';
import Code from '@mui/icons-material/Code';
import { useEditorState, type Editor, type EditorOptions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { ClearButtons, LinkButtons, ListButtons, QuoteButtons, RichTextInput, RichTextInputToolbar, useTiptapEditor, type RichTextInputProps } from 'ra-input-rich-text';
import { useTranslate } from 'react-admin';

import { cspNonce } from '../../../../config/browser/csp-nonce';
import { HeadingLevelSelect } from './HeadingLevelSelect';
import { htmlToMarkdown, markdownToHtml } from './markdown';

/** Inline formats Markdown can hold (no underline, colours or alignment). */
const FORMATS = {
  bold: { label: 'ra.tiptap.bold', icon: FormatBold, toggle: (editor: Editor) => editor.chain().focus().toggleBold().run() },
  italic: { label: 'ra.tiptap.italic', icon: FormatItalic, toggle: (editor: Editor) => editor.chain().focus().toggleItalic().run() },
  strike: { label: 'ra.tiptap.strike', icon: FormatStrikethrough, toggle: (editor: Editor) => editor.chain().focus().toggleStrike().run() },
  code: { label: 'ra.tiptap.code', icon: Code, toggle: (editor: Editor) => editor.chain().focus().toggleCode().run() },
} as const;
type Format = keyof typeof FORMATS;
const FORMAT_NAMES = Object.keys(FORMATS) as Format[];

/** Bold, italic, strikethrough and code toggles. */
const MarkdownFormatButtons = () => {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const active = useEditorState({ editor, selector: ({ editor: current }) => (current ? FORMAT_NAMES.filter((name) => current.isActive(name)) : []) }) ?? [];
  const onChange = (_event: MouseEvent<HTMLElement>, next: Format[]) => {
    if (!editor) return;
    for (const name of FORMAT_NAMES) if (active.includes(name) !== next.includes(name)) FORMATS[name].toggle(editor);
  };
  return (
    <ToggleButtonGroup size="small" value={active} onChange={onChange} disabled={!editor?.isEditable}>
      {FORMAT_NAMES.map((name) => {
        const { label, icon: Icon } = FORMATS[name];
        return (
          <ToggleButton key={name} value={name} aria-label={translate(label)} title={translate(label)}>
            <Icon fontSize="inherit" />
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
};

/**
 * Headings, paragraphs, lists, links, quotes and code: what Markdown holds. The editor's own style
 * sheet carries the page's CSP nonce (README "Security").
 */
const editorOptions: Partial<EditorOptions> = {
  extensions: [StarterKit.configure({ underline: false, link: { openOnClick: false } })],
  injectNonce: cspNonce(),
};

const toolbar = (
  <RichTextInputToolbar size="small">
    <HeadingLevelSelect />
    <MarkdownFormatButtons />
    <ListButtons size="small" />
    <LinkButtons size="small" />
    <QuoteButtons size="small" />
    <ClearButtons size="small" />
  </RichTextInputToolbar>
);

/**
 * ra-input-rich-text's editor on a Markdown field: the form holds Markdown, the editor HTML. The HTML
 * the editor last produced is remembered with its Markdown, so what the admin types is not rewritten
 * under the cursor (Markdown does not keep, e.g., a trailing space).
 */
const MarkdownEditor = (props: RichTextInputProps) => {
  const last = useRef<{ markdown: string; html: string } | null>(null);
  const format = useCallback((markdown: string | null | undefined) => {
    if (!markdown) return '';
    return last.current?.markdown === markdown ? last.current.html : markdownToHtml(markdown);
  }, []);
  const parse = useCallback((html: string | null | undefined) => {
    const markdown = htmlToMarkdown(html);
    last.current = { markdown, html: html ?? '' };
    return markdown;
  }, []);
  return <RichTextInput editorOptions={editorOptions} toolbar={toolbar} {...props} format={format} parse={parse} />;
};

export default MarkdownEditor;
