import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';

import { stubFetch } from '../test/fetchStub';
import { renderApp, signInAdmin } from '../test/renderApp';

const leaveTo = vi.hoisted(() => vi.fn());
vi.mock('../lib/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('../lib/navigation')>()), leaveTo }));

beforeEach(() => {
  vi.resetModules();
  signInAdmin();
});

const migraine = { id: 'd1', name: { fr: 'Migraine', en: 'Migraine' }, slug: 'migraine', deletedAt: null };
const quote = {
  id: 'q7',
  quote_title: { fr: 'Souffle', en: 'Breath' },
  author_name: { fr: 'Anonyme', en: 'Anonymous' },
  text: { fr: 'Respirer.', en: 'Breathe.' },
  slug: 'souffle',
  published: true,
  deletedAt: null,
};

describe('the admin paths of spec §2 lead to their screens', () => {
  it('edit-disorders/{id}/{name} opens the disorder’s edit form', async () => {
    const seen = stubFetch((method, url) => (method === 'GET' && url === '/api/admin-panel/disorders/d1' ? { body: migraine } : undefined));
    await renderApp('/admin/edit-disorders/d1/Migraine');

    await waitFor(() => expect(window.location.pathname).toBe('/admin/disorders/d1'));
    const french = await screen.findByRole('tabpanel', { name: 'Français' });
    await waitFor(() => expect(within(french).getByLabelText<HTMLInputElement>(/^Nom/).value).toBe('Migraine'));
    expect(seen.some((request) => request.url === '/api/admin-panel/disorders/d1')).toBe(true);
  });

  it('edit-quote/{id}/{author_name}/{quote_title} opens the quote, and websetting the site’s settings', async () => {
    stubFetch((method, url) => {
      if (method === 'GET' && url === '/api/admin-panel/quotes/q7') return { body: quote };
      if (method === 'GET' && url === '/api/admin-panel/web-setting/current') return { body: { id: 'current', site_title: { fr: 'Ayuvie', en: 'Ayuvie' }, social_links: [] } };
      return undefined;
    });
    await renderApp('/admin/edit-quote/q7/Anonyme/Souffle');
    await waitFor(() => expect(window.location.pathname).toBe('/admin/quotes/q7'));
    expect(await screen.findByDisplayValue('Souffle')).toBeTruthy();

    await renderApp('/admin/websetting');
    await waitFor(() => expect(window.location.pathname).toBe('/admin/web-setting'));
    expect((await screen.findAllByDisplayValue('Ayuvie')).length).toBeGreaterThan(0);
  });

  it('consultant, consultant/consultant-profile/{id}, client/client-profile/{id} and view-contact-us-list open the people screens', async () => {
    stubFetch((method, url) => {
      if (method === 'GET' && url === '/api/admin-panel/consultants/p1') return { body: { id: 'p1', display_name: 'Alice Martin', approval_status: 'submitted', active_status: true } };
      if (method === 'GET' && url === '/api/admin-panel/clients/c1') return { body: { id: 'c1', display_name: 'Paul Durand', blocked: false } };
      if (method === 'GET' && url.startsWith('/api/admin-panel/consultants?')) return { body: [], headers: { 'Content-Range': 'consultants 0-0/0' } };
      if (method === 'GET' && url.startsWith('/api/admin-panel/contact-requests?')) return { body: [], headers: { 'Content-Range': 'contact-requests 0-0/0' } };
      return undefined;
    });
    await renderApp('/admin/consultant/consultant-profile/p1');
    await waitFor(() => expect(window.location.pathname).toBe('/admin/consultants/p1/show'));
    expect(await screen.findByRole('button', { name: 'Valider' })).toBeTruthy();

    await renderApp('/admin/client/client-profile/c1');
    await waitFor(() => expect(window.location.pathname).toBe('/admin/clients/c1/show'));
    expect(await screen.findByRole('button', { name: 'Bloquer' })).toBeTruthy();

    await renderApp('/admin/consultant');
    await waitFor(() => expect(window.location.pathname).toBe('/admin/consultants'));

    await renderApp('/admin/view-contact-us-list');
    await waitFor(() => expect(window.location.pathname).toBe('/admin/contact-requests'));
  });

  it('view-complaint-consultant and view-complaint-client open the complaint list’s views, edit-complaint/{id} the complaint', async () => {
    const seen = stubFetch((method, url) => {
      if (method === 'GET' && url.startsWith('/api/admin-panel/complaints?')) return { body: [], headers: { 'Content-Range': 'complaints 0-0/0' } };
      return undefined;
    });
    const listFilter = () => JSON.parse(new URLSearchParams(window.location.search).get('filter') ?? 'null') as unknown;

    await renderApp('/admin/view-complaint-consultant');
    await waitFor(() => expect(window.location.pathname).toBe('/admin/complaints'));
    expect(listFilter()).toEqual({ raised_by_role: 'consultant' });
    expect(await screen.findByText('Réclamations déposées par des consultants')).toBeTruthy();

    await renderApp('/admin/view-complaint-client');
    await waitFor(() => expect(window.location.pathname).toBe('/admin/complaints'));
    expect(listFilter()).toEqual({ raised_by_role: 'client' });

    await renderApp('/admin/edit-complaint/k1');
    await waitFor(() => expect(window.location.pathname).toBe('/admin/complaints/k1/show'));
    await waitFor(() => expect(seen.some((request) => request.url === '/api/admin-panel/complaints/k1')).toBe(true));
  });
});
