/**
 * MUI theme (spec §9: breakpoints 480/576/768/992/1200/1600 px, font Lato; DESIGN §4).
 *
 * Breakpoint keys → min-width:
 * | key    | px   |
 * |--------|------|
 * | xs     | 0    |
 * | mobile | 480  |
 * | sm     | 576  |
 * | md     | 768  |
 * | lg     | 992  | (navigation collapses into a drawer below this)
 * | xl     | 1200 |
 * | xxl    | 1600 |
 *
 * Palette: calm green primary `#1f5c4a`, saffron secondary `#e39b2d`.
 *
 * @module app/theme
 */
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { enUS, frFR } from '@mui/material/locale';
import type { TFunction } from 'i18next';
import type { Language } from '../config/constants';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xs: true;
    mobile: true;
    sm: true;
    md: true;
    lg: true;
    xl: true;
    xxl: true;
  }
}

/** Breakpoint values in px (spec §9). */
export const breakpointValues = { xs: 0, mobile: 480, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 } as const;

const themeOptions: ThemeOptions = {
  breakpoints: { values: breakpointValues },
  palette: {
    primary: { main: '#1f5c4a', contrastText: '#ffffff' },
    // `dark` is the accent as text on the page background (≥ 4.5:1 on #f7f5ef); `main` carries dark text.
    secondary: { main: '#e39b2d', dark: '#9a5b0c', contrastText: '#1d1d1d' },
    // Status colours dark enough for white text at 4.5:1 (WCAG 1.4.3): chips, alerts' filled variants.
    warning: { main: '#b45309', contrastText: '#ffffff' },
    info: { main: '#01579b', contrastText: '#ffffff' },
    success: { main: '#2e7d32', contrastText: '#ffffff' },
    error: { main: '#c62828', contrastText: '#ffffff' },
    background: { default: '#f7f5ef', paper: '#ffffff' },
    text: { primary: '#1f2a26', secondary: '#55625d' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Lato", "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.4rem', fontWeight: 700, lineHeight: 1.2 },
    h2: { fontSize: '1.9rem', fontWeight: 700, lineHeight: 1.25 },
    h3: { fontSize: '1.5rem', fontWeight: 700 },
    h4: { fontSize: '1.25rem', fontWeight: 700 },
    h5: { fontSize: '1.1rem', fontWeight: 700 },
    h6: { fontSize: '1rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 700 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    // A field's hint stays readable (WCAG contrast) while the field is disabled, e.g. a booking list with
    // nothing to choose yet: the hint says why.
    MuiFormHelperText: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled:not(.Mui-error)': { color: theme.palette.text.secondary } }) } },
  },
};

/** Material UI's own texts (table pagination, ratings…) per interface language. */
const MUI_LOCALES: Record<Language, typeof frFR> = { fr: frFR, en: enUS };

/**
 * The theme in an interface language: Material UI's built-in texts in that language (`@mui/material/locale`),
 * and the labels of every Autocomplete's buttons ("Ouvrir", "Effacer", "Fermer") and empty list from our
 * translation files, so that a picker never speaks English to a French reader (spec §9).
 *
 * @param language - the interface language.
 * @param t - the translate function of that language.
 */
export function localizedTheme(language: Language, t: TFunction): Theme {
  return createTheme(themeOptions, MUI_LOCALES[language], {
    components: {
      MuiAutocomplete: {
        defaultProps: {
          openText: t('common.picker.open'),
          closeText: t('common.picker.close'),
          clearText: t('common.picker.clear'),
          noOptionsText: t('common.picker.noOptions'),
          loadingText: t('common.loading'),
        },
      },
      MuiBreadcrumbs: { defaultProps: { expandText: t('common.picker.expandPath') } },
      MuiAlert: { defaultProps: { closeText: t('common.picker.close') } },
    },
  });
}
