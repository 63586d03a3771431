import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangePasswordPage } from './change-password-page';
import { AreaRoleContext } from '../hooks/use-area-role';
import { createI18n, ensureLazyTranslations } from '../../../lib/i18n';
import { sessions } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function renderPage(language: 'fr' | 'en' = 'fr') {
  const i18n = createI18n(language);
  await ensureLazyTranslations(i18n);
  sessions.signIn('client', 'old.jwt', { id: '7', email: 'ana@example.org', role: 'client', display_name: 'Ana Lima' });
  return renderWithProviders(
    <AreaRoleContext.Provider value="client">
      <ChangePasswordPage />
    </AreaRoleContext.Provider>,
    i18n,
  );
}

afterEach(() => {
  sessions.signOut('client');
  vi.unstubAllGlobals();
});

describe('change password', () => {
  it('checks the fields with the API rules (English), focusing the first in error', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await renderPage('en');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/), 'no-digits-here');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByText('10 to 128 characters, with at least one letter and one digit.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current password/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a wrong current password under its field (API 400)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(400, { error: { status: 400, name: 'ValidationError', message: 'Données invalides', details: { fieldErrors: { currentPassword: ['Mot de passe actuel incorrect.'] } } } }),
      ),
    );
    await renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Mot de passe actuel/), 'Old-password-1');
    await user.type(screen.getByLabelText(/^Nouveau mot de passe/), 'Wellness-2026');
    await user.type(screen.getByLabelText(/^Confirmer le nouveau mot de passe/), 'Wellness-2026');
    await user.click(screen.getByRole('button', { name: 'Modifier le mot de passe' }));
    const current = screen.getByLabelText(/^Mot de passe actuel/);
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    expect(document.getElementById(current.getAttribute('aria-describedby') ?? '')).toHaveTextContent('Mot de passe actuel incorrect.');
    expect(current).toHaveFocus();
  });

  it('stores the fresh token and clears the form', async () => {
    const fetchMock = vi.fn(async () => json(200, { jwt: 'new.jwt', user: { id: '7', email: 'ana@example.org', role: 'client', display_name: 'Ana Lima', correspondence_language: 'fr' } }));
    vi.stubGlobal('fetch', fetchMock);
    await renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Mot de passe actuel/), 'Old-password-1');
    await user.type(screen.getByLabelText(/^Nouveau mot de passe/), 'Wellness-2026');
    await user.type(screen.getByLabelText(/^Confirmer le nouveau mot de passe/), 'Wellness-2026');
    await user.click(screen.getByRole('button', { name: 'Modifier le mot de passe' }));
    expect(await screen.findByText('Votre mot de passe a été modifié.')).toBeInTheDocument();
    expect(sessions.get('client').Token).toBe('new.jwt');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ currentPassword: 'Old-password-1', password: 'Wellness-2026' });
    await waitFor(() => expect(screen.getByLabelText(/^Mot de passe actuel/)).toHaveValue(''));
  });
});
