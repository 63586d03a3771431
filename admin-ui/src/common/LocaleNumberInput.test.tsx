import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';

import { stubFetch } from '../test/fetchStub';
import { listAnswer, renderApp, signInAdmin } from '../test/renderApp';
import { readNumber, scaledInteger, writeNumber } from './numbers';

const leaveTo = vi.hoisted(() => vi.fn());
vi.mock('../lib/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('../lib/navigation')>()), leaveTo }));

beforeEach(() => {
  vi.resetModules();
  signInAdmin();
});

/** A fixed-amount coupon of 12.50 €, used 3 times out of 10. */
const coupon = {
  id: 'c2',
  code: 'PRINTEMPS',
  description: null,
  kind: 'fixed',
  percent_off: null,
  amount_off_minor: 1250,
  currency: 'EUR',
  valid_from: null,
  valid_until: null,
  max_uses: 10,
  once_per_client: true,
  active: true,
  uses: 3,
};

/** The coupon's edit page, answering its saves; @returns the requests made. */
function stubCoupon() {
  return stubFetch((method, url, body) => {
    if (method === 'GET' && url === '/api/admin-panel/coupons/c2') return { body: coupon };
    if (method === 'PUT' && url === '/api/admin-panel/coupons/c2') return { body: { ...coupon, ...(body as object), id: 'c2' } };
    if (method === 'GET' && url.startsWith('/api/admin-panel/coupons?')) return listAnswer('coupons', [coupon]);
    return undefined;
  });
}

const saved = (seen: ReturnType<typeof stubFetch>) => seen.filter((request) => request.method === 'PUT').map((request) => request.body as typeof coupon);
/** `1 234,5` as Intl writes it in French: a narrow no-break space between the groups. */
const spaced = (text: string) => text.replace(/ /g, '\u202f');

describe('numbers in the admin’s language (spec §9)', () => {
  it('reads what people type in French and in English, and writes numbers back the same way', () => {
    expect(readNumber('12,50', 'fr')).toEqual({ negative: false, whole: '12', fraction: '50' });
    expect(readNumber('1 234,5', 'fr')).toEqual({ negative: false, whole: '1234', fraction: '5' });
    expect(readNumber(spaced('1 234,5'), 'fr')).toEqual({ negative: false, whole: '1234', fraction: '5' });
    // a point typed for the comma
    expect(readNumber('12.5', 'fr')).toEqual({ negative: false, whole: '12', fraction: '5' });
    expect(readNumber('1,234.5', 'en')).toEqual({ negative: false, whole: '1234', fraction: '5' });
    expect(readNumber('-3', 'en')).toEqual({ negative: true, whole: '3', fraction: '' });
    expect(readNumber('', 'fr')).toBeNull();
    for (const text of ['12,5,0', '1.234,5', 'douze', '12 €']) expect(readNumber(text, 'fr'), text).toBeUndefined();
    // In English a comma groups thousands: "12,50" is no number.
    for (const text of ['12,50', '1,23.4', '1.2.3']) expect(readNumber(text, 'en'), text).toBeUndefined();

    expect(scaledInteger(readNumber('12,5', 'fr')!, 2)).toBe(1250);
    expect(scaledInteger(readNumber('0,07', 'fr')!, 2)).toBe(7);
    expect(scaledInteger(readNumber('12,505', 'fr')!, 2)).toBeUndefined();
    expect(writeNumber(1234.5, 'fr')).toBe(spaced('1 234,5'));
    expect(writeNumber(12.5, 'fr', 2)).toBe('12,50');
    expect(writeNumber(1234.5, 'en')).toBe('1,234.5');
  });

  it('shows an amount in French and saves what is typed there in minor units', async () => {
    const seen = stubCoupon();
    await renderApp('/admin/coupons/c2');

    const amount = await screen.findByLabelText<HTMLInputElement>(/^Montant de la remise \(EUR\)/);
    await waitFor(() => expect(amount.value).toBe('12,50'));
    expect(amount.type).toBe('text');
    expect(amount.inputMode).toBe('decimal');
    fireEvent.focus(amount);
    fireEvent.change(amount, { target: { value: '1 234,5' } });
    // as typed while typing, written out once the admin leaves the field
    expect(amount.value).toBe('1 234,5');
    fireEvent.blur(amount);
    expect(amount.value).toBe(spaced('1 234,50'));
    const uses = screen.getByLabelText<HTMLInputElement>(/^Nombre maximal d'utilisations/);
    expect(uses.inputMode).toBe('numeric');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(saved(seen)).toHaveLength(1));
    expect(saved(seen)[0]).toMatchObject({ amount_off_minor: 123450, max_uses: 10 });
  });

  it('refuses what is not a number with a message in the admin’s language, and sends nothing', async () => {
    const seen = stubCoupon();
    await renderApp('/admin/coupons/c2');

    const amount = await screen.findByLabelText<HTMLInputElement>(/^Montant de la remise \(EUR\)/);
    await waitFor(() => expect(amount.value).toBe('12,50'));
    fireEvent.change(amount, { target: { value: '12,5x' } });
    fireEvent.blur(amount);
    // what was typed stays, to be corrected
    expect(amount.value).toBe('12,5x');
    const uses = screen.getByLabelText<HTMLInputElement>(/^Nombre maximal d'utilisations/);
    fireEvent.change(uses, { target: { value: '2,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    // (testing-library reads the narrow no-break spaces between digit groups as plain spaces)
    expect(await screen.findByText('Saisissez un nombre, par exemple 1 234,5.')).toBeTruthy();
    expect(screen.getByText('Saisissez un nombre entier, par exemple 1 234.')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '12,505' } });
    expect(await screen.findByText('Au plus 2 chiffres après la virgule.')).toBeTruthy();
    expect(saved(seen)).toEqual([]);
  });

  it('reads and writes amounts the English way in an English back office', async () => {
    window.localStorage.setItem('selectedLanguage', 'en');
    const seen = stubCoupon();
    await renderApp('/admin/coupons/c2');

    const amount = await screen.findByLabelText<HTMLInputElement>(/^Discount amount \(EUR\)/);
    await waitFor(() => expect(amount.value).toBe('12.50'));
    fireEvent.change(amount, { target: { value: '1,234.5' } });
    fireEvent.blur(amount);
    expect(amount.value).toBe('1,234.50');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved(seen)).toHaveLength(1));
    expect(saved(seen)[0]).toMatchObject({ amount_off_minor: 123450 });
  });

  it('refuses a French amount in an English back office, where a comma groups thousands', async () => {
    window.localStorage.setItem('selectedLanguage', 'en');
    const seen = stubCoupon();
    await renderApp('/admin/coupons/c2');

    const amount = await screen.findByLabelText<HTMLInputElement>(/^Discount amount \(EUR\)/);
    await waitFor(() => expect(amount.value).toBe('12.50'));
    fireEvent.change(amount, { target: { value: '12,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a number, e.g. 1,234.5.')).toBeTruthy();
    expect(saved(seen)).toEqual([]);
  });
});
