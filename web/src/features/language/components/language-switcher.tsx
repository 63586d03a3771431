/**
 * The language selector wired to the stored preference (spec §2 "Language selector").
 *
 * @module features/language/components/language-switcher
 */
import { LanguageSelector } from '../../../components/language-selector';
import { useLanguagePreference } from '../hooks/use-language-preference';

/** En/Fr dropdown that stores the choice in `localStorage.selectedLanguage`. */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { language, setLanguage } = useLanguagePreference();
  return <LanguageSelector value={language} onChange={setLanguage} compact={compact} />;
}
