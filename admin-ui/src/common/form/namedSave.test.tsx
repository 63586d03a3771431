import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { stubFetch } from '../../test/fetchStub';
import { renderApp, signInAdmin } from '../../test/renderApp';

beforeEach(() => {
  vi.resetModules();
  signInAdmin();
});

// The whole back office renders in each test.
configure({ asyncUtilTimeout: 15_000 });

describe('saving a record: the message names what was saved', () => {
  it('names a created record by its name in the admin’s language, then goes back to the list', async () => {
    const seen = stubFetch((method, url, body) => {
      if (method === 'POST' && url === '/api/admin-panel/disorders') return { body: { id: 'd1', slug: 'migraine', deletedAt: null, ...(body as object) } };
      if (method === 'GET' && url.startsWith('/api/admin-panel/disorders?')) return { body: [], headers: { 'Content-Range': 'disorders 0-0/0' } };
      return undefined;
    });
    await renderApp('/admin/disorders/create');

    fireEvent.change(within(await screen.findByRole('tabpanel', { name: 'Français' })).getByLabelText(/^Nom/), { target: { value: 'Migraine' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Anglais' }));
    fireEvent.change(within(screen.getByRole('tabpanel', { name: 'Anglais' })).getByLabelText(/^Nom/), { target: { value: 'Headache' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('« Migraine » créé')).toBeTruthy();
    expect(screen.queryByText('Trouble créé')).toBeNull();
    await waitFor(() => expect(window.location.pathname).toBe('/admin/disorders'));
    expect(seen.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('names an edited record by its name as saved by the server', async () => {
    let author = { id: 'a1', name: 'Jeanne Martin', bio: { fr: 'Naturopathe.', en: 'Naturopath.' }, photo: null, deletedAt: null };
    const seen = stubFetch((method, url, body) => {
      if (url === '/api/admin-panel/authors/a1' && method === 'GET') return { body: author };
      if (url === '/api/admin-panel/authors/a1' && method === 'PUT') {
        author = { ...author, ...(body as object) };
        return { body: author };
      }
      if (method === 'GET' && url.startsWith('/api/admin-panel/authors?')) return { body: [author], headers: { 'Content-Range': 'authors 0-0/1' } };
      return undefined;
    });
    await renderApp('/admin/authors/a1');

    fireEvent.change(await screen.findByLabelText(/^Nom/), { target: { value: 'Jeanne Martin-Roy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('« Jeanne Martin-Roy » enregistré')).toBeTruthy();
    expect(screen.queryByText('Auteur enregistré')).toBeNull();
    await waitFor(() => expect(window.location.pathname).toBe('/admin/authors'));
    expect(seen.filter((request) => request.method === 'PUT')).toHaveLength(1);
  });
});
