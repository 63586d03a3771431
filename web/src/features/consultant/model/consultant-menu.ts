/**
 * The side menu of the consultant area (spec §2 "Consultant menu"): dashboard; profile (edit account,
 * view profile, and the consultant's own data: download, consents, account deletion, docs/privacy.md); main menu (timings, my booking, webinars, reviews, add complaint, complaints by me and against me). The
 * top bar's dropdown (home, change password, log out) is the account shell's.
 *
 * @module features/consultant/model/consultant-menu
 */
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import EditIcon from '@mui/icons-material/ManageAccountsOutlined';
import ProfileIcon from '@mui/icons-material/BadgeOutlined';
import MyDataIcon from '@mui/icons-material/PrivacyTipOutlined';
import TimingIcon from '@mui/icons-material/ScheduleOutlined';
import BookingIcon from '@mui/icons-material/EventNoteOutlined';
import WebinarIcon from '@mui/icons-material/GroupsOutlined';
import ReviewsIcon from '@mui/icons-material/RateReviewOutlined';
import AddComplaintIcon from '@mui/icons-material/ReportGmailerrorredOutlined';
import ComplaintsByMeIcon from '@mui/icons-material/OutboxOutlined';
import ComplaintsAgainstIcon from '@mui/icons-material/MoveToInboxOutlined';
import type { SideMenuGroup } from '../../../components/side-menu';
import { paths } from '../../../config/paths';

const c = paths.consultant;

/** The menu's groups. */
export const CONSULTANT_MENU: readonly SideMenuGroup[] = [
  {
    key: 'dashboard',
    titleKey: 'consultant.menu.dashboardGroup',
    items: [{ to: c.dashboard, labelKey: 'consultant.menu.dashboard', icon: DashboardIcon }],
  },
  {
    key: 'profile',
    titleKey: 'consultant.menu.profileGroup',
    items: [
      { to: c.editAccount, labelKey: 'consultant.menu.editAccount', icon: EditIcon },
      { to: c.myProfile, labelKey: 'consultant.menu.viewProfile', icon: ProfileIcon },
      { to: paths.myData('consultant'), labelKey: 'consultant.menu.myData', icon: MyDataIcon },
    ],
  },
  {
    key: 'main',
    titleKey: 'consultant.menu.mainGroup',
    items: [
      { to: c.addTiming, labelKey: 'consultant.menu.timings', icon: TimingIcon },
      { to: c.myBooking, labelKey: 'consultant.menu.myBooking', icon: BookingIcon },
      { to: c.webinars, labelKey: 'consultant.menu.webinars', icon: WebinarIcon },
      { to: c.reviews, labelKey: 'consultant.menu.reviews', icon: ReviewsIcon },
      { to: c.addComplaint, labelKey: 'consultant.menu.addComplaint', icon: AddComplaintIcon },
      { to: c.complaintsByMe, labelKey: 'consultant.menu.complaintsByMe', icon: ComplaintsByMeIcon },
      { to: c.complaintsAgainst, labelKey: 'consultant.menu.complaintsAgainst', icon: ComplaintsAgainstIcon },
    ],
  },
];
