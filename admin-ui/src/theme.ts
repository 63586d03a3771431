import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's default theme with the platform font (Lato, spec §9), and colours that meet WCAG AA
 * contrast (1.4.3): the app bar's blue is darkened for its white text (react-admin's #2196f3 gives
 * 3.1:1; #1565c0 gives 5.7:1), and the "nothing here yet" message of an empty list uses the secondary
 * text colour instead of the disabled one (2.7:1).
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
  },
  // wide enough for the longest menu entries ("Politiques de confidentialité")
  sidebar: { width: 264, closedWidth: 55 },
  typography: {
    ...defaultTheme.typography,
    fontFamily: ['Lato', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(','),
  },
  components: {
    ...defaultTheme.components,
    RaEmpty: {
      styleOverrides: {
        root: ({ theme }: { theme: { palette: { text: { secondary: string } } } }) => ({
          '& .RaEmpty-message': { color: theme.palette.text.secondary },
        }),
      },
    },
  },
};
