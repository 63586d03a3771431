import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { stubFetch } from '../../test/fetchStub';
import { listAnswer, listQuery, renderApp, signInAdmin } from '../../test/renderApp';
import type { ReviewRecord } from './review';

const leaveTo = vi.hoisted(() => vi.fn());
vi.mock('../../lib/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../lib/navigation')>()), leaveTo }));

beforeEach(() => {
  vi.resetModules();
  signInAdmin();
});

// The whole back office renders in each test.
configure({ asyncUtilTimeout: 15_000 });

const rude: ReviewRecord = {
  id: 'r1',
  rating: 1,
  text: 'Propos injurieux envers l’expert, à modérer.',
  locale: 'fr',
  consultant: 'c1',
  consultant_name: 'Asha Rao',
  client: 'k1',
  client_name: 'Paul Martin',
  booking: 'b1',
  hidden: false,
  hidden_reason: null,
  hidden_at: null,
  reply_text: null,
  replied_at: null,
  createdAt: '2026-03-10T09:00:00.000Z',
  updatedAt: '2026-03-10T09:00:00.000Z',
};
const kind: ReviewRecord = { ...rude, id: 'r2', rating: 5, text: 'Séance très apaisante, merci beaucoup.', client_name: 'Léa Moreau', reply_text: 'Merci Léa !' };

describe('reviews moderation (docs/api-reviews.md "Moderation")', () => {
  it('lists the reviews newest first with their stars and visibility, filtered by rating and hidden', async () => {
    const seen = stubFetch((method, url) => {
      if (method === 'GET' && /^\/api\/admin-panel\/(consultants|clients)\?/.test(url)) return listAnswer(url.includes('/consultants') ? 'consultants' : 'clients', []);
      if (method !== 'GET' || !url.startsWith('/api/admin-panel/reviews?')) return undefined;
      const { rating, hidden } = listQuery(url).filter;
      return listAnswer(
        'reviews',
        [rude, kind].filter((review) => (rating === undefined || review.rating === rating) && (hidden === undefined || review.hidden === hidden)),
      );
    });
    await renderApp('/admin/reviews');

    const row = (await screen.findByText('Paul Martin')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('img', { name: '1 étoile sur 5' })).toBeTruthy();
    expect(within(row).getByText('Public')).toBeTruthy();
    expect(listQuery(seen.find((request) => request.url.startsWith('/api/admin-panel/reviews?'))!.url).sort).toEqual(['createdAt', 'DESC']);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Note' }));
    fireEvent.click(await screen.findByRole('option', { name: '5' }));
    await waitFor(() => expect(screen.queryByText('Paul Martin')).toBeNull());
    const reviewLists = seen.filter((request) => request.url.startsWith('/api/admin-panel/reviews?'));
    expect(listQuery(reviewLists[reviewLists.length - 1].url).filter).toEqual({ rating: 5 });
    expect(screen.getByText('Léa Moreau')).toBeTruthy();
  });

  it('hides a review with a reason (required), then shows it again', async () => {
    let current = rude;
    const seen = stubFetch((method, url, body) => {
      if (method === 'GET' && url === '/api/admin-panel/reviews/r1') return { body: current };
      if (method === 'POST' && url === '/api/admin-panel/reviews/r1/hide') {
        current = { ...rude, hidden: true, hidden_reason: (body as { reason: string }).reason, hidden_at: '2026-03-11T10:00:00.000Z' };
        return { body: current };
      }
      if (method === 'POST' && url === '/api/admin-panel/reviews/r1/unhide') {
        current = rude;
        return { body: current };
      }
      if (method === 'GET' && url.startsWith('/api/admin-panel/reviews?')) return listAnswer('reviews', [current]);
      if (method === 'GET' && url.startsWith('/api/admin-panel/consultants')) return listAnswer('consultants', []);
      if (method === 'GET' && url.startsWith('/api/admin-panel/clients')) return listAnswer('clients', []);
      return undefined;
    });
    await renderApp('/admin/reviews/r1/show');

    expect(await screen.findByText('Propos injurieux envers l’expert, à modérer.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Masquer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Masquer cet avis' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Masquer' }));
    expect(await within(dialog).findByText('Écrivez le motif.')).toBeTruthy();
    expect(seen.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Motif/ }), { target: { value: 'Propos injurieux.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Masquer' }));
    await waitFor(() => expect(seen.some((request) => request.method === 'POST' && request.url.endsWith('/hide'))).toBe(true));
    expect(seen.find((request) => request.url.endsWith('/hide'))!.body).toEqual({ reason: 'Propos injurieux.' });
    expect(await screen.findByText('Avis masqué.')).toBeTruthy();
    expect(await screen.findByText('Propos injurieux.')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Réafficher' }));
    const confirm = await screen.findByRole('dialog', { name: 'Réafficher cet avis' });
    fireEvent.click(within(confirm).getByRole('button', { name: /Réafficher|Confirmer/ }));
    await waitFor(() => expect(seen.some((request) => request.method === 'POST' && request.url.endsWith('/unhide'))).toBe(true));
    expect(await screen.findByText('Avis de nouveau public.')).toBeTruthy();
  });
});
