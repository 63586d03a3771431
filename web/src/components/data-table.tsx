/**
 * A table of records that becomes a list of cards on small screens (below the theme's `md` breakpoint,
 * 768 px), so that no page scrolls sideways at 375 px (spec §9). Wide screens get a real `table`
 * (column headers, one row per record); small screens a `ul` of cards, each a `dl` of "header: value"
 * pairs in the same column order. Test ids of rows and cells are the same in both forms.
 *
 * @module components/data-table
 */
import { Fragment, type HTMLAttributes, type Key, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/** One column: its header and how a record fills it. */
export interface DataColumn<Row> {
  /** Stable key of the column. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Test id of the cell (the `td`, or the `dd` of a card). */
  testId?: string;
  /** Keep the value on one line in the table (times, amounts). */
  noWrap?: boolean;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> {
  /** Accessible name of the table (or of the list of cards). */
  label: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Extra attributes of a row (`tr`) or card (`li`), e.g. test ids. */
  rowProps?: (row: Row) => HTMLAttributes<HTMLElement> & Record<`data-${string}`, string | number | boolean | undefined>;
}

/** The table, or the cards on small screens. */
export function DataTable<Row>({ label, columns, rows, rowKey, rowProps }: DataTableProps<Row>) {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  if (small) {
    return (
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }} data-testid="data-cards">
        {rows.map((row) => (
          <Paper component="li" variant="outlined" key={rowKey(row)} {...rowProps?.(row)} sx={{ p: 2 }}>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(88px, max-content) minmax(0, 1fr)', columnGap: 2, rowGap: 1, alignItems: 'baseline' }}>
              {columns.map((column) => (
                <Fragment key={column.key}>
                  <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2' }}>
                    {column.header}
                  </Box>
                  <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere', typography: 'body2' }} data-testid={column.testId}>
                    {column.cell(row)}
                  </Box>
                </Fragment>
              ))}
            </Box>
          </Paper>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key}>{column.header}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((column) => (
                <TableCell key={column.key} data-testid={column.testId} sx={column.noWrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
