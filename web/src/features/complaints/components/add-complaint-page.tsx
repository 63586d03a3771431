/**
 * `/client/add-complaint` and `/consultant/add-complaint` (spec §2; cms/src/contracts/complaints.ts):
 * whom the caller may complain about (`GET complaints/counterparties`), the complaint types (`GET
 * complaint-types`) and the {@link ComplaintForm}. With nobody to complain about (no booking yet), a
 * kind word and a link: to the experts for a client, to the bookings for a consultant. The counterparty
 * and the booking may be chosen beforehand by the query (`?against=<id>&booking=<id>`, e.g. "report a
 * problem" on a past booking); ids the caller cannot use are ignored. Once filed, the complaint's page
 * opens (`view-complaint-by-me/<id>`) and the lists are read again.
 *
 * @module features/complaints/components/add-complaint-page
 */
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import ReportIcon from '@mui/icons-material/ReportGmailerrorredOutlined';
import { AreaPage } from '../../../components/area-page';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { paths } from '../../../config/paths';
import { useRevalidateRole } from '../../../lib/fetcher';
import { useViewerTimeZone } from '../../../lib/viewer-time-zone';
import { useComplaintTypes } from '../api/get-complaint-types';
import { COMPLAINTS_PATH } from '../api/get-complaints';
import { useCounterparties } from '../api/get-counterparties';
import { initialChoice } from '../model/complaint-form';
import type { ComplaintRole } from '../model/types';
import { ComplaintForm } from './complaint-form';

/** Props of {@link AddComplaintPage}. */
export interface AddComplaintPageProps {
  role: ComplaintRole;
  /** IANA zone the bookings are shown in; default the viewer's (lib/viewer-time-zone). */
  timeZone?: string;
}

/** The page. */
export function AddComplaintPage({ role, timeZone: zone }: AddComplaintPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const viewer = useViewerTimeZone(role);
  const timeZone = zone ?? viewer.timeZone;
  const counterparties = useCounterparties(role);
  const types = useComplaintTypes();
  const revalidate = useRevalidateRole(role);
  const people = counterparties.data?.data;

  return (
    <AreaPage title={t('complaints.add.title')} intro={t(`complaints.add.intro.${role}`)} testId={`${role}-add-complaint`}>
      {counterparties.error && !people ? <LoadError error={counterparties.error} onRetry={() => void counterparties.mutate()} /> : null}
      {types.error && !types.data ? <LoadError error={types.error} onRetry={() => void types.mutate()} /> : null}
      {(!people && !counterparties.error) || !timeZone ? <Loading minHeight={200} /> : null}
      {people && people.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState
            icon={<ReportIcon fontSize="inherit" />}
            title={t(`complaints.add.nobody.${role}.title`)}
            description={t(`complaints.add.nobody.${role}.text`)}
            action={
              <Button component={RouterLink} to={role === 'client' ? paths.experts : paths.consultant.myBooking} variant="outlined">
                {t(`complaints.add.nobody.${role}.action`)}
              </Button>
            }
            data-testid="complaint-no-counterparty"
          />
        </Paper>
      ) : null}
      {people && people.length > 0 && timeZone ? (
        <ComplaintForm
          role={role}
          counterparties={people}
          types={types.data?.data ?? []}
          initial={initialChoice(people, search.get('against'), search.get('booking'))}
          timeZone={timeZone}
          onFiled={(complaint) => {
            void revalidate([COMPLAINTS_PATH]);
            navigate(paths[role].complaintByMe(complaint.id));
          }}
        />
      ) : null}
    </AreaPage>
  );
}
