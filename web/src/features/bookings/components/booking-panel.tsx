/**
 * The booking panel of the expert detail page, loaded with its texts (the lazy `bookings` section of the
 * translations) on first render: see {@link BookingPanelContent}.
 *
 * @module features/bookings/components/booking-panel
 */
import { lazy, Suspense } from 'react';
import { Loading } from '../../../components/loading';
import { ensureLazyTranslations } from '../../../lib/i18n';
import type { BookingPanelProps } from './booking-panel-content';

const Content = lazy(() => Promise.all([import('./booking-panel-content'), ensureLazyTranslations()]).then(([module]) => ({ default: module.BookingPanelContent })));

/** The panel (props: the consultant's id, and optionally the zone the times are shown in). */
export function BookingPanel(props: BookingPanelProps) {
  return (
    <Suspense fallback={<Loading minHeight={120} />}>
      <Content {...props} />
    </Suspense>
  );
}
