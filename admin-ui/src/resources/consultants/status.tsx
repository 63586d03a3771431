import { Tab, Tabs } from '@mui/material';
import { useFieldValue, useListContext, useTranslate, type FieldProps } from 'react-admin';

import { StateChip } from '../../common/people/fields';
import type { Schemas } from '../../lib/api-types';

/** A consultant in the list (contracts/admin-people `ConsultantListRecord`). */
export type ConsultantListRecord = Schemas['AdminConsultant'];

/** The full review record of `GET /consultants/:id` (contracts/admin `ConsultantReview`). */
export type ConsultantReview = Schemas['ConsultantReview'];

/** Review states of a profile (spec §4: incomplete, then submitted, then approved; or rejected). */
export const APPROVAL_STATUSES = ['incomplete', 'submitted', 'approved', 'rejected'] as const;

/** A review state. */
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

const COLORS: Record<ApprovalStatus, 'default' | 'info' | 'success' | 'error'> = { incomplete: 'default', submitted: 'info', approved: 'success', rejected: 'error' };

/** A profile's review state as a chip (submitted ones wait for an admin). */
export const ApprovalStatusField = (props: FieldProps) => {
  const status = useFieldValue(props) as ApprovalStatus | undefined;
  if (!status) return null;
  return <StateChip label={`resources.consultants.statuses.${status}`} color={COLORS[status] ?? 'default'} />;
};

/**
 * Tabs over the consultant list choosing a review state (`filter.approval_status`), "All" first: the
 * submitted profiles are the admins' review queue.
 */
export const ApprovalStatusTabs = () => {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const current = (filterValues.approval_status as string | undefined) ?? 'all';
  return (
    <Tabs
      value={current}
      variant="scrollable"
      aria-label={translate('resources.consultants.fields.approval_status')}
      onChange={(_event, next: string) => {
        const { approval_status: _status, ...others } = filterValues as Record<string, unknown>;
        setFilters(next === 'all' ? others : { ...others, approval_status: next }, displayedFilters);
      }}
    >
      <Tab value="all" label={translate('resources.consultants.statuses.all')} />
      {APPROVAL_STATUSES.map((status) => (
        <Tab key={status} value={status} label={translate(`resources.consultants.statuses.${status}`)} />
      ))}
    </Tabs>
  );
};
