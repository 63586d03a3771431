import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n/index';
import { chooseLanguage, initLanguagePreference, languageInAddress, readStoredLanguage, syncDocumentLanguage, type LanguageStorage } from './language-preference';

function fakeStorage(initial: Record<string, string> = {}): LanguageStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => (key in data ? data[key] : null),
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

describe('language preference (spec §2 "Language selector")', () => {
  it('stores the current language (default fr) when nothing is stored', async () => {
    const i18n = createI18n();
    const storage = fakeStorage();
    await expect(initLanguagePreference(i18n, storage)).resolves.toBe('fr');
    expect(storage.data.selectedLanguage).toBe('fr');
    expect(i18n.language).toBe('fr');
  });

  it('applies a stored English choice, with its translations', async () => {
    const i18n = createI18n();
    const storage = fakeStorage({ selectedLanguage: 'en' });
    await expect(initLanguagePreference(i18n, storage)).resolves.toBe('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('nav.aboutUs')).toBe('About us');
    expect(storage.data.selectedLanguage).toBe('en');
  });

  it('ignores a stored value that is not fr or en and overwrites it with the current language', async () => {
    const i18n = createI18n();
    const storage = fakeStorage({ selectedLanguage: 'de' });
    expect(readStoredLanguage(storage)).toBeNull();
    await initLanguagePreference(i18n, storage);
    expect(i18n.language).toBe('fr');
    expect(storage.data.selectedLanguage).toBe('fr');
  });

  it('choosing a language stores it and switches the interface', async () => {
    const i18n = createI18n();
    const storage = fakeStorage({ selectedLanguage: 'fr' });
    expect(i18n.t('nav.aboutUs')).toBe('À propos');
    await chooseLanguage(i18n, 'en', storage);
    expect(storage.data.selectedLanguage).toBe('en');
    expect(i18n.t('nav.aboutUs')).toBe('About us');
    await chooseLanguage(i18n, 'fr', storage);
    expect(storage.data.selectedLanguage).toBe('fr');
    expect(i18n.t('nav.aboutUs')).toBe('À propos');
  });

  it('keeps working when storage throws', async () => {
    const i18n = createI18n();
    const broken: LanguageStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    await expect(initLanguagePreference(i18n, broken)).resolves.toBe('fr');
    await chooseLanguage(i18n, 'en', broken);
    expect(i18n.language).toBe('en');
  });

  it('<html lang> follows the language', async () => {
    const i18n = createI18n();
    const stop = syncDocumentLanguage(i18n, document);
    expect(document.documentElement.lang).toBe('fr');
    await chooseLanguage(i18n, 'en', fakeStorage());
    expect(document.documentElement.lang).toBe('en');
    stop();
    await chooseLanguage(i18n, 'fr', fakeStorage());
    expect(document.documentElement.lang).toBe('en');
  });

  it('a language in the address (?lang=) wins over the stored one, and is stored', async () => {
    const i18n = createI18n();
    const storage = fakeStorage({ selectedLanguage: 'fr' });
    await expect(initLanguagePreference(i18n, storage, '?lang=en&page=2')).resolves.toBe('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('nav.aboutUs')).toBe('About us');
    expect(storage.data.selectedLanguage).toBe('en');
  });

  it('ignores a ?lang= that is not fr or en', async () => {
    expect(languageInAddress('?lang=de')).toBeNull();
    expect(languageInAddress('?lang=fr')).toBe('fr');
    const i18n = createI18n();
    await expect(initLanguagePreference(i18n, fakeStorage({ selectedLanguage: 'en' }), '?lang=xx')).resolves.toBe('en');
  });

  it('writes the choice to the cookie the server reads for the first page', async () => {
    const i18n = createI18n();
    await chooseLanguage(i18n, 'en', fakeStorage());
    expect(document.cookie).toContain('selectedLanguage=en');
    await chooseLanguage(i18n, 'fr', fakeStorage());
    expect(document.cookie).toContain('selectedLanguage=fr');
    document.cookie = 'selectedLanguage=; Path=/; Max-Age=0';
    // a choice stored before the cookie existed gets it on load
    await initLanguagePreference(createI18n(), fakeStorage({ selectedLanguage: 'en' }));
    expect(document.cookie).toContain('selectedLanguage=en');
  });
});
