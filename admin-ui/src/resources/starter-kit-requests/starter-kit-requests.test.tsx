import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { stubFetch } from '../../test/fetchStub';
import { listAnswer, listQuery, renderApp, signInAdmin } from '../../test/renderApp';
import type { StarterKitRequest } from './status';

const leaveTo = vi.hoisted(() => vi.fn());
vi.mock('../../lib/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../lib/navigation')>()), leaveTo }));

beforeEach(() => {
  vi.resetModules();
  signInAdmin();
});

// The whole back office renders in each test.
configure({ asyncUtilTimeout: 15_000 });

const lea: StarterKitRequest = {
  id: 's1',
  name: 'Léa Moreau',
  email: 'lea@example.org',
  mail_locale: 'fr',
  status: 'sent',
  attempts: 1,
  sent_at: '2026-03-10T09:00:05.000Z',
  last_error: null,
  next_attempt_at: null,
  request_ip: '203.0.113.7',
  createdAt: '2026-03-10T09:00:00.000Z',
  updatedAt: '2026-03-10T09:00:05.000Z',
};
const sam: StarterKitRequest = {
  ...lea,
  id: 's2',
  name: 'Sam Taylor',
  email: 'sam@example.org',
  mail_locale: 'en',
  status: 'failed',
  attempts: 5,
  sent_at: null,
  last_error: 'The mail server could not be reached or refused the message.',
};

describe('starter-kit requests (spec §2 admin "view-user-starter-kit-requests")', () => {
  it('lists the requests newest first with their delivery, filtered by state and language', async () => {
    const seen = stubFetch((method, url) => {
      if (method !== 'GET' || !url.startsWith('/api/admin-panel/starter-kit-requests?')) return undefined;
      const { status, mail_locale } = listQuery(url).filter;
      return listAnswer(
        'starter-kit-requests',
        [lea, sam].filter((request) => (!status || request.status === status) && (!mail_locale || request.mail_locale === mail_locale)),
      );
    });
    await renderApp('/admin/view-user-starter-kit-requests');

    const row = (await screen.findByText('lea@example.org')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Envoyé')).toBeTruthy();
    expect(within(row).getByText('Français')).toBeTruthy();
    const failed = screen.getByText('sam@example.org').closest('tr') as HTMLElement;
    expect(within(failed).getByText('Échec')).toBeTruthy();
    expect(within(failed).getByText('Anglais')).toBeTruthy();
    expect(listQuery(seen[0].url).sort).toEqual(['createdAt', 'DESC']);
    expect(screen.getByRole('button', { name: 'Exporter' })).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Envoi' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Échec' }));
    await waitFor(() => expect(screen.queryByText('lea@example.org')).toBeNull());
    expect(listQuery(seen[seen.length - 1].url).filter).toEqual({ status: 'failed' });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Langue' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Anglais' }));
    await waitFor(() => expect(listQuery(seen[seen.length - 1].url).filter).toEqual({ status: 'failed', mail_locale: 'en' }));
    expect(screen.getByText('sam@example.org')).toBeTruthy();
  });

  it('shows a failed request and sends it again (queued, pending until the outbox sends it)', async () => {
    let current = sam;
    const seen = stubFetch((method, url) => {
      if (method === 'GET' && url === '/api/admin-panel/starter-kit-requests/s2') return { body: current };
      if (method === 'POST' && url === '/api/admin-panel/starter-kit-requests/s2/resend') {
        current = { ...sam, status: 'pending', last_error: null };
        return { body: current };
      }
      if (method === 'GET' && url.startsWith('/api/admin-panel/starter-kit-requests?')) return listAnswer('starter-kit-requests', [current]);
      return undefined;
    });
    await renderApp('/admin/starter-kit-requests/s2/show');

    expect(await screen.findByText('The mail server could not be reached or refused the message.')).toBeTruthy();
    expect(screen.getByText('Échec')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Renvoyer' }));

    await waitFor(() => expect(seen.some((request) => request.method === 'POST')).toBe(true));
    expect(await screen.findByText('Kit de démarrage remis à l’envoi.')).toBeTruthy();
    expect(await screen.findByText('En attente')).toBeTruthy();
    expect(screen.queryByText('The mail server could not be reached or refused the message.')).toBeNull();
  });
});
