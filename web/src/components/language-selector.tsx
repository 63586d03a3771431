/**
 * En/Fr dropdown (spec §2 "Language selector"). Presentational: the caller owns the value.
 * The menu itself is loaded on first use (prefetched when the button is hovered or focused).
 *
 * @module components/language-selector
 */
import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { visuallyHidden } from './visually-hidden';
import TranslateIcon from '@mui/icons-material/Translate';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import type { Language } from '../config/constants';

const loadMenu = () => import('./language-menu');
const LanguageMenu = lazy(loadMenu);

/** Props of {@link LanguageSelector}. */
export interface LanguageSelectorProps {
  value: Language;
  onChange: (language: Language) => void;
  /** Hide the icon (narrow spaces). */
  compact?: boolean;
}

/** A button showing the current language code (`Fr`/`En`) that opens a menu of languages. */
export function LanguageSelector({ value, onChange, compact = false }: LanguageSelectorProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const menuId = useId();
  const open = Boolean(anchor);

  const choose = (language: Language) => {
    setAnchor(null);
    if (language !== value) onChange(language);
  };

  return (
    <>
      <Button
        data-testid="language-selector"
        color="inherit"
        size="small"
        lang={value}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        startIcon={compact ? undefined : <TranslateIcon fontSize="small" />}
        endIcon={<ArrowDropDownIcon />}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ minWidth: 0, px: 1 }}
      >
        {/* The accessible name contains the visible code ("Choisir la langue, Fr"), as WCAG 2.5.3 asks. */}
        <Box component="span" sx={visuallyHidden}>
          {`${t('language.label')}, `}
        </Box>
        {t(`language.short.${value}`)}
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <LanguageMenu id={menuId} anchor={anchor} value={value} onClose={() => setAnchor(null)} onChoose={choose} />
        </Suspense>
      ) : null}
    </>
  );
}
