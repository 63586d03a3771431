import { useCallback, useRef, type MouseEvent } from 'react';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatStrikethrough from '@mui/icons-material/FormatStrikethrough';
import Code from '@mui/icons-material/Code';
import { useEditorState, type Editor, type EditorOptions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { ClearButtons, DefaultEditorOptions, LinkButtons, ListButtons, QuoteButtons, RichTextInput, RichTextInputToolbar, useTiptapEditor, type RichTextInputProps } from 'ra-input-rich-text';
import { useTranslate } from 'react-admin';

import { cspNonce } from '../../../../config/browser/csp-nonce';
import { HeadingLevelSelect } from './HeadingLevelSelect';
import { InsertImageButton } from './InsertImageButton';
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
 * Images within the text (Markdown `![alternative text](url)`), as ra-input-rich-text's own editor
 * holds them, without resize handles (Markdown keeps no size). Every editor reads them, so a text
 * holding one keeps it; only the texts that offer it insert new ones ({@link MarkdownEditorProps}).
 */
const inlineImage = DefaultEditorOptions.extensions?.find((extension) => extension.name === 'image')?.configure({ inline: true, allowBase64: false, resize: false });

/**
 * Headings, paragraphs, lists, links, quotes, code and images: what Markdown holds. The editor's own
 * style sheet carries the page's CSP nonce (README "Security").
 */
const editorOptions: Partial<EditorOptions> = {
  extensions: [StarterKit.configure({ underline: false, link: { openOnClick: false } }), ...(inlineImage ? [inlineImage] : [])],
  injectNonce: cspNonce(),
};

/** The editor's toolbar; with `images`, the button inserting an uploaded image with its alternative text. */
const toolbar = (images: boolean) => (
  <RichTextInputToolbar size="small">
    <HeadingLevelSelect />
    <MarkdownFormatButtons />
    <ListButtons size="small" />
    <LinkButtons size="small" />
    <QuoteButtons size="small" />
    {images ? <InsertImageButton size="small" /> : null}
    <ClearButtons size="small" />
  </RichTextInputToolbar>
);
const TOOLBARS = { text: toolbar(false), images: toolbar(true) };

/** A Markdown field's editor: ra-input-rich-text's props, and whether images can be inserted. */
export interface MarkdownEditorProps extends RichTextInputProps {
  /** offer "Insert an image" (uploaded to the public media, with its alternative text): blog bodies */
  images?: boolean;
}

/**
 * ra-input-rich-text's editor on a Markdown field: the form holds Markdown, the editor HTML. The HTML
 * the editor last produced is remembered with its Markdown, so what the admin types is not rewritten
 * under the cursor (Markdown does not keep, e.g., a trailing space). With `images`, the toolbar inserts
 * uploaded images with their alternative text.
 */
const MarkdownEditor = ({ images = false, ...props }: MarkdownEditorProps) => {
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
  return <RichTextInput editorOptions={editorOptions} toolbar={TOOLBARS[images ? 'images' : 'text']} {...props} format={format} parse={parse} />;
};

export default MarkdownEditor;
