import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';

import type { DashboardFigures } from '../../providers/dataProvider';
import { stubFetch } from '../../test/fetchStub';
import { listAnswer, listQuery, renderApp, signInAdmin } from '../../test/renderApp';

const leaveTo = vi.hoisted(() => vi.fn());
vi.mock('../../lib/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../lib/navigation')>()), leaveTo }));

beforeEach(() => {
  vi.resetModules();
  signInAdmin();
});

// The whole back office renders in each test.
configure({ asyncUtilTimeout: 15_000 });

const post = (id: string, title: string, translation: string) => ({
  id,
  title: { fr: title, en: null },
  slug: { fr: id, en: null },
  excerpt: { fr: null, en: null },
  body: { fr: 'Texte.', en: null },
  tags: { fr: [], en: [] },
  cover: null,
  cover_alt: { fr: null, en: null },
  author: null,
  published_date: '2026-11-01',
  published: true,
  deletedAt: null,
  translation,
});

/** The path and the parsed filter of a link. */
function target(link: HTMLElement) {
  const url = new URL(link.getAttribute('href')!, 'http://localhost');
  return { path: url.pathname, filter: JSON.parse(url.searchParams.get('filter') ?? 'null') as unknown };
}

describe('the translation status of localized lists (docs/api.md "Translation status")', () => {
  it('shows each blog post’s English side in words, and filters the list to the posts missing or outdated', async () => {
    const seen = stubFetch((method, url) => {
      if (method !== 'GET') return undefined;
      if (url.startsWith('/api/admin-panel/blogs?')) return listAnswer('blogs', [post('b1', 'Respirer', 'missing'), post('b2', 'Dormir', 'outdated'), post('b3', 'Marcher', 'complete')]);
      if (url.startsWith('/api/admin-panel/authors?')) return listAnswer('authors', []);
      return undefined;
    });
    await renderApp('/admin/blogs');

    const row = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;
    await screen.findByText('Respirer');
    expect(screen.getByRole('columnheader', { name: 'Anglais' })).toBeTruthy();
    expect(within(row('Respirer')).getByText('Anglais manquant')).toBeTruthy();
    expect(within(row('Dormir')).getByText('Anglais à mettre à jour')).toBeTruthy();
    expect(within(row('Marcher')).getByText('Anglais complet')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Traduction anglaise' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Anglais manquant ou à mettre à jour' }));
    await waitFor(() => expect(seen.some((request) => request.url.startsWith('/api/admin-panel/blogs?') && listQuery(request.url).filter.translation === 'incomplete')).toBe(true));
  });

  it('is the same shared column and filter on a reference list', async () => {
    stubFetch((method, url) =>
      method === 'GET' && url.startsWith('/api/admin-panel/disorders?')
        ? listAnswer('disorders', [{ id: 'd1', name: { fr: 'Migraine', en: 'Migraine' }, slug: 'migraine', deletedAt: null, translation: 'outdated' }])
        : undefined,
    );
    await renderApp('/admin/disorders');
    const row = (await screen.findByText('Migraine')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Anglais à mettre à jour')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Traduction anglaise' })).toBeTruthy();
  });

  it('the dashboard counts the lists’ missing and outdated English, each count leading to the filtered list', async () => {
    const figures: DashboardFigures = {
      bookings_per_week: [],
      revenue: [],
      signups_per_week: [],
      consultants_awaiting_approval: 0,
      open_contact_requests: 0,
      upcoming_bookings: 0,
      open_complaints: 0,
      outbox_failed: 0,
      outbox_dead: 0,
      webinars_this_week: 0,
      webinar_registrations_this_week: 0,
      translations: [
        { resource: 'blogs', missing: 2, outdated: 1 },
        { resource: 'disorders', missing: 0, outdated: 0 },
        { resource: 'quotes', missing: 0, outdated: 3 },
      ],
    };
    stubFetch((method, url) => (method === 'GET' && url.startsWith('/api/admin-panel/dashboard?') ? { body: figures } : undefined));
    await renderApp('/admin/');

    const block = await screen.findByRole('region', { name: 'Traductions anglaises à faire' });
    expect(within(block).getByText('Articles de blog')).toBeTruthy();
    expect(target(within(block).getByRole('link', { name: '2 sans anglais' }))).toEqual({ path: '/admin/blogs', filter: { translation: 'missing' } });
    expect(target(within(block).getByRole('link', { name: '1 anglais à mettre à jour' }))).toEqual({ path: '/admin/blogs', filter: { translation: 'outdated' } });
    expect(target(within(block).getByRole('link', { name: '3 anglais à mettre à jour' }))).toEqual({ path: '/admin/quotes', filter: { translation: 'outdated' } });
    // a list with nothing to translate is left out
    expect(within(block).queryByText('Troubles')).toBeNull();
  });

  it('the dashboard says when every English translation is up to date', async () => {
    const figures = {
      bookings_per_week: [],
      revenue: [],
      signups_per_week: [],
      consultants_awaiting_approval: 0,
      open_contact_requests: 0,
      upcoming_bookings: 0,
      open_complaints: 0,
      outbox_failed: 0,
      outbox_dead: 0,
      webinars_this_week: 0,
      webinar_registrations_this_week: 0,
      translations: [{ resource: 'blogs', missing: 0, outdated: 0 }],
    } satisfies DashboardFigures;
    stubFetch((method, url) => (method === 'GET' && url.startsWith('/api/admin-panel/dashboard?') ? { body: figures } : undefined));
    await renderApp('/admin/');
    const block = await screen.findByRole('region', { name: 'Traductions anglaises à faire' });
    expect(within(block).getByText('Toutes les traductions anglaises sont à jour.')).toBeTruthy();
  });
});
