import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's default theme with the platform font (Lato, spec §9). */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  typography: {
    ...defaultTheme.typography,
    fontFamily: ['Lato', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(','),
  },
};
