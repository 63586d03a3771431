import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';

import { stubFetch } from '../../test/fetchStub';
import { stubScreen } from '../../test/screen';
import { couponToApi } from './CouponForm';
import { localToInstant } from './dates';
import { inTimeZone } from '../../test/timeZone';

/** Full page navigations (window.location.assign) are recorded instead of performed. */
const leaveTo = vi.hoisted(() => vi.fn());
vi.mock('../../lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/navigation')>()),
  leaveTo,
}));

/** Fresh modules per test: the providers read localStorage when first imported. */
async function renderApp(path: string) {
  window.history.replaceState({}, '', path);
  const { App } = await import('../../App');
  return render(<App />);
}

const percent = {
  id: 'c1',
  code: 'BIENVENUE',
  description: 'Offre de bienvenue',
  kind: 'percent',
  percent_off: 15,
  amount_off_minor: null,
  currency: null,
  valid_from: '2026-01-01T00:00:00.000Z',
  valid_until: null,
  max_uses: 10,
  once_per_client: true,
  active: true,
  uses: 3,
};
const fixed = { ...percent, id: 'c2', code: 'PRINTEMPS', description: null, kind: 'fixed', percent_off: null, amount_off_minor: 1250, currency: 'EUR', max_uses: null, uses: 0 };

beforeEach(() => {
  vi.resetModules();
  leaveTo.mockReset();
  window.localStorage.setItem('adminSession', JSON.stringify({ Token: 'jwt-admin', status: true }));
});

describe('coupons resource (docs/api-bookings.md "Admin")', () => {
  it('lists the coupons with their discount in the currency, uses and state, from the admin menu', async () => {
    const seen = stubFetch((method, url) => (method === 'GET' && url.startsWith('/api/admin-panel/coupons?') ? { body: [percent, fixed], headers: { 'Content-Range': 'coupons 0-1/2' } } : undefined));
    await renderApp('/admin/coupons');

    const first = (await screen.findByText('BIENVENUE')).closest('tr') as HTMLElement;
    expect(within(first).getByText('Pourcentage')).toBeTruthy();
    expect(within(first).getByText('15 %')).toBeTruthy();
    expect(within(first).getByText('3 / 10')).toBeTruthy();
    const second = screen.getByText('PRINTEMPS').closest('tr') as HTMLElement;
    expect(within(second).getByText('Montant fixe')).toBeTruthy();
    expect(within(second).getByText(/12,50\s€/)).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /^Codes promo/ }).getAttribute('href')).toBe('/admin/coupons');

    const list = seen.find((r) => r.url.startsWith('/api/admin-panel/coupons?'));
    const query = new URL(list!.url, 'http://x').searchParams;
    expect(JSON.parse(query.get('sort')!)).toEqual(['code', 'ASC']);
    expect(JSON.parse(query.get('range')!)).toEqual([0, 9]);
    expect(list!.headers.get('Authorization')).toBe('Bearer jwt-admin');
  });

  it('shows the coupons as a list of cards on a small screen, not a wide table', async () => {
    stubScreen('phone');
    stubFetch((method, url) => (method === 'GET' && url.startsWith('/api/admin-panel/coupons?') ? { body: [percent, fixed], headers: { 'Content-Range': 'coupons 0-1/2' } } : undefined));
    try {
      await renderApp('/admin/coupons');
      const card = (await screen.findByText('BIENVENUE')).closest('a') as HTMLElement;
      expect(card.getAttribute('href')).toContain('/coupons/c1');
      expect(within(card).getByText('15 %')).toBeTruthy();
      expect(within(screen.getByText('PRINTEMPS').closest('a') as HTMLElement).getByText(/12,50\s€/)).toBeTruthy();
      expect(document.querySelector('table')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('creates a fixed-amount coupon typed in euros and sends minor units', async () => {
    const seen = stubFetch((method, url, body) => {
      if (method === 'POST' && url === '/api/admin-panel/coupons') return { status: 201, body: { ...(body as object), id: 'c9', uses: 0 } };
      if (method === 'GET' && url.startsWith('/api/admin-panel/coupons?')) return { body: [], headers: { 'Content-Range': 'coupons 0-0/0' } };
      return undefined;
    });
    await renderApp('/admin/coupons/create');

    fireEvent.change(await screen.findByLabelText(/^Code/), { target: { value: 'ete-2026' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Type de remise/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Montant fixe' }));
    fireEvent.change(await screen.findByLabelText(/^Devise/), { target: { value: 'eur' } });
    fireEvent.change(screen.getByLabelText(/^Montant de la remise \(EUR\)/), { target: { value: '12,5' } });
    fireEvent.change(screen.getByLabelText(/^Valable à partir du/), { target: { value: '2026-06-10T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(seen.some((r) => r.method === 'POST')).toBe(true));
    const post = seen.find((r) => r.method === 'POST');
    expect(post?.body).toMatchObject({
      code: 'ETE-2026',
      kind: 'fixed',
      currency: 'EUR',
      amount_off_minor: 1250,
      percent_off: null,
      once_per_client: true,
      active: true,
      // The local time the admin typed, sent as the UTC instant it means (not read in the server's zone).
      valid_from: new Date(2026, 5, 10, 10, 0).toISOString(),
    });
    expect((post?.body as { valid_from: string }).valid_from).toMatch(/Z$/);
    expect(post?.body).not.toHaveProperty('uses');
  });

  it('refuses a short code, a percent coupon without its percentage and a validity ending before it starts', async () => {
    const seen = stubFetch(() => undefined);
    await renderApp('/admin/coupons/create');

    fireEvent.change(await screen.findByLabelText(/^Code/), { target: { value: 'AB' } });
    fireEvent.change(screen.getByLabelText(/^Valable à partir du/), { target: { value: '2026-06-10T10:00' } });
    fireEvent.change(screen.getByLabelText(/^Valable jusqu'au/), { target: { value: '2026-06-01T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Minimum 3 caractères')).toBeTruthy();
    expect(screen.getByText('La fin de validité doit suivre son début.')).toBeTruthy();
    expect(screen.getByLabelText(/^Remise \(%\)/).getAttribute('aria-invalid')).toBe('true');
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('edits a coupon, showing its uses read-only and the amount in major units', async () => {
    const seen = stubFetch((method, url, body) => {
      if (method === 'GET' && url === '/api/admin-panel/coupons/c2') return { body: fixed };
      if (method === 'PUT' && url === '/api/admin-panel/coupons/c2') return { body: { ...fixed, ...(body as object), id: 'c2' } };
      if (method === 'GET' && url.startsWith('/api/admin-panel/coupons?')) return { body: [fixed], headers: { 'Content-Range': 'coupons 0-0/1' } };
      return undefined;
    });
    await renderApp('/admin/coupons/c2');

    const amount = await screen.findByLabelText<HTMLInputElement>(/^Montant de la remise \(EUR\)/);
    await waitFor(() => expect(amount.value).toBe('12,50'));
    const uses = screen.getByLabelText<HTMLInputElement>(/^Utilisations/);
    expect(uses.value).toBe('0');
    expect(uses.disabled || uses.readOnly).toBe(true);
    fireEvent.change(amount, { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(seen.some((r) => r.method === 'PUT')).toBe(true));
    const put = seen.find((r) => r.method === 'PUT');
    expect(put?.body).toMatchObject({ amount_off_minor: 2000, currency: 'EUR', kind: 'fixed', percent_off: null });
    expect(put?.body).not.toHaveProperty('uses');
  });
});

describe('coupons trash', () => {
  const trashedCoupon = { ...percent, id: 'c7', code: 'HIVER', uses: 2, deletedAt: '2026-03-12T08:30:00.000Z' };

  it('lists the coupons in the trash, a toggle away from the list, and restores one', async () => {
    const seen = stubFetch((method, url) => {
      if (method === 'GET' && url.startsWith('/api/admin-panel/coupons?')) {
        const filter = JSON.parse(new URL(url, 'http://x').searchParams.get('filter') ?? '{}');
        return filter.trashed ? { body: [trashedCoupon], headers: { 'Content-Range': 'coupons 0-0/1' } } : { body: [], headers: { 'Content-Range': 'coupons 0-0/0' } };
      }
      if (method === 'POST' && url === '/api/admin-panel/coupons/c7/restore') return { body: { ...trashedCoupon, deletedAt: null } };
      return undefined;
    });
    await renderApp('/admin/coupons/trash');

    const row = (await screen.findByText('HIVER')).closest('tr') as HTMLElement;
    expect(within(row).getByText('15 %')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Corbeille', pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Liste', pressed: false })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Restaurer' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'POST' && r.url === '/api/admin-panel/coupons/c7/restore')).toBe(true));
  });

  it('moves a coupon to the trash from its form, with an undo', async () => {
    stubFetch((method, url) => {
      if (method === 'GET' && url === '/api/admin-panel/coupons/c1') return { body: percent };
      if (method === 'DELETE' && url === '/api/admin-panel/coupons/c1') return { body: { ...percent, deletedAt: '2026-03-12T08:30:00.000Z' } };
      if (method === 'GET' && url.startsWith('/api/admin-panel/coupons?')) return { body: [], headers: { 'Content-Range': 'coupons 0-0/0' } };
      return undefined;
    });
    await renderApp('/admin/coupons/c1');

    fireEvent.click(await screen.findByRole('button', { name: 'Mettre à la corbeille' }));
    expect(await screen.findByText('Élément mis à la corbeille')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Annuler/ })).toBeTruthy();
  });
});

describe('coupon amounts', () => {
  it('sends only the fields of the coupon’s kind', () => {
    expect(couponToApi({ id: 'x', uses: 4, code: ' abc ', kind: 'percent', percent_off: 10, amount_off_minor: 500, currency: 'EUR' })).toEqual({
      code: 'ABC',
      kind: 'percent',
      percent_off: 10,
      amount_off_minor: null,
      currency: null,
    });
  });
});

describe('coupon validity bounds', () => {
  it('sends the local date and time typed as a UTC instant', () => {
    inTimeZone('Europe/Paris', () => {
      expect(localToInstant('2026-06-10T10:00')).toBe('2026-06-10T08:00:00.000Z');
      expect(localToInstant('2026-12-10T10:00')).toBe('2026-12-10T09:00:00.000Z');
      expect(localToInstant('')).toBeNull();
    });
  });
});
