import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { dayEndInstant, dayStartInstant } from '../../common/dates';
import { stubFetch } from '../../test/fetchStub';
import { listAnswer, listQuery, renderApp, signInAdmin } from '../../test/renderApp';

const leaveTo = vi.hoisted(() => vi.fn());
vi.mock('../../lib/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../lib/navigation')>()), leaveTo }));

beforeEach(() => {
  vi.resetModules();
  signInAdmin();
});

const lea = {
  id: 's1',
  email: 'lea@example.org',
  status: 'confirmed',
  mail_locale: 'fr',
  consent_at: '2026-03-10T09:00:00.000Z',
  consent_ip: '203.0.113.7',
  consent_version: 'newsletter-consent-2026-11',
  confirmed_at: '2026-03-10T09:05:00.000Z',
  unsubscribed_at: null,
  createdAt: '2026-03-10T09:00:00.000Z',
};
const tom = { ...lea, id: 's2', email: 'tom@example.org', status: 'pending', mail_locale: 'en', confirmed_at: null };

describe('newsletter subscribers (spec §1 "a newsletter")', () => {
  it('lists the subscribers newest first with their state, filtered by state, read only, with a CSV export', async () => {
    const seen = stubFetch((method, url) => {
      if (method !== 'GET' || !url.startsWith('/api/admin-panel/newsletter-subscribers?')) return undefined;
      const { status } = listQuery(url).filter;
      return listAnswer(
        'newsletter-subscribers',
        [lea, tom].filter((subscriber) => !status || subscriber.status === status),
      );
    });
    await renderApp('/admin/newsletter-subscribers');

    const row = (await screen.findByText('lea@example.org')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Confirmé')).toBeTruthy();
    expect(within(row).getByText('Français')).toBeTruthy();
    const other = screen.getByText('tom@example.org').closest('tr') as HTMLElement;
    expect(within(other).getByText('En attente de confirmation')).toBeTruthy();
    expect(within(other).getByText('Anglais')).toBeTruthy();
    expect(listQuery(seen[0].url).sort).toEqual(['createdAt', 'DESC']);
    expect(screen.getByRole('button', { name: 'Exporter' })).toBeTruthy();
    // No way to add a subscriber by hand.
    expect(screen.queryByRole('link', { name: /Créer/ })).toBeNull();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'État' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Confirmé' }));
    await waitFor(() => expect(screen.queryByText('tom@example.org')).toBeNull());
    expect(listQuery(seen[seen.length - 1].url).filter).toEqual({ status: 'confirmed' });
  });

  it('filters by the language of the e-mails and by days of subscription', async () => {
    const filter = { mail_locale: 'en', createdAt_gte: dayStartInstant('2026-03-01'), createdAt_lte: dayEndInstant('2026-03-31') };
    const seen = stubFetch((method, url) => (method === 'GET' && url.startsWith('/api/admin-panel/newsletter-subscribers?') ? listAnswer('newsletter-subscribers', [tom]) : undefined));
    await renderApp(`/admin/newsletter-subscribers?filter=${encodeURIComponent(JSON.stringify(filter))}`);

    expect(await screen.findByText('tom@example.org')).toBeTruthy();
    expect(listQuery(seen.find((request) => request.url.startsWith('/api/admin-panel/newsletter-subscribers?'))!.url).filter).toEqual(filter);
    expect((await screen.findByRole('combobox', { name: 'Langue des e-mails' })).textContent).toBe('Anglais');
    // The date filters fill in once the form has read the URL's filter (later than the first paint on a busy machine).
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Depuis le').value).toBe('2026-03-01'));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>("Jusqu'au").value).toBe('2026-03-31'));
  });

  it('shows the proof of consent and erases a subscriber for good after a confirmation', async () => {
    const seen = stubFetch((method, url) => {
      if (method === 'GET' && url === '/api/admin-panel/newsletter-subscribers/s1') return { body: lea };
      if (method === 'DELETE' && url === '/api/admin-panel/newsletter-subscribers/s1') return { body: lea };
      if (method === 'GET' && url.startsWith('/api/admin-panel/newsletter-subscribers?')) return listAnswer('newsletter-subscribers', []);
      return undefined;
    });
    await renderApp('/admin/newsletter-subscribers/s1/show');

    expect(await screen.findByText('203.0.113.7')).toBeTruthy();
    expect(screen.getByText('newsletter-consent-2026-11')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Éditer|Modifier/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Effacer' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/supprimés définitivement/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(seen.some((request) => request.method === 'DELETE' && request.url === '/api/admin-panel/newsletter-subscribers/s1')).toBe(true));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/newsletter-subscribers'));
  });
});
