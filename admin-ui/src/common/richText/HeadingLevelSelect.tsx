import { useId, useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useEditorState, type Editor } from '@tiptap/react';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useTranslate } from 'react-admin';

/** The block levels offered: a paragraph, or a heading of level 1 to 6. */
const LEVELS = [0, 1, 2, 3, 4, 5, 6] as const;
type Level = (typeof LEVELS)[number];

/** Translation key of a level's name. */
const levelLabel = (level: Level) => (level === 0 ? 'ra.tiptap.paragraph' : `ra.tiptap.heading${level}`);

/** The level of the block holding the cursor (0 for a paragraph or anything else). */
function currentLevel(editor: Editor | null): Level {
  if (!editor) return 0;
  return LEVELS.find((level) => level > 0 && editor.isActive('heading', { level })) ?? 0;
}

/**
 * The editor toolbar's choice of block level (paragraph, headings 1–6): a menu button showing the
 * current level. It stands in for ra-input-rich-text's `LevelSelect`, whose button is a list item
 * outside any list and is named "Current level" while it shows the level's name (WCAG 1.3.1, 2.5.3):
 * this button's name is the level it shows, its description says that it chooses the level, and it
 * opens the menu of levels.
 */
export const HeadingLevelSelect = () => {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const level = useEditorState({ editor, selector: ({ editor: current }) => currentLevel(current) }) ?? 0;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choose = (next: Level) => {
    setAnchor(null);
    if (!editor) return;
    if (next === 0) editor.chain().focus().setParagraph().run();
    else editor.chain().focus().setHeading({ level: next }).run();
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        // described (not named) by "Choose the level"
        title={translate('ra.tiptap.select_level')}
        disabled={!editor?.isEditable}
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}
      >
        {translate(levelLabel(level))}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LEVELS.map((option) => (
          <MenuItem key={option} selected={option === level} onClick={() => choose(option)}>
            {translate(levelLabel(option))}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
