import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';

/** The module afresh in each test, as a first page load has it (test files share loaded modules). */
let translations: typeof import('./index');

describe('lazy part of the translations (account pages)', () => {
  beforeEach(async () => {
    vi.resetModules();
    translations = await import('./index');
  });

  it('is not in the first load, then follows every language switch once asked for', async () => {
    const i18n = translations.createI18n('fr');
    expect(i18n.exists('auth.signIn.submit')).toBe(false);
    expect(i18n.t('session.signIn')).toBe('Se connecter');

    await translations.ensureLazyTranslations(i18n);
    expect(i18n.t('auth.signIn.submit')).toBe('Se connecter');
    expect(i18n.t('forms.required')).toBe('Ce champ est obligatoire.');

    // What the language selector does: load the language, then switch.
    await translations.ensureLanguageLoaded(i18n, 'en');
    await i18n.changeLanguage('en');
    expect(i18n.t('auth.signIn.submit')).toBe('Sign in');
    expect(i18n.t('account.menu.logout')).toBe('Log out');
  });

  it('also when the switch goes through the instance react-i18next hands out (a wrapper)', async () => {
    const i18n = translations.createI18n('fr');
    await translations.ensureLazyTranslations(i18n);
    const wrapper = ({ children }: { children: ReactNode }) => createElement(I18nextProvider, { i18n }, children);
    const { result } = renderHook(() => useTranslation(), { wrapper });
    await act(async () => {
      await translations.ensureLanguageLoaded(result.current.i18n, 'en');
      await result.current.i18n.changeLanguage('en');
    });
    expect(result.current.t('auth.signUp.email.send')).toBe('Get a code');
  });
});
