import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsletterSignup } from './newsletter-signup';
import { createI18n, ensureLanguageLoaded } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import fr from '../../../lib/i18n/locales/fr.json';
import en from '../../../lib/i18n/locales/en.json';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** An instance in English (its translations are a separate chunk). */
async function english() {
  const instance = createI18n('en');
  await ensureLanguageLoaded(instance, 'en');
  return instance;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('newsletter form of the footer', () => {
  it('is its own section (#newsletter) whose e-mail field no other e-mail locator of the site can take for its own', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderWithProviders(<NewsletterSignup />, createI18n('fr'));
    const section = screen.getByRole('region', { name: fr.newsletter.form.title });
    expect(section).toHaveAttribute('id', 'newsletter');
    const field = await screen.findByRole('textbox', { name: new RegExp(`^${fr.newsletter.form.email}`) });
    expect(field).toHaveAttribute('type', 'email');
    // The browser tests find the other e-mail fields by the start of their label.
    for (const texts of [fr, en]) {
      for (const label of [texts.auth.signIn.email, texts.auth.signUp.email.label, texts.contact.fields.email]) {
        expect(texts.newsletter.form.email.startsWith(label)).toBe(false);
        expect(texts.newsletter.form.email.toLowerCase()).not.toContain(label.toLowerCase());
      }
    }
    expect(screen.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('checks the address in the browser without calling the API', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<NewsletterSignup />, createI18n('fr'));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Votre e-mail/), 'pas-une-adresse');
    await user.click(screen.getByRole('button', { name: 'S’abonner' }));
    expect(await screen.findByText('Saisissez une adresse e-mail valide.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Votre e-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the address with the interface language and says to check the inbox', async () => {
    const fetchMock = vi.fn(async () => json(202, { data: { message: 'Thank you!' } }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<NewsletterSignup />, await english());
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Your e-mail for the newsletter/), ' Lea@Example.org ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(en.newsletter.form.sent)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Check your inbox');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/client/newsletter');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'lea@example.org', locale: 'en' });
    await waitFor(() => expect(screen.getByLabelText(/^Your e-mail for the newsletter/)).toHaveValue(''));
  });

  it('shows the API field error under the field and a refusal (429) in the page', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(400, { error: { status: 400, name: 'ValidationError', message: 'Certains champs sont invalides.', details: { fieldErrors: { email: ['Domaine refusé'] } } } }))
      .mockResolvedValueOnce(json(429, { error: { status: 429, name: 'TooManyRequests', message: 'Trop de tentatives. Réessayez dans 60 min.' } }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<NewsletterSignup />, createI18n('fr'));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Votre e-mail/), 'lea@example.org');
    await user.click(screen.getByRole('button', { name: 'S’abonner' }));
    expect(await screen.findByText('Domaine refusé')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'S’abonner' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives. Réessayez dans 60 min.');
    expect(screen.queryByText(fr.newsletter.form.sent)).not.toBeInTheDocument();
  });
});
