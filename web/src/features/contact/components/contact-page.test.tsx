import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactPage } from './contact-page';
import { createI18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillValid() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Nom/), 'Alice');
  await user.type(screen.getByLabelText(/^Adresse e-mail/), 'alice@example.org');
  await user.type(screen.getByLabelText(/^Objet/), 'Question');
  await user.type(screen.getByLabelText(/^Message/), 'Bonjour');
  return user;
}

describe('contact form', () => {
  it("checks the fields with the API's own rules", async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderWithProviders(<ContactPage />, createI18n('fr'));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Adresse e-mail/), 'pas-une-adresse');
    await user.type(screen.getByLabelText(/^Téléphone/), '12');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Saisissez une adresse e-mail valide.')).toBeInTheDocument();
    expect(screen.getByText('Saisissez un numéro de téléphone valide au format international (+33…).')).toBeInTheDocument();
  });

  it('checks required fields in the browser without calling the API', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ContactPage />, createI18n('fr'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findAllByText('Ce champ est obligatoire.')).toHaveLength(4);
    expect(screen.getByLabelText(/^Nom/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the API field errors under the fields', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { status: 400, name: 'ValidationError', message: 'Données invalides', details: { fieldErrors: { email: ['Domaine refusé'] } } } }), {
            status: 400,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    renderWithProviders(<ContactPage />, createI18n('fr'));
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Domaine refusé')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Adresse e-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Adresse e-mail/)).toHaveFocus();
  });

  it('sends the request, confirms on the page with the next steps, and offers a fresh form', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { id: 'c1' } }), { status: 201, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ContactPage />, createI18n('fr'));
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    const heading = await screen.findByRole('heading', { name: 'Message envoyé' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Merci ! Votre message a bien été envoyé. Nous vous répondrons à alice@example.org.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/client/contact-us');
    expect(JSON.parse(init.body as string)).toEqual({ name: 'Alice', email: 'alice@example.org', subject: 'Question', message: 'Bonjour' });
    await user.click(screen.getByRole('button', { name: 'Écrire un autre message' }));
    expect(screen.getByLabelText(/^Nom/)).toHaveValue('');
  });
});
