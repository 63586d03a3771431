import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { stubFetch } from '../../test/fetchStub';
import { listAnswer, listQuery, renderApp, signInAdmin } from '../../test/renderApp';

beforeEach(() => {
  signInAdmin();
});

const camille = {
  id: 'w1',
  role: 'client',
  email: 'camille@example.org',
  name: 'Camille Durand',
  country: 'BE',
  country_name: 'Belgique',
  specialization: 'ayurveda',
  specialization_name: 'Ayurvéda',
  mail_locale: 'fr',
  confirmation_sent_at: '2026-03-10T09:00:05.000Z',
  notified_at: null,
  notified_consultant: null,
  createdAt: '2026-03-10T09:00:00.000Z',
  updatedAt: '2026-03-10T09:00:00.000Z',
  deletedAt: null,
};
const ines = {
  ...camille,
  id: 'w2',
  role: 'consultant',
  email: 'ines@example.org',
  name: 'Inès Lefèvre',
  country: 'FR',
  country_name: 'France',
  specialization: 'naturopathy',
  specialization_name: 'Naturopathie',
};
const countries = [
  { id: 'c1', code: 'FR', name: { fr: 'France', en: 'France' } },
  { id: 'c2', code: 'BE', name: { fr: 'Belgique', en: 'Belgium' } },
];
const specializations = [
  { id: 's1', slug: 'ayurveda', name: { fr: 'Ayurvéda', en: 'Ayurveda' } },
  { id: 's2', slug: 'naturopathy', name: { fr: 'Naturopathie', en: 'Naturopathy' } },
];

/** The API's answers: the entries matching the list's filter, and the two reference lists. */
const answer = (method: string, url: string) => {
  if (method !== 'GET') return undefined;
  if (url.startsWith('/api/admin-panel/countries?')) return listAnswer('countries', countries);
  if (url.startsWith('/api/admin-panel/specializations?')) return listAnswer('specializations', specializations);
  if (url.startsWith('/api/admin-panel/waiting-list?')) {
    const { filter } = listQuery(url);
    return listAnswer(
      'waiting-list',
      [camille, ines].filter((entry) => (!filter.role || entry.role === filter.role) && (!filter.specialization || entry.specialization === filter.specialization)),
    );
  }
  if (url === '/api/admin-panel/waiting-list/w1') return { body: camille };
  return undefined;
};

describe('waiting list (spec §2 admin "view-user-waiting-list")', () => {
  it('lists the entries newest first with the names of their specialization and country, filtered by role and specialization', async () => {
    const seen = stubFetch(answer);
    await renderApp('/admin/waiting-list');

    const row = (await screen.findByText('Camille Durand')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Ayurvéda (ayurveda)')).toBeTruthy();
    expect(within(row).getByText('Belgique (BE)')).toBeTruthy();
    expect(within(row).getByText('Cherche un expert')).toBeTruthy();
    expect(within(screen.getByText('Inès Lefèvre').closest('tr') as HTMLElement).getByText('Praticien (pré-inscription)')).toBeTruthy();
    const listRequests = () => seen.filter((request) => request.url.startsWith('/api/admin-panel/waiting-list?'));
    expect(listQuery(listRequests()[0].url).sort).toEqual(['createdAt', 'DESC']);
    expect(screen.getByRole('button', { name: 'Exporter' })).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Profil' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Praticien (pré-inscription)' }));
    await waitFor(() => expect(screen.queryByText('Camille Durand')).toBeNull());
    expect(listQuery(listRequests().at(-1)!.url).filter).toEqual({ role: 'consultant' });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Spécialité' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(expect.arrayContaining(['Ayurvéda', 'Naturopathie']));
    fireEvent.click(screen.getByRole('option', { name: 'Naturopathie' }));
    await waitFor(() => expect(listQuery(listRequests().at(-1)!.url).filter).toEqual({ role: 'consultant', specialization: 'naturopathy' }));
    expect(screen.getByText('Inès Lefèvre')).toBeTruthy();
  });

  it('opens an entry read only, and the spec path leads to the list', async () => {
    stubFetch(answer);
    await renderApp('/admin/waiting-list/w1/show');
    expect(await screen.findByText('camille@example.org')).toBeTruthy();
    expect(screen.getByText('Belgique (BE)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();

    await renderApp('/admin/view-user-waiting-list');
    await waitFor(() => expect(window.location.pathname).toBe('/admin/waiting-list'));
    expect(await screen.findByText('Inès Lefèvre')).toBeTruthy();
  });
});
