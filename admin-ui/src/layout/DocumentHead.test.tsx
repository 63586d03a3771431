import { describe, expect, it } from 'vitest';

import { createI18nProvider } from '../providers/i18nProvider';
import { pageTitle } from './DocumentHead';

describe('back-office page titles (spec §9)', () => {
  const provider = createI18nProvider();
  const titles = async (locale: 'fr' | 'en') => {
    await provider.changeLocale(locale);
    const translate = (key: string, options?: Record<string, unknown>) => provider.translate(key, options);
    return ['/', '/coupons', '/coupons/create', '/coupons/abc', '/change-password', '/nothing'].map((path) => pageTitle(path, translate, ['coupons']));
  };

  it('gives each page its own title, in the interface language', async () => {
    const fr = await titles('fr');
    expect(fr).toEqual(['Tableau de bord', 'Codes promo', 'Nouveau code promo', 'Éditer Code promo', 'Changer le mot de passe', expect.any(String)]);
    expect(new Set(fr).size).toBe(fr.length);
    const en = await titles('en');
    expect(en.slice(0, 3)).toEqual(['Dashboard', 'Coupons', 'New coupon']);
    en.forEach((title, index) => expect(title).not.toBe(fr[index]));
  });
});
