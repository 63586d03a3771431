import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { stubFetch } from '../../test/fetchStub';
import { listAnswer, listQuery, renderApp, signInAdmin } from '../../test/renderApp';
import { dayEndInstant, dayStartInstant } from '../../common/dates';

const leaveTo = vi.hoisted(() => vi.fn());
vi.mock('../../lib/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../lib/navigation')>()), leaveTo }));

beforeEach(() => {
  vi.resetModules();
  signInAdmin();
});

const selfExport = {
  id: 'd1',
  kind: 'export',
  status: 'completed',
  subject_role: 'client',
  subject_id: 'u1',
  subject_label: 'alice@example.org',
  requested_by: 'self',
  requester_email: null,
  detail: null,
  completed_at: '2026-03-12T08:30:05.000Z',
  createdAt: '2026-03-12T08:30:00.000Z',
};
const blockedErasure = {
  ...selfExport,
  id: 'd2',
  kind: 'erasure',
  status: 'blocked',
  subject_role: 'consultant',
  subject_id: 'u2',
  subject_label: 'paul@example.org',
  requested_by: 'admin',
  requester_email: 'claire@example.org',
  detail: 'La réclamation RC-2026-0007 n’est pas encore tranchée.',
  completed_at: null,
  createdAt: '2026-03-13T09:00:00.000Z',
};

describe('data requests (docs/privacy.md "Back office")', () => {
  it('lists every export and erasure, newest first, filtered by kind, status, role and days', async () => {
    const filter = { kind: 'erasure', status: 'blocked', subject_role: 'consultant', createdAt_gte: dayStartInstant('2026-03-01'), createdAt_lte: dayEndInstant('2026-03-31') };
    const seen = stubFetch((method, url) => (method === 'GET' && url.startsWith('/api/admin-panel/data-requests?') ? listAnswer('data-requests', [blockedErasure]) : undefined));
    await renderApp(`/admin/data-requests?filter=${encodeURIComponent(JSON.stringify(filter))}`);

    const row = (await screen.findByText('paul@example.org')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Suppression du compte')).toBeTruthy();
    expect(within(row).getByText('Bloquée')).toBeTruthy();
    expect(within(row).getByText('Consultant')).toBeTruthy();
    expect(within(row).getByText('Un administrateur')).toBeTruthy();
    expect(within(row).getByText('claire@example.org')).toBeTruthy();
    const list = seen.find((request) => request.url.startsWith('/api/admin-panel/data-requests?'))!;
    expect(listQuery(list.url)).toMatchObject({ filter, sort: ['createdAt', 'DESC'], range: [0, 24] });
    expect((await screen.findByRole('combobox', { name: 'Demande' })).textContent).toBe('Suppression du compte');
    expect((await screen.findByRole('combobox', { name: 'État' })).textContent).toBe('Bloquée');
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Demandée depuis le').value).toBe('2026-03-01'));
    // read only
    expect(screen.queryByRole('link', { name: /Créer/ })).toBeNull();
  });

  it('searches the person’s label and exports the requests as a CSV file in the admin’s language', async () => {
    const seen = stubFetch((method, url) => (method === 'GET' && url.startsWith('/api/admin-panel/data-requests?') ? listAnswer('data-requests', [blockedErasure, selfExport]) : undefined));
    const files: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (files.push(blob), 'blob:csv')), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await renderApp('/admin/data-requests');
    await screen.findByText('alice@example.org');

    fireEvent.change(screen.getByRole('textbox', { name: 'Rechercher' }), { target: { value: 'alice' } });
    await waitFor(() => expect(seen.some((request) => listQuery(request.url).filter.q === 'alice')).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Exporter' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const csv = await files[0].text();
    const [header, ...lines] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header.split(';')).toEqual(expect.arrayContaining(['Demande', 'État', 'Personne', 'Demandée par', 'Demandée le']));
    // codes in words, as the list shows them
    const blockedLine = lines.find((line) => line.includes('paul@example.org'))!.split(';');
    expect(blockedLine).toEqual(expect.arrayContaining(['Suppression du compte', 'Bloquée', 'Consultant', 'Un administrateur']));
    expect(lines.join('\n')).toContain('alice@example.org');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^Demandes sur les données \d{4}-\d{2}-\d{2}\.csv$/);
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it('opens a request: what happened, who asked it', async () => {
    stubFetch((method, url) => {
      if (method === 'GET' && url.startsWith('/api/admin-panel/data-requests?')) return listAnswer('data-requests', [blockedErasure]);
      if (method === 'GET' && url === '/api/admin-panel/data-requests/d2') return { body: blockedErasure };
      return undefined;
    });
    await renderApp('/admin/data-requests');
    fireEvent.click(await screen.findByText('paul@example.org'));

    expect(await screen.findByText('La réclamation RC-2026-0007 n’est pas encore tranchée.')).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/data-requests/d2/show');
    expect(screen.getByText('claire@example.org')).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('Demande « Suppression du compte — paul@example.org »'));
    expect(screen.queryByRole('button', { name: /Supprimer|Modifier/ })).toBeNull();
  });
});
