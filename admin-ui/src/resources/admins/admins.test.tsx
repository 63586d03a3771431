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

const claire = { id: 'a1', email: 'claire@example.org', name: 'Claire', active: true, invitation_pending: false, createdAt: '2026-01-05T09:00:00.000Z' };
const invitee = { id: 'a2', email: 'nouveau@example.org', name: null, active: true, invitation_pending: true, createdAt: '2026-03-05T09:00:00.000Z' };

const lastAdmin = { status: 409, body: { error: { status: 409, name: 'LastAdmin', message: 'Impossible : plus aucun administrateur ne pourrait se connecter.' } } };

describe('admins (spec §6 roles)', () => {
  it('lists the admins with their state and the invitations waiting for a password', async () => {
    const seen = stubFetch((method, url) => (method === 'GET' && url.startsWith('/api/admin-panel/admins?') ? listAnswer('admins', [claire, invitee]) : undefined));
    await renderApp('/admin/admins');

    const row = (await screen.findByText('nouveau@example.org')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Invitation en attente')).toBeTruthy();
    expect(within(screen.getByText('claire@example.org').closest('tr') as HTMLElement).getByText('Claire')).toBeTruthy();
    expect(listQuery(seen[0].url).sort).toEqual(['email', 'ASC']);
    expect(screen.getByRole('link', { name: 'Inviter' }).getAttribute('href')).toBe('/admin/admins/create');
  });

  it('invites an admin by e-mail, saying a link is sent', async () => {
    const seen = stubFetch((method, url, body) => {
      if (method === 'POST' && url === '/api/admin-panel/admins') return { status: 201, body: { ...invitee, email: (body as { email: string }).email } };
      if (method === 'GET' && url.startsWith('/api/admin-panel/admins?')) return listAnswer('admins', [claire]);
      return undefined;
    });
    await renderApp('/admin/admins/create');

    expect(await screen.findByText(/Un e-mail contenant un lien à usage unique, valable 72 heures/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Adresse e-mail/), { target: { value: 'pas-une-adresse' } });
    fireEvent.click(screen.getByRole('button', { name: "Envoyer l'invitation" }));
    expect(await screen.findByText('Doit être un email')).toBeTruthy();
    expect(seen.filter((request) => request.method === 'POST')).toEqual([]);

    fireEvent.change(screen.getByLabelText(/^Adresse e-mail/), { target: { value: 'nouveau@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: "Envoyer l'invitation" }));
    expect(await screen.findByText('Invitation envoyée à nouveau@example.org (lien valable 72 heures)')).toBeTruthy();
    expect(seen.find((request) => request.method === 'POST')?.body).toEqual({ email: 'nouveau@example.org', locale: 'fr' });
    await waitFor(() => expect(window.location.pathname).toBe('/admin/admins'));
  });

  it('shows the server’s refusal to deactivate the last admin able to sign in', async () => {
    const seen = stubFetch((method, url) => {
      if (method === 'GET' && url.startsWith('/api/admin-panel/admins?')) return listAnswer('admins', [claire]);
      if (method === 'PUT' && url === '/api/admin-panel/admins/a1/active') return lastAdmin;
      return undefined;
    });
    await renderApp('/admin/admins');

    const row = (await screen.findByText('claire@example.org')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Désactiver' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Désactiver claire@example.org ?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Désactiver' }));

    expect(await screen.findByText('Impossible : plus aucun administrateur ne pourrait se connecter.')).toBeTruthy();
    expect(seen.filter((request) => request.method === 'PUT').map(({ url, body }) => ({ url, body }))).toEqual([{ url: '/api/admin-panel/admins/a1/active', body: { active: false } }]);
    expect(window.location.pathname).toBe('/admin/admins');
  });

  it('reactivates a deactivated admin', async () => {
    const off = { ...claire, active: false };
    const seen = stubFetch((method, url) => {
      if (method === 'GET' && url.startsWith('/api/admin-panel/admins?')) return listAnswer('admins', [off]);
      if (method === 'PUT' && url === '/api/admin-panel/admins/a1/active') return { body: claire };
      return undefined;
    });
    await renderApp('/admin/admins');

    fireEvent.click(await screen.findByRole('button', { name: 'Réactiver' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Réactiver' }));
    expect(await screen.findByText('claire@example.org est réactivé')).toBeTruthy();
    expect(seen.find((request) => request.method === 'PUT')?.body).toEqual({ active: true });
  });
});
