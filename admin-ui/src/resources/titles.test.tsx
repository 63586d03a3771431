import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';

import { fr } from '../i18n/fr';
import { en } from '../i18n/en';
import { stubFetch } from '../test/fetchStub';
import { renderApp, signInAdmin } from '../test/renderApp';
import { adminResources } from '.';

const leaveTo = vi.hoisted(() => vi.fn());
vi.mock('../lib/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('../lib/navigation')>()), leaveTo }));

beforeEach(() => {
  vi.resetModules();
  signInAdmin();
});

const migraine = { id: 'd1', name: { fr: 'Migraine', en: 'Headache' }, slug: 'headache', deletedAt: null };
const subscriber = {
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

function stubRecords() {
  return stubFetch((method, url) => {
    if (method === 'GET' && url === '/api/admin-panel/disorders/d1') return { body: migraine };
    if (method === 'GET' && url === '/api/admin-panel/newsletter-subscribers/s1') return { body: subscriber };
    return undefined;
  });
}

type Pages = Record<string, { page?: Record<string, string> }>;

describe('titles of a record’s pages (spec §9)', () => {
  it('names the record in the header and the tab of its edit page', async () => {
    const seen = stubRecords();
    await renderApp('/admin/disorders/d1');
    expect(await screen.findByRole('heading', { name: 'Modifier le trouble « Migraine »' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Modifier le trouble « Migraine » · Back-office'));
    // the tab's title reads the record the page reads: one request
    expect(seen.filter((request) => request.url === '/api/admin-panel/disorders/d1')).toHaveLength(1);
  });

  it('names the record in English in an English back office', async () => {
    window.localStorage.setItem('selectedLanguage', 'en');
    stubRecords();
    await renderApp('/admin/disorders/d1');
    expect(await screen.findByRole('heading', { name: 'Edit disorder “Headache”' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Edit disorder “Headache” · Back office'));
  });

  it('names the record on its show page', async () => {
    stubRecords();
    await renderApp('/admin/newsletter-subscribers/s1/show');
    expect(await screen.findByRole('heading', { name: 'Abonné à la lettre d’information « lea@example.org »' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Abonné à la lettre d’information « lea@example.org » · Back-office'));
  });

  it('gives every resource’s edit and show pages a title naming the record, in both languages', () => {
    for (const module of adminResources) {
      for (const page of ['edit', 'show'] as const) {
        if (!module[page]) continue;
        for (const messages of [fr, en]) {
          const title = (messages.resources as Pages)[module.name]?.page?.[page];
          expect(title, `${module.name} ${page}`).toContain('%{recordRepresentation}');
        }
        expect(module.recordRepresentation, module.name).toBeDefined();
      }
    }
  });
});
