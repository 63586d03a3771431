import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DataTable, type DataColumn } from './data-table';
import { renderWithProviders } from '../test/render';

interface Row {
  id: string;
  name: string;
  time: string;
}

const columns: DataColumn<Row>[] = [
  { key: 'name', header: 'Expert', cell: (row) => row.name, testId: 'row-person' },
  { key: 'time', header: 'Heure', cell: (row) => row.time, noWrap: true },
];
const rows: Row[] = [
  { id: 'a', name: 'Dr Jeanne Martin', time: '14:30–15:30' },
  { id: 'b', name: 'Paul Durand', time: '09:00–10:00' },
];

/** A screen `width` px wide, as far as CSS media queries go. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return { matches, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false };
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DataTable', () => {
  it('is a table with column headers on a wide screen', () => {
    screenWidth(1366);
    renderWithProviders(<DataTable label="Mes réservations" columns={columns} rows={rows} rowKey={(row) => row.id} rowProps={(row) => ({ 'data-testid': 'booking-row', 'data-id': row.id })} />);
    const table = screen.getByRole('table', { name: 'Mes réservations' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Expert', 'Heure']);
    expect(screen.getAllByTestId('booking-row')).toHaveLength(2);
  });

  it('becomes a list of cards, each with its labelled values, on a small screen', () => {
    screenWidth(375);
    renderWithProviders(<DataTable label="Mes réservations" columns={columns} rows={rows} rowKey={(row) => row.id} rowProps={(row) => ({ 'data-testid': 'booking-row', 'data-id': row.id })} />);
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Mes réservations' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveAttribute('data-id', 'a');
    expect(within(cards[0]).getByText('Expert').tagName).toBe('DT');
    expect(within(cards[0]).getByTestId('row-person')).toHaveTextContent('Dr Jeanne Martin');
    expect(within(cards[1]).getByText('09:00–10:00').tagName).toBe('DD');
  });
});
