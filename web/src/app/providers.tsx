/**
 * App-wide providers: MUI theme + baseline, i18next, SWR (the one fetcher, with the page's embedded API
 * answers as `fallback`: lib/initial-data), toasts.
 *
 * @module app/providers
 */
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import CssBaseline from '@mui/material/CssBaseline';
import { THEME_ID } from '@mui/material/styles';
// The system ThemeProvider scoped to Material UI's theme id is what Material's own ThemeProvider renders
// for a theme without CSS variables; using it directly keeps the CSS-variables provider (~3 KiB gzip)
// out of the first load.
import ThemeProvider from '@mui/system/ThemeProvider';
import type { i18n as I18n } from 'i18next';
import { i18n as appI18n } from '../lib/i18n';
import { swrFetcher } from '../lib/fetcher';
import { readInitialData } from '../lib/initial-data';
import { ToastProvider } from '../lib/toast';
import { theme } from './theme';

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
}

/** The embedded answers of the page first loaded, read once. */
let pageFallback: Record<string, unknown> | undefined;

/** Wraps the app. */
export function AppProviders({ children, i18n = appI18n, fallback }: AppProvidersProps) {
  pageFallback ??= readInitialData();
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider themeId={THEME_ID} theme={theme}>
        <CssBaseline />
        <SWRConfig value={{ fetcher: swrFetcher, revalidateOnFocus: false, keepPreviousData: true, errorRetryCount: 2, fallback: fallback ?? pageFallback }}>
          <ToastProvider>{children}</ToastProvider>
        </SWRConfig>
      </ThemeProvider>
    </I18nextProvider>
  );
}
