import { useCallback } from 'react';
import { downloadCSV, useGetResourceLabel, useLocale, useTranslate, type Exporter } from 'react-admin';

import { clock } from '../../lib/clock';
import { adminTimeZone } from '../../dashboard/useDashboardFigures';
import { recordsToCsv } from './csvExport';

/**
 * The exporter of every back-office list (react-admin's `exporter`): the records matching the list's
 * filters as a CSV file in the admin's language and zone ({@link recordsToCsv}), named after the list
 * and the day, e.g. `Réservations 2026-03-12.csv`.
 */
export function useCsvExporter(): Exporter {
  const translate = useTranslate();
  const locale = useLocale();
  const getResourceLabel = useGetResourceLabel();
  return useCallback<Exporter>(
    (records, _fetchRelated, _dataProvider, resource) => {
      const name = resource ?? 'export';
      const csv = recordsToCsv(records as Record<string, unknown>[], { resource: name, locale, timeZone: adminTimeZone(), translate });
      downloadCSV(csv, `${getResourceLabel(name, 2)} ${clock.now().toISOString().slice(0, 10)}`);
    },
    [translate, locale, getResourceLabel],
  );
}
