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

const alice = {
  id: 'r1',
  name: 'Alice',
  email: 'alice@example.org',
  phone: null,
  subject: 'Question sur les tarifs',
  message: 'Bonjour,\nquels sont vos tarifs ?',
  locale_used: 'fr',
  status: 'new',
  reply_note: null,
  handled_at: null,
  handled_by: null,
  createdAt: '2026-03-10T09:00:00.000Z',
  deletedAt: null,
};
const bruno = {
  ...alice,
  id: 'r2',
  name: 'Bruno',
  email: 'bruno@example.org',
  subject: 'Rendez-vous annulé',
  status: 'handled',
  handled_at: '2026-03-11T09:00:00.000Z',
  handled_by: 'claire@example.org',
};

describe('contact requests (spec §2 admin "view-contact-us-list")', () => {
  it('lists the requests newest first, filtered by state', async () => {
    const seen = stubFetch((method, url) => {
      if (method !== 'GET' || !url.startsWith('/api/admin-panel/contact-requests?')) return undefined;
      const { status } = listQuery(url).filter;
      return listAnswer(
        'contact-requests',
        [alice, bruno].filter((request) => !status || request.status === status),
      );
    });
    await renderApp('/admin/contact-requests');

    const row = (await screen.findByText('Question sur les tarifs')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Nouvelle')).toBeTruthy();
    expect(within(screen.getByText('Rendez-vous annulé').closest('tr') as HTMLElement).getByText('Traitée')).toBeTruthy();
    expect(listQuery(seen[0].url).sort).toEqual(['createdAt', 'DESC']);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'État' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Nouvelle' }));
    await waitFor(() => expect(screen.queryByText('Rendez-vous annulé')).toBeNull());
    expect(listQuery(seen[seen.length - 1].url).filter).toEqual({ status: 'new' });
  });

  it('marks a request handled with a note, sending only the status and the note', async () => {
    const seen = stubFetch((method, url, body) => {
      if (method === 'GET' && url === '/api/admin-panel/contact-requests/r1') return { body: alice };
      if (method === 'PUT' && url === '/api/admin-panel/contact-requests/r1')
        return { body: { ...alice, ...(body as object), handled_by: 'admin@example.org', handled_at: '2026-03-12T09:00:00.000Z' } };
      if (method === 'GET' && url.startsWith('/api/admin-panel/contact-requests?')) return listAnswer('contact-requests', [alice]);
      return undefined;
    });
    await renderApp('/admin/contact-requests/r1');

    expect(await screen.findByText(/quels sont vos tarifs/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Traitée' }));
    fireEvent.change(screen.getByLabelText(/Note sur la réponse/), { target: { value: 'Répondu par e-mail. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(seen.some((request) => request.method === 'PUT')).toBe(true));
    expect(seen.find((request) => request.method === 'PUT')?.body).toEqual({ status: 'handled', reply_note: 'Répondu par e-mail.' });
    await waitFor(() => expect(window.location.pathname).toBe('/admin/contact-requests'));
  });

  it('has a trash', async () => {
    const seen = stubFetch((method, url) =>
      method === 'GET' && url.startsWith('/api/admin-panel/contact-requests?')
        ? listAnswer('contact-requests', listQuery(url).filter.trashed ? [{ ...bruno, deletedAt: '2026-03-12T08:30:00.000Z' }] : [])
        : undefined,
    );
    await renderApp('/admin/contact-requests/trash');

    const row = (await screen.findByText('Rendez-vous annulé')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: 'Restaurer' })).toBeTruthy();
    expect(listQuery(seen[0].url).filter).toEqual({ trashed: true });
  });
});
