import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { RootLayout } from './layout';
import { createI18n } from '../lib/i18n';
import { renderRoutes } from '../test/render';
import { clock } from '../lib/clock';

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const routes = [{ path: '/', element: <RootLayout />, children: [{ index: true, element: <p>page</p> }] }];

describe('layout and web settings (spec §2, §7, §8)', () => {
  it('shows the logo, sets the favicon and the title, and prints the legal name', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(200, {
          data: {
            site_title: 'Sérénité',
            domain_name: 'example.org',
            legal_name: 'Sérénité SAS',
            web_logo: { url: '/uploads/logo.png', alternativeText: null, width: 240, height: 160, mime: 'image/png' },
            fab_icon: { url: '/uploads/favicon.png', alternativeText: null, width: 32, height: 32, mime: 'image/png' },
            social_links: [],
            locale: 'fr',
          },
        }),
      ),
    );
    renderRoutes(routes, '/', createI18n('fr'));
    const logo = await screen.findByAltText('logo');
    expect(logo).toHaveAttribute('src', '/uploads/logo.png');
    expect(logo).toHaveAttribute('width', '120');
    expect(logo).toHaveAttribute('height', '80');
    expect(logo.closest('a')).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Sérénité'));
    expect(document.head.querySelector('link[rel~="icon"]')?.getAttribute('href')).toBe('/uploads/favicon.png');
    expect(screen.getByTestId('copyright')).toHaveTextContent(`© ${clock.now().getFullYear()} Sérénité SAS`);
    expect(screen.getByTestId('language-selector')).toHaveTextContent('Fr');
  });

  it('holds the newsletter form in the footer of every public page (#newsletter)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { data: { site_title: 'Sérénité', social_links: [], locale: 'fr' } })),
    );
    renderRoutes(routes, '/', createI18n('fr'));
    const footer = await screen.findByRole('contentinfo');
    const section = footer.querySelector('section#newsletter');
    expect(section).not.toBeNull();
    expect(await screen.findByRole('textbox', { name: /^Votre e-mail pour la lettre d’information/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'S’abonner' })).toBeInTheDocument();
  });

  it('shows the server message in an error toast when web settings fail', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(503, { error: { status: 503, name: 'ServiceUnavailable', message: 'Maintenance en cours' } })),
    );
    renderRoutes(routes, '/', createI18n('fr'));
    expect(await screen.findByText('Maintenance en cours', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('falls back to a generic translated message without a server message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderRoutes(routes, '/', createI18n('fr'));
    expect(await screen.findByText('Impossible de charger les paramètres du site.', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
