import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';

import { stubFetch } from '../../test/fetchStub';
import { renderApp, signInAdmin } from '../../test/renderApp';

beforeEach(() => {
  vi.resetModules();
  signInAdmin();
});

const home = {
  id: 'p1',
  slug: 'home',
  title: { fr: 'Accueil', en: 'Home' },
  subtitle: { fr: null, en: null },
  sections: { fr: [], en: [] },
  figures: {
    fr: [
      { value: '500+', label: 'experts pré-inscrits' },
      { value: '17', label: 'objectifs de développement durable' },
    ],
    en: [{ value: '500+', label: 'pre-registered experts' }],
  },
  published: true,
  deletedAt: null,
};

describe('pages (spec §2 admin "pages")', () => {
  it('edits the marketing figures of the home page per language', async () => {
    const seen = stubFetch((method, url, body) => {
      if (url === '/api/admin-panel/pages/p1') return { status: 200, body: method === 'PUT' ? body : home };
      return undefined;
    });
    await renderApp('/admin/pages/p1');

    const figureValues = () => screen.queryAllByRole('textbox', { name: /Valeur \(par exemple 500\+\)/ }).map((input) => (input as HTMLInputElement).value);
    // French figures first, then English ones
    await waitFor(() => expect(figureValues()).toEqual(['500+', '17', '500+']));
    const values = screen.getAllByRole('textbox', { name: /Valeur \(par exemple 500\+\)/ });
    fireEvent.change(values[0], { target: { value: '512' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(seen.some((request) => request.method === 'PUT')).toBe(true));
    const saved = seen.find((request) => request.method === 'PUT')!.body as typeof home;
    expect(saved.figures.fr).toEqual([
      { value: '512', label: 'experts pré-inscrits' },
      { value: '17', label: 'objectifs de développement durable' },
    ]);
    expect(saved.figures.en).toEqual([{ value: '500+', label: 'pre-registered experts' }]);
  });
});
