import { describe, expect, it } from 'vitest';
import { createI18n, ensureLazyTranslations } from '.';

describe('« de » before a name in French', () => {
  it('is elided before a vowel or an h, kept otherwise, and English is untouched', async () => {
    const fr = createI18n('fr');
    await ensureLazyTranslations(fr);
    expect(fr.t('complaints.decision.theirs', { name: 'Aisha Khan' })).toBe('En faveur d’Aisha Khan');
    expect(fr.t('complaints.decision.theirs', { name: 'Hélène Roy' })).toBe('En faveur d’Hélène Roy');
    expect(fr.t('complaints.decision.theirs', { name: 'Marc Petit' })).toBe('En faveur de Marc Petit');
    const en = createI18n('en');
    await ensureLazyTranslations(en);
    expect(en.t('complaints.decision.theirs', { name: 'Aisha Khan' })).toBe('In favour of Aisha Khan');
  });
});
