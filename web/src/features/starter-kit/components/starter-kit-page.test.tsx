import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StarterKitPage } from './starter-kit-page';
import { createI18n, ensureLanguageLoaded } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const answer = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('starter kit form', () => {
  it('asks for the guides in the interface language unless another is chosen', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const en = createI18n('en');
    await ensureLanguageLoaded(en, 'en');
    renderWithProviders(<StarterKitPage />, en);
    expect(await screen.findByRole('heading', { name: 'Free starter kit and brochure' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Language of the guides/)).toHaveValue('en');
  });

  it('checks the fields in the browser without calling the API', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<StarterKitPage />, createI18n('fr'));
    expect(screen.getByLabelText(/^Langue des guides/)).toHaveValue('fr');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Adresse e-mail/), 'pas-une-adresse');
    await user.click(screen.getByRole('button', { name: 'Recevoir mon kit gratuit' }));
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    expect(screen.getByText('Saisissez une adresse e-mail valide.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nom/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts the API's field errors under their fields", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(answer(400, { error: { status: 400, name: 'ValidationError', message: 'Certains champs sont invalides.', details: { fieldErrors: { email: ['Domaine refusé'] } } } })),
    );
    renderWithProviders(<StarterKitPage />, createI18n('fr'));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nom/), 'Léa');
    await user.type(screen.getByLabelText(/^Adresse e-mail/), 'lea@example.org');
    await user.click(screen.getByRole('button', { name: 'Recevoir mon kit gratuit' }));
    expect(await screen.findByText('Domaine refusé')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Adresse e-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Adresse e-mail/)).toHaveFocus();
  });

  it('sends the request in the chosen language and says where the guides are going', async () => {
    const fetchMock = vi.fn(answer(202, { data: { id: 'k1' } }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<StarterKitPage />, createI18n('fr'));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nom/), ' Léa Moreau ');
    await user.type(screen.getByLabelText(/^Adresse e-mail/), 'Lea@Example.org');
    await user.selectOptions(screen.getByLabelText(/^Langue des guides/), 'en');
    await user.click(screen.getByRole('button', { name: 'Recevoir mon kit gratuit' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('C’est envoyé !');
    expect(status).toHaveTextContent('Votre kit de démarrage et votre brochure arrivent à l’adresse lea@example.org');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/client/starter-kit');
    expect(JSON.parse(init.body as string)).toEqual({ name: 'Léa Moreau', email: 'lea@example.org', locale: 'en' });
    await waitFor(() => expect(screen.getByTestId('starter-kit-sent')).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Faire une autre demande' }));
    expect(screen.getByLabelText(/^Nom/)).toHaveValue('');
    expect(screen.getByLabelText(/^Langue des guides/)).toHaveValue('fr');
  });
});
