import HideIcon from '@mui/icons-material/VisibilityOffOutlined';
import ShowIcon from '@mui/icons-material/VisibilityOutlined';
import { TopToolbar, useRecordContext } from 'react-admin';

import { ConfirmActionButton } from '../../common/actions/ConfirmActionButton';
import { ReasonActionButton } from '../../common/actions/ReasonActionButton';
import { HIDE_REASON, hideReasonError, type ReviewRecord } from './review';

/**
 * Hide a review with a reason (`POST /reviews/:id/hide` `{ reason }`): a dialog asks the reason (3 to 500
 * characters), which the review's author reads beside it; the review leaves the expert's page and rating.
 */
export const HideButton = ({ record }: { record: ReviewRecord }) => (
  <ReasonActionButton
    recordId={record.id}
    action="hide"
    label="resources.reviews.actions.hide"
    icon={<HideIcon />}
    color="warning"
    title="resources.reviews.hide.title"
    content="resources.reviews.hide.content"
    reasonLabel="resources.reviews.hide.reason"
    help="resources.reviews.hide.help"
    limits={HIDE_REASON}
    validate={hideReasonError}
    success={{ message: 'resources.reviews.notifications.hidden' }}
    titleId="hide-review-title"
  />
);

/** Show a hidden review again (`POST /reviews/:id/unhide`), once confirmed. */
const UnhideButton = () => (
  <ConfirmActionButton
    label="resources.reviews.actions.unhide"
    icon={<ShowIcon />}
    action={{ action: 'unhide' }}
    title="resources.reviews.unhide.title"
    content="resources.reviews.unhide.content"
    success={{ message: 'resources.reviews.notifications.unhidden' }}
  />
);

/** The actions of a review's page: hide with a reason, or show again. */
export const ModerationActions = () => {
  const record = useRecordContext<ReviewRecord>();
  return <TopToolbar>{record ? record.hidden ? <UnhideButton /> : <HideButton record={record} /> : null}</TopToolbar>;
};
