import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { stubFetch } from '../../test/fetchStub';
import { listAnswer, listQuery, renderApp, signInAdmin } from '../../test/renderApp';

const leaveTo = vi.hoisted(() => vi.fn());
vi.mock('../../lib/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../lib/navigation')>()), leaveTo }));

beforeEach(() => {
  vi.resetModules();
  signInAdmin();
});

/** The tab panel of one content locale of a localized form. */
const localePanel = (tab: 'Français' | 'Anglais') => {
  fireEvent.click(screen.getByRole('tab', { name: tab }));
  return screen.getByRole('tabpanel', { name: tab });
};

describe('reference lists (spec §2 admin routes; contracts/admin-reference)', () => {
  it('creates a disorder with its French and English names and shows the server’s field error on the English name', async () => {
    const seen = stubFetch((method, url) => {
      if (method === 'POST' && url === '/api/admin-panel/disorders') {
        return {
          status: 400,
          body: { error: { status: 400, name: 'ValidationError', message: 'Certains champs sont invalides.', details: { fieldErrors: { 'name.en': ['Ce nom anglais est déjà pris.'] } } } },
        };
      }
      return undefined;
    });
    await renderApp('/admin/disorders/create');

    fireEvent.change(within(await screen.findByRole('tabpanel', { name: 'Français' })).getByLabelText(/^Nom/), { target: { value: 'Migraine' } });
    fireEvent.change(within(localePanel('Anglais')).getByLabelText(/^Nom/), { target: { value: 'Migraine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(seen.some((request) => request.method === 'POST')).toBe(true));
    expect(seen.find((request) => request.method === 'POST')?.body).toEqual({ name: { fr: 'Migraine', en: 'Migraine' } });
    const english = localePanel('Anglais');
    expect(await within(english).findByText('Ce nom anglais est déjà pris.')).toBeTruthy();
    expect(within(english).getByLabelText(/^Nom/).getAttribute('aria-invalid')).toBe('true');
    expect(within(localePanel('Français')).getByLabelText(/^Nom/).getAttribute('aria-invalid')).toBe('false');
    expect(window.location.pathname).toBe('/admin/disorders/create');
  });

  it('lists cities with search, country filter, server sort and pages, and names each city’s country', async () => {
    const france = { id: 'fr1', name: { fr: 'France', en: 'France' }, slug: 'france', code: 'FR', isd_code: '+33', deletedAt: null };
    const lyon = { id: 'c1', name: { fr: 'Lyon', en: 'Lyons' }, slug: 'lyon', country: 'fr1', country_code: 'FR', population: 522000, deletedAt: null };
    const seen = stubFetch((method, url) => {
      if (method !== 'GET') return undefined;
      if (url.startsWith('/api/admin-panel/cities?')) return listAnswer('cities', [lyon], 57);
      if (url.startsWith('/api/admin-panel/countries?')) return listAnswer('countries', [france]);
      return undefined;
    });
    await renderApp('/admin/cities');

    const row = (await screen.findByText('Lyon')).closest('tr') as HTMLElement;
    expect(await within(row).findByText('France')).toBeTruthy();
    expect(within(row).getByText('FR')).toBeTruthy();
    // the row's selection box is a named checkbox (the theme gives react-admin's label to the input)
    expect(within(row).getByRole('checkbox', { name: 'Sélectionner cette ligne' })).toBeTruthy();
    const first = listQuery(seen.find((request) => request.url.startsWith('/api/admin-panel/cities?'))!.url);
    expect(first).toEqual({ filter: {}, sort: ['name', 'ASC'], range: [0, 24] });
    expect(screen.getByText('1-25 sur 57')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exporter' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Rechercher'), { target: { value: 'lyo' } });
    await waitFor(() => expect(seen.some((request) => request.url.includes('cities?') && listQuery(request.url).filter.q === 'lyo')).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Trier par nom décroissant' }));
    await waitFor(() => expect(seen.some((request) => request.url.includes('cities?') && JSON.stringify(listQuery(request.url).sort) === '["name","DESC"]')).toBe(true));

    const countryFilter = screen.getByRole('combobox', { name: 'Pays' });
    fireEvent.change(countryFilter, { target: { value: 'Fra' } });
    fireEvent.click(await screen.findByRole('option', { name: 'France' }));
    await waitFor(() => expect(seen.some((request) => request.url.includes('cities?') && listQuery(request.url).filter.country === 'fr1')).toBe(true));
  });
});
