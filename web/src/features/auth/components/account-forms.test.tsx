import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignInPage } from './sign-in-page';
import { ResetPasswordPage } from './reset-password-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { createI18n, ensureLazyTranslations } from '../../../lib/i18n';
import { renderRoutes } from '../../../test/render';

const apiError = (status: number, name: string, message: string, details?: Record<string, unknown>) =>
  new Response(JSON.stringify({ error: { status, name, message, details } }), { status, headers: { 'Content-Type': 'application/json' } });

async function render(path: string, pattern: string, element: JSX.Element, language: 'fr' | 'en' = 'fr') {
  const i18n = createI18n(language);
  await ensureLazyTranslations(i18n);
  return renderRoutes([{ path: pattern, element }], path, i18n);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sign-in form', () => {
  it('checks the fields with the API rules in French, focusing the first, without calling the API', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await render('/public/client/sign-in', '/public/:role/sign-in', <SignInPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Adresse e-mail/), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Saisissez une adresse e-mail valide.')).toBeInTheDocument();
    expect(screen.getByText('Ce champ est obligatoire.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Adresse e-mail/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says it in English for an English reader', async () => {
    vi.stubGlobal('fetch', vi.fn());
    await render('/public/client/sign-in', '/public/:role/sign-in', <SignInPage />, 'en');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^E-mail address/), 'ana@example.org');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
  });

  it('shows the generic refusal of the API above the form', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => apiError(401, 'UnauthorizedError', 'Adresse e-mail ou mot de passe incorrect.')),
    );
    await render('/public/client/sign-in', '/public/:role/sign-in', <SignInPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Adresse e-mail/), 'ana@example.org');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByTestId('sign-in-error')).toHaveTextContent('Adresse e-mail ou mot de passe incorrect.');
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  });
});

describe('forgot-password form', () => {
  it('puts the API field error under the address', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => apiError(400, 'ValidationError', 'Données invalides', { fieldErrors: { email: ['Domaine refusé'] } })),
    );
    await render('/public/client/forget-password', '/public/:role/forget-password', <ForgotPasswordPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Adresse e-mail/), 'ana@example.org');
    await user.click(screen.getByRole('button', { name: /lien/i }));
    const email = screen.getByLabelText(/^Adresse e-mail/);
    expect(await screen.findByText('Domaine refusé')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
  });
});

describe('reset-password form', () => {
  const path = '/public/client/verify/0123456789abcdefghij0123/ana@example.org';
  const pattern = '/public/:role/verify/:token/:email';

  it('checks the new password with the API rule and its confirmation', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await render(path, pattern, <ResetPasswordPage />, 'en');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByText('10 to 128 characters, with at least one letter and one digit.')).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the API field error under the new password', async () => {
    const fetchMock = vi.fn(async () => apiError(400, 'ValidationError', 'Données invalides', { fieldErrors: { password: ['Ce mot de passe est trop courant.'] } }));
    vi.stubGlobal('fetch', fetchMock);
    await render(path, pattern, <ResetPasswordPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nouveau mot de passe/), 'Wellness-2026');
    await user.type(screen.getByLabelText(/^Confirmer le nouveau mot de passe/), 'Wellness-2026');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(await screen.findByText('Ce mot de passe est trop courant.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nouveau mot de passe/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Nouveau mot de passe/)).toHaveFocus();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ token: '0123456789abcdefghij0123', email: 'ana@example.org', password: 'Wellness-2026' });
  });
});
