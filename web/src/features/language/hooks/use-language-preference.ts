/**
 * React hook over the language preference (spec §2 "Language selector").
 *
 * @module features/language/hooks/use-language-preference
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../config/constants';
import { currentLanguage } from '../../../lib/i18n/index';
import { chooseLanguage } from '../model/language-preference';

/**
 * @returns the current language (`fr` | `en`) and a setter that stores the choice and switches.
 */
export function useLanguagePreference(): { language: Language; setLanguage: (language: Language) => void } {
  const { i18n } = useTranslation();
  const setLanguage = useCallback((language: Language) => void chooseLanguage(i18n, language), [i18n]);
  return { language: currentLanguage(i18n), setLanguage };
}
