import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Footer, copyrightYear } from './footer';
import { createI18n } from '../lib/i18n';
import { renderWithProviders } from '../test/render';
import { clock } from '../lib/clock';

afterEach(() => {
  vi.useRealTimers();
});

describe('footer copyright (spec §2 "copyright line with the current year")', () => {
  it('shows © {current year} {legal name}', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2031, 5, 15));
    renderWithProviders(<Footer legalName="Bien-Être SAS" />, createI18n('fr'));
    expect(screen.getByTestId('copyright')).toHaveTextContent('© 2031 Bien-Être SAS');
  });

  it('takes the year from the clock', () => {
    expect(copyrightYear(() => new Date(1999, 11, 31, 23, 59))).toBe(1999);
    expect(copyrightYear()).toBe(clock.now().getFullYear());
  });

  it('links the legal and help pages, with French labels by default', () => {
    renderWithProviders(<Footer legalName="X" socialLinks={[{ network: 'instagram', url: 'https://instagram.com/x' }]} />, createI18n('fr'));
    expect(screen.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Conditions générales' })).toHaveAttribute('href', '/terms-conditions');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/x');
  });

  it('spells the social networks as their brands do', () => {
    const socialLinks = ['youtube', 'linkedin', 'whatsapp', 'x'].map((network) => ({ network, url: `https://${network}.example/ayuvie` }));
    renderWithProviders(<Footer legalName="X" socialLinks={socialLinks} />, createI18n('en'));
    for (const name of ['YouTube', 'LinkedIn', 'WhatsApp', 'X']) expect(screen.getByRole('link', { name })).toBeInTheDocument();
  });
});
