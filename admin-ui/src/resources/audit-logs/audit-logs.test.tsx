import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { stubFetch } from '../../test/fetchStub';
import { listAnswer, listQuery, renderApp, signInAdmin } from '../../test/renderApp';
import { endOfLocalDay, startOfLocalDay } from './filters';
import { inTimeZone } from '../../test/timeZone';

const leaveTo = vi.hoisted(() => vi.fn());
vi.mock('../../lib/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../lib/navigation')>()), leaveTo }));

beforeEach(() => {
  vi.resetModules();
  signInAdmin();
});

const entry = {
  id: 'l1',
  action: 'file.read',
  actor_id: 'a1',
  actor_email: 'claire@example.org',
  actor_role: 'admin',
  file_id: 'f1',
  file_kind: 'id',
  subject_id: 'u1',
  subject_email: 'alice@example.org',
  booking_id: null,
  ip: '203.0.113.7',
  user_agent: 'Mozilla/5.0',
  createdAt: '2026-03-12T08:30:00.000Z',
};
const consultantRead = {
  ...entry,
  id: 'l2',
  action: 'consent-form.read',
  actor_id: 'u7',
  actor_email: 'alice@example.org',
  actor_role: 'consultant',
  file_id: null,
  file_kind: null,
  subject_email: 'paul@example.org',
};

describe('the audit log (DESIGN §3)', () => {
  it('lists who read what of whom, newest first, filtered by admin, action and days', async () => {
    const filter = { actor: 'a1', action: 'file.read', createdAt_gte: startOfLocalDay('2026-03-01'), createdAt_lte: endOfLocalDay('2026-03-31') };
    const seen = stubFetch((method, url) => {
      if (method === 'GET' && url.startsWith('/api/admin-panel/audit-logs?')) return listAnswer('audit-logs', [entry]);
      if (method === 'GET' && url.startsWith('/api/admin-panel/admins?'))
        return listAnswer('admins', [{ id: 'a1', email: 'claire@example.org', name: null, active: true, invitation_pending: false, createdAt: entry.createdAt }]);
      return undefined;
    });
    await renderApp(`/admin/audit-logs?filter=${encodeURIComponent(JSON.stringify(filter))}`);

    const row = (await screen.findByText('203.0.113.7')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Document téléchargé')).toBeTruthy();
    expect(within(row).getByText('Administrateur')).toBeTruthy();
    expect(within(row).getByText("Pièce d'identité")).toBeTruthy();
    expect(within(row).getByText('alice@example.org')).toBeTruthy();
    const list = seen.find((request) => request.url.startsWith('/api/admin-panel/audit-logs?'))!;
    expect(listQuery(list.url)).toMatchObject({ filter, sort: ['createdAt', 'DESC'] });
    expect((await screen.findByRole('combobox', { name: 'Action' })).textContent).toBe('Document téléchargé');
    // The date inputs show the filter's days once their form has taken the filter in (an effect after the render).
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Depuis le').value).toBe('2026-03-01'));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>("Jusqu'au").value).toBe('2026-03-31'));
    // read only
    expect(screen.queryByRole('link', { name: /Créer/ })).toBeNull();
  });

  it('opens an entry', async () => {
    stubFetch((method, url) => {
      if (method === 'GET' && url.startsWith('/api/admin-panel/audit-logs?')) return listAnswer('audit-logs', [consultantRead]);
      if (method === 'GET' && url === '/api/admin-panel/audit-logs/l2') return { body: consultantRead };
      return undefined;
    });
    await renderApp('/admin/audit-logs');
    fireEvent.click(await screen.findByText('Formulaire de consentement consulté'));

    expect(await screen.findByText('Mozilla/5.0')).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/audit-logs/l2/show');
    expect(screen.getByText('Consultant')).toBeTruthy();
    expect(screen.getByText('paul@example.org')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Supprimer|Modifier/ })).toBeNull();
  });
});

describe('an admin’s reading of a consultation chat in the audit log', () => {
  it('names the action and links to the booking whose chat was read', async () => {
    const chatRead = { ...entry, id: 'l3', action: 'room-messages.read', file_id: null, file_kind: 'room-messages', subject_email: 'camille@example.org', booking_id: 'b1' };
    stubFetch((method, url) => {
      if (method === 'GET' && url === '/api/admin-panel/audit-logs/l3') return { body: chatRead };
      if (method === 'GET' && url.startsWith('/api/admin-panel/bookings?'))
        return listAnswer('bookings', [{ id: 'b1', consultant_name: 'Dr Asha Rao', client_name: 'Camille Martin', start: '2026-03-12T09:30:00.000Z' }]);
      return undefined;
    });
    await renderApp('/admin/audit-logs/l3/show');
    expect(await screen.findByText('Discussion de consultation lue')).toBeTruthy();
    expect(screen.getByText('Discussion de consultation')).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Dr Asha Rao · Camille Martin' });
    expect(link.getAttribute('href')).toBe('/admin/bookings/b1/show');
  });
});

describe('the audit log’s days (DESIGN §3 "Time": days in the admin’s zone)', () => {
  it('sends the first and last instants of the days picked in the admin’s zone', () => {
    inTimeZone('Europe/Paris', () => {
      expect(startOfLocalDay('2026-03-12')).toBe('2026-03-11T23:00:00.000Z');
      expect(endOfLocalDay('2026-03-12')).toBe('2026-03-12T22:59:59.999Z');
      expect(endOfLocalDay('2026-07-01')).toBe('2026-07-01T21:59:59.999Z');
      expect(startOfLocalDay('')).toBe('');
      expect(endOfLocalDay('12/03/2026')).toBe('');
    });
  });
});
