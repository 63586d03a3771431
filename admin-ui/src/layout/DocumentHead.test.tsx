import { describe, expect, it } from 'vitest';

import { createI18nProvider } from '../providers/i18nProvider';
import { pageTitle, recordPath } from './DocumentHead';

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

  it('names the record an edit or show page opens, and its kind while the record loads', async () => {
    await provider.changeLocale('fr');
    const translate = (key: string, options?: Record<string, unknown>) => provider.translate(key, options);
    expect(pageTitle('/coupons/abc', translate, ['coupons'], 'ETE')).toBe('Modifier le code promo « ETE »');
    expect(pageTitle('/coupons/abc', translate, ['coupons'], '')).toBe('Éditer Code promo');
    expect(pageTitle('/bookings/b1/show', translate, ['bookings'], 'Léa · Tom')).toBe('Réservation « Léa · Tom »');
    expect(pageTitle('/bookings/b1/show', translate, ['bookings'])).toBe('Réservation');
    await provider.changeLocale('en');
    expect(pageTitle('/coupons/abc', translate, ['coupons'], 'ETE')).toBe('Edit coupon “ETE”');
  });

  it('finds the record of an edit or show path, and none elsewhere', () => {
    expect(recordPath('/coupons/abc', ['coupons'])).toEqual({ resource: 'coupons', id: 'abc', page: 'edit' });
    expect(recordPath('/bookings/b%201/show', ['bookings'])).toEqual({ resource: 'bookings', id: 'b 1', page: 'show' });
    for (const path of ['/', '/coupons', '/coupons/create', '/coupons/trash', '/nothing/abc', '/coupons/abc/other']) expect(recordPath(path, ['coupons']), path).toBeNull();
  });
});
