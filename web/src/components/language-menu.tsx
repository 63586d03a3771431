/**
 * Menu of the language selector, loaded when first opened (keeps MUI Menu/Popover out of the initial
 * bundle). Used only by `language-selector.tsx`.
 *
 * @module components/language-menu
 */
import { useTranslation } from 'react-i18next';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemText from '@mui/material/ListItemText';
import { SUPPORTED_LANGUAGES, type Language } from '../config/constants';

/** Props of {@link LanguageMenu}. */
export interface LanguageMenuProps {
  id: string;
  anchor: HTMLElement | null;
  value: Language;
  onClose: () => void;
  onChoose: (language: Language) => void;
}

/** The menu. */
export default function LanguageMenu({ id, anchor, value, onClose, onChoose }: LanguageMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {SUPPORTED_LANGUAGES.map((language) => (
        <MenuItem key={language} selected={language === value} onClick={() => onChoose(language)} data-testid={`language-option-${language}`} lang={language}>
          <ListItemText primary={`${t(`language.short.${language}`)} — ${t(`language.name.${language}`)}`} />
        </MenuItem>
      ))}
    </Menu>
  );
}
