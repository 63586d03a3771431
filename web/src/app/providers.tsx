/**
 * App-wide providers: MUI theme in the interface language + baseline, i18next, SWR (the one fetcher, with the page's embedded API
 * answers as `fallback`: lib/initial-data), toasts.
 *
 * @module app/providers
 */
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { SWRConfig, type Middleware } from 'swr';
import CssBaseline from '@mui/material/CssBaseline';
import { THEME_ID } from '@mui/material/styles';
// The system ThemeProvider scoped to Material UI's theme id is what Material's own ThemeProvider renders
// for a theme without CSS variables; using it directly keeps the CSS-variables provider (~3 KiB gzip)
// out of the first load.
import ThemeProvider from '@mui/system/ThemeProvider';
import type { i18n as I18n } from 'i18next';
import { i18n as appI18n, currentLanguage } from '../lib/i18n';
import { swrFetcher } from '../lib/fetcher';
import { readInitialData } from '../lib/initial-data';
import { ToastProvider } from '../lib/toast';
import { localizedTheme } from './theme';

/** Props of {@link AppProviders}. */
export interface AppProvidersProps {
  children: ReactNode;
  /** i18next instance (tests pass their own). */
  i18n?: I18n;
  /**
   * Answers known before any request (serialized SWR key → answer); default: the page's embedded
   * answers ({@link readInitialData}).
   */
  fallback?: Record<string, unknown>;
  /** SWR middleware (the server's render records the reads it lacks: `entry-server`). */
  use?: Middleware[];
}

/** The MUI theme in the interface language, switched with it (Material UI's own texts follow). */
function LocalizedThemeProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  // `t` changes with the language: the theme is rebuilt only then.
  const theme = useMemo(() => localizedTheme(language, t), [language, t]);
  return (
    <ThemeProvider themeId={THEME_ID} theme={theme}>
      {children}
    </ThemeProvider>
  );
}

/** The embedded answers of the page first loaded, read once. */
let pageFallback: Record<string, unknown> | undefined;

/** Wraps the app. */
export function AppProviders({ children, i18n = appI18n, fallback, use }: AppProvidersProps) {
  if (!fallback) pageFallback ??= readInitialData();
  return (
    <I18nextProvider i18n={i18n}>
      <LocalizedThemeProvider>
        <CssBaseline />
        <SWRConfig value={{ fetcher: swrFetcher, revalidateOnFocus: false, keepPreviousData: true, errorRetryCount: 2, fallback: fallback ?? pageFallback, ...(use ? { use } : {}) }}>
          <ToastProvider>{children}</ToastProvider>
        </SWRConfig>
      </LocalizedThemeProvider>
    </I18nextProvider>
  );
}
