import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';

import type { DashboardFigures } from '../../providers/dataProvider';
import { stubFetch } from '../../test/fetchStub';
import { listAnswer, listQuery, renderApp, signInAdmin } from '../../test/renderApp';
import { stubScreen } from '../../test/screen';
import type { OutboxMessage } from './status';

const leaveTo = vi.hoisted(() => vi.fn());
vi.mock('../../lib/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../lib/navigation')>()), leaveTo }));

beforeEach(() => {
  vi.resetModules();
  signInAdmin();
});

// The whole back office renders in each test.
configure({ asyncUtilTimeout: 15_000 });

const booking: OutboxMessage = {
  id: 'm1',
  channel: 'email',
  template: 'booking-confirmed',
  recipient: 'lea@example.org',
  language: 'fr',
  status: 'sent',
  attempts: 1,
  last_error: null,
  next_attempt_at: null,
  sent_at: '2026-03-10T09:00:05.000Z',
  message_id: '<2f1c@ayuvie.example>',
  related: 'booking:b1',
  sensitive: true,
  priority: 5,
  createdAt: '2026-03-10T09:00:00.000Z',
  updatedAt: '2026-03-10T09:00:05.000Z',
};
const reset: OutboxMessage = {
  ...booking,
  id: 'm2',
  template: 'password-reset',
  recipient: 'sam@example.org',
  language: 'en',
  status: 'dead',
  attempts: 9,
  sent_at: null,
  last_error: 'connect ECONNREFUSED 10.0.0.5:587',
  message_id: '<9a7e@ayuvie.example>',
  related: null,
  sensitive: false,
  priority: 0,
};
const changed: OutboxMessage = { ...reset, id: 'm3', template: 'password-changed', recipient: 'nina@example.org', status: 'failed', attempts: 2, last_error: '421 Service not available' };

/** The outbox's list answer: the messages matching the request's status and template filters. */
const listOf = (messages: OutboxMessage[]) => (url: string) => {
  const { status, template } = listQuery(url).filter;
  return listAnswer(
    'outbox',
    messages.filter((message) => (!status || message.status === status) && (!template || message.template === template)),
  );
};

describe('the outbox in the back office (docs/messaging.md "Back office")', () => {
  it('lists the messages newest first with their delivery in words, filtered by status and template', async () => {
    stubScreen('desktop');
    const list = listOf([booking, reset, changed]);
    const seen = stubFetch((method, url) => (method === 'GET' && url.startsWith('/api/admin-panel/outbox?') ? list(url) : undefined));
    await renderApp('/admin/outbox');

    const row = (await screen.findByText('lea@example.org')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Réservation confirmée')).toBeTruthy();
    expect(within(row).getByText('Envoyé')).toBeTruthy();
    expect(within(row).getByText('E-mail')).toBeTruthy();
    const dead = screen.getByText('sam@example.org').closest('tr') as HTMLElement;
    expect(within(dead).getByText('Réinitialisation du mot de passe')).toBeTruthy();
    expect(within(dead).getByText('Abandonné')).toBeTruthy();
    expect(within(dead).getByText('9')).toBeTruthy();
    expect(within(screen.getByText('nina@example.org').closest('tr') as HTMLElement).getByText('Échec, nouvel essai prévu')).toBeTruthy();
    expect(listQuery(seen[0].url).sort).toEqual(['createdAt', 'DESC']);
    expect(screen.getByRole('button', { name: 'Exporter' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Tentatives/ })).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Statut' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Abandonné' }));
    await waitFor(() => expect(screen.queryByText('lea@example.org')).toBeNull());
    expect(listQuery(seen[seen.length - 1].url).filter).toEqual({ status: 'dead' });
    expect(screen.getByText('sam@example.org')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Message' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Mot de passe modifié' }));
    await waitFor(() => expect(listQuery(seen[seen.length - 1].url).filter).toEqual({ status: 'dead', template: 'password-changed' }));
    await waitFor(() => expect(screen.queryByText('sam@example.org')).toBeNull());
  });

  it('shows a phone a list of the messages: which, to whom, where it stands', async () => {
    stubScreen('phone');
    const list = listOf([reset]);
    stubFetch((method, url) => (method === 'GET' && url.startsWith('/api/admin-panel/outbox?') ? list(url) : undefined));
    await renderApp('/admin/outbox');

    const link = (await screen.findByText('Réinitialisation du mot de passe')).closest('a') as HTMLElement;
    expect(link.getAttribute('href')).toBe('/admin/outbox/m2/show');
    expect(within(link).getByText('sam@example.org')).toBeTruthy();
    expect(within(link).getByText(/^Abandonné · /)).toBeTruthy();
  });

  it('shows a booking e-mail without its content and sends a message already sent again once the admin confirms', async () => {
    let current = booking;
    const seen = stubFetch((method, url) => {
      if (method === 'GET' && url === '/api/admin-panel/outbox/m1') return { body: current };
      if (method === 'POST' && url === '/api/admin-panel/outbox/m1/resend') {
        current = { ...booking, status: 'queued' };
        return { body: current };
      }
      if (method === 'GET' && url.startsWith('/api/admin-panel/outbox?')) return listAnswer('outbox', [current]);
      return undefined;
    });
    await renderApp('/admin/outbox/m1/show');

    expect(await screen.findByText(/Le contenu de ce message n’est pas affiché : il concerne une réservation ou une réclamation/)).toBeTruthy();
    expect(screen.getByText('Réservation confirmée')).toBeTruthy();
    expect(screen.getByText('<2f1c@ayuvie.example>')).toBeTruthy();
    expect(screen.getByText('booking:b1')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Renvoyer' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Ce message a déjà été envoyé : son destinataire le recevra une seconde fois.')).toBeTruthy();
    expect(seen.some((request) => request.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Renvoyer' }));

    await waitFor(() => expect(seen.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual(['/api/admin-panel/outbox/m1/resend']));
    expect(await screen.findByText('Message remis en file d’envoi.')).toBeTruthy();
    expect(await screen.findByText('En file')).toBeTruthy();
  });

  it('sends a dead message again at once from its page, in English', async () => {
    window.localStorage.setItem('selectedLanguage', 'en');
    let current = reset;
    const seen = stubFetch((method, url) => {
      if (method === 'GET' && url === '/api/admin-panel/outbox/m2') return { body: current };
      if (method === 'POST' && url === '/api/admin-panel/outbox/m2/resend') {
        current = { ...reset, status: 'queued', next_attempt_at: '2026-03-11T08:00:00.000Z' };
        return { body: current };
      }
      if (method === 'GET' && url.startsWith('/api/admin-panel/outbox?')) return listAnswer('outbox', [current]);
      return undefined;
    });
    try {
      await renderApp('/admin/outbox/m2/show');

      expect(await screen.findByText('connect ECONNREFUSED 10.0.0.5:587')).toBeTruthy();
      expect(screen.getByText('Given up')).toBeTruthy();
      expect(screen.getByText(/The content of messages is not shown in the back office/)).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Send again' }));

      await waitFor(() => expect(seen.some((request) => request.method === 'POST' && request.url === '/api/admin-panel/outbox/m2/resend')).toBe(true));
      expect(await screen.findByText('Message queued to be sent again.')).toBeTruthy();
      expect(await screen.findByText('Queued')).toBeTruthy();
    } finally {
      window.localStorage.removeItem('selectedLanguage');
    }
  });

  it('sends the selected messages again, one request each, once the admin confirms', async () => {
    stubScreen('desktop');
    const messages = [reset, changed];
    const seen = stubFetch((method, url) => {
      const resend = /^\/api\/admin-panel\/outbox\/(m\d)\/resend$/.exec(url);
      if (method === 'POST' && resend) return { body: { ...messages.find((message) => message.id === resend[1]), status: 'queued' } };
      if (method === 'GET' && url.startsWith('/api/admin-panel/outbox?')) return listAnswer('outbox', messages);
      return undefined;
    });
    await renderApp('/admin/outbox');

    await screen.findByText('sam@example.org');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tout sélectionner' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Renvoyer' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Renvoyer ces 2 messages ?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Renvoyer' }));

    await waitFor(() =>
      expect(
        seen
          .filter((request) => request.method === 'POST')
          .map((request) => request.url)
          .sort(),
      ).toEqual(['/api/admin-panel/outbox/m2/resend', '/api/admin-panel/outbox/m3/resend']),
    );
    expect(await screen.findByText('2 messages remis en file d’envoi.')).toBeTruthy();
  });

  it('counts the failed and the dead messages on the dashboard, each leading to the outbox filtered by that status', async () => {
    const figures: DashboardFigures = {
      bookings_per_week: [],
      revenue: [],
      signups_per_week: [],
      consultants_awaiting_approval: 0,
      open_contact_requests: 0,
      upcoming_bookings: 0,
      open_complaints: 0,
      outbox_failed: 2,
      outbox_dead: 1,
      webinars_this_week: 0,
      webinar_registrations_this_week: 0,
      translations: [],
    };
    const list = listOf([booking, reset, changed]);
    const seen = stubFetch((method, url) => {
      if (method === 'GET' && url.startsWith('/api/admin-panel/dashboard?')) return { body: figures };
      if (method === 'GET' && url.startsWith('/api/admin-panel/outbox?')) return list(url);
      return undefined;
    });
    await renderApp('/admin/');

    const failed = await screen.findByRole('link', { name: '2 messages en échec, nouvel essai prévu' });
    const failedTarget = new URL(failed.getAttribute('href')!, 'http://localhost');
    expect([failedTarget.pathname, JSON.parse(failedTarget.searchParams.get('filter')!)]).toEqual(['/admin/outbox', { status: 'failed' }]);
    const dead = screen.getByRole('link', { name: '1 message abandonné, à renvoyer' });
    fireEvent.click(dead);
    await waitFor(() => expect(window.location.pathname).toBe('/admin/outbox'));
    const read = () => seen.filter((request) => request.url.startsWith('/api/admin-panel/outbox?')).at(-1);
    await waitFor(() => expect(listQuery(read()!.url).filter).toEqual({ status: 'dead' }));
    expect(await screen.findByText('sam@example.org')).toBeTruthy();
    expect(screen.queryByText('lea@example.org')).toBeNull();
    expect((await screen.findByRole('combobox', { name: 'Statut' })).textContent).toContain('Abandonné');
  });
});
