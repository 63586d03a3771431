import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Props a checkbox receives (the ones this theme reads). */
type CheckboxOwnerState = { 'aria-label'?: string };

/**
 * react-admin's default theme with the platform font (Lato, spec §9), and what WCAG 2.x AA asks of it:
 *
 * - colours that meet the contrast minimum (1.4.3) as text on the page's grey (#fafafb) and on a long
 *   form's toolbar (#e0e0e0), and under white text: the app bar's blue is darkened (react-admin's #2196f3
 *   gives 3.1:1; #1565c0 gives 5.7:1), and so are the primary (text buttons, selected tabs: MUI's #1976d2
 *   gives 4.4:1 on the page), error (#d32f2f: 3.9:1 on a toolbar), warning (#ed6c02: 3.0:1), info
 *   (#0288d1: 3.9:1 under white) and success (#2e7d32: 3.9:1 on a toolbar) colours; the "nothing here yet" message of an empty list uses the secondary text
 *   colour instead of the disabled one (2.7:1);
 * - no sideways scrolling of the page at 320–375 px (1.4.10 Reflow): react-admin's layout is as wide as
 *   its widest content (`min-width: fit-content`), so a wide table widened the whole page; the layout
 *   now keeps to the window and a list's table scrolls inside its own frame instead;
 * - a named control for each row checkbox (4.1.2): react-admin 5 gives a row's checkbox its label
 *   ("Select this row") as a prop MUI 9 puts on the checkbox's outer `span`, leaving the input itself
 *   unnamed; the label now goes to the input;
 * - targets of at least 24 × 24 px (2.5.8): a sortable column's header label is a button as tall as the
 *   line, and the line of a small table was shorter;
 * - the helper text of a disabled field keeps the secondary text colour (MUI's disabled grey gives 2.7:1);
 * - tab bars (a consultant's review page, the languages of a localized field) scroll sideways, with
 *   arrows, instead of clipping their last tabs on a narrow screen.
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
    secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
    error: { light: '#ef5350', main: '#b71c1c', dark: '#7f0000', contrastText: '#fff' },
    success: { light: '#4caf50', main: '#1b5e20', dark: '#003300', contrastText: '#fff' },
    warning: { light: '#ff9800', main: '#a84300', dark: '#7a3000', contrastText: '#fff' },
    info: { light: '#03a9f4', main: '#01579b', dark: '#002f6c', contrastText: '#fff' },
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
    RaLayout: {
      styleOverrides: {
        root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } },
      },
    },
    RaList: {
      styleOverrides: {
        root: { '& .RaList-main': { minWidth: 0 } },
      },
    },
    RaDatagrid: {
      styleOverrides: {
        root: { '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } },
      },
    },
    MuiTabs: {
      defaultProps: { variant: 'scrollable', scrollButtons: 'auto', allowScrollButtonsMobile: true },
    },
    MuiTableSortLabel: {
      styleOverrides: {
        root: { minHeight: 24, minWidth: 24 },
      },
    },
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme }: { theme: { palette: { text: { secondary: string } } } }) => ({
          '&.Mui-disabled': { color: theme.palette.text.secondary },
        }),
      },
    },
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: ({ 'aria-label': label }: CheckboxOwnerState) => (label ? { 'aria-label': undefined } : {}),
          input: ({ 'aria-label': label }: CheckboxOwnerState) => (label ? { 'aria-label': label } : {}),
        },
      },
    },
  },
};
