import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';

import type { AdminDataProvider, DashboardFigures } from '../providers/dataProvider';

/** The admin's IANA time zone (the browser's), e.g. `Europe/Paris`; `UTC` when the browser does not say. */
export function adminTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * The dashboard's live figures (`GET /dashboard?time_zone=`, weeks cut in the admin's zone), read once
 * and again whenever the admin refreshes the page's data. A refused session signs the admin out as
 * every other call does (react-admin's data provider).
 */
export function useDashboardFigures() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const timeZone = adminTimeZone();
  return useQuery<DashboardFigures>({
    queryKey: ['dashboard', timeZone],
    queryFn: async () => (await dataProvider.getDashboard({ timeZone })).data,
    retry: false,
  });
}
