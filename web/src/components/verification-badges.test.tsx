import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { VerificationBadges, VerificationSummary, type Verification } from './verification-badges';
import { createI18n, ensureLanguageLoaded } from '../lib/i18n';
import { renderWithProviders } from '../test/render';

const badges: Verification[] = [
  { kind: 'identity', label: null, verified_at: '2026-11-03T10:00:00.000Z' },
  { kind: 'degree', label: 'Diplôme de naturopathie, École de Lyon, 2012', verified_at: '2026-11-03T10:00:00.000Z' },
  { kind: 'degree', label: 'Master de psychologie, Université Lyon 2, 2018', verified_at: '2026-12-01T08:00:00.000Z' },
  { kind: 'contract', label: null, verified_at: '2026-11-03T10:00:00.000Z' },
];

describe('verification badges of an expert', () => {
  it('lists each checked item with the month of its check, in French, and links to the explanation page', async () => {
    renderWithProviders(<VerificationBadges verifications={badges} />, createI18n('fr'));
    const list = await screen.findByRole('list', { name: 'Ce que notre équipe a vérifié' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Identité vérifiée · nov. 2026',
      'Diplôme vérifié : Diplôme de naturopathie, École de Lyon, 2012 · nov. 2026',
      'Diplôme vérifié : Master de psychologie, Université Lyon 2, 2018 · déc. 2026',
      'Contrat signé vérifié · nov. 2026',
    ]);
    expect(screen.getByRole('link', { name: 'Ce que signifient ces badges' })).toHaveAttribute('href', '/verification');
  });

  it('says the same in English', async () => {
    const en = createI18n('en');
    await ensureLanguageLoaded(en, 'en');
    renderWithProviders(<VerificationBadges verifications={badges.slice(0, 2)} />, en);
    const list = await screen.findByRole('list', { name: 'What our team checked' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Identity verified · Nov 2026', 'Degree verified: Diplôme de naturopathie, École de Lyon, 2012 · Nov 2026']);
  });

  it('shows nothing when nothing was checked', async () => {
    renderWithProviders(
      <>
        <VerificationBadges verifications={[]} />
        <VerificationSummary verifications={[]} />
        <p>Fin du profil</p>
      </>,
      createI18n('fr'),
    );
    await screen.findByText('Fin du profil');
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText(/vérifié/)).toBeNull();
  });

  it('sums the card’s badges up by kind', async () => {
    renderWithProviders(<VerificationSummary verifications={badges} />, createI18n('fr'));
    const list = await screen.findByRole('list', { name: 'Ce que notre équipe a vérifié' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Identité vérifiée', '2 diplômes vérifiés', 'Contrat vérifié']);
  });
});
