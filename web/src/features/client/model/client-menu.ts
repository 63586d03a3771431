/**
 * The side menu of the client area (spec §2 "Client menu"): dashboard; main menu (consent form, health
 * assessment, my booking, favorite, add complaint, complaints by me and against me, general
 * information), then the client's own data (download, consents, account deletion: docs/privacy.md). The top bar's dropdown (home, change password, log out) is the account shell's.
 *
 * @module features/client/model/client-menu
 */
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import ConsentIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import HealthIcon from '@mui/icons-material/MonitorHeartOutlined';
import BookingIcon from '@mui/icons-material/EventNoteOutlined';
import FavouriteIcon from '@mui/icons-material/FavoriteBorder';
import AddComplaintIcon from '@mui/icons-material/ReportGmailerrorredOutlined';
import ComplaintsByMeIcon from '@mui/icons-material/OutboxOutlined';
import ComplaintsAgainstIcon from '@mui/icons-material/MoveToInboxOutlined';
import GeneralInfoIcon from '@mui/icons-material/ContactPageOutlined';
import MyDataIcon from '@mui/icons-material/PrivacyTipOutlined';
import type { SideMenuGroup } from '../../../components/side-menu';
import { paths } from '../../../config/paths';

const c = paths.client;

/** The menu's groups. */
export const CLIENT_MENU: readonly SideMenuGroup[] = [
  {
    key: 'dashboard',
    titleKey: 'client.menu.dashboardGroup',
    items: [{ to: c.dashboard, labelKey: 'client.menu.dashboard', icon: DashboardIcon }],
  },
  {
    key: 'main',
    titleKey: 'client.menu.mainGroup',
    items: [
      { to: c.consentForm, labelKey: 'client.menu.consentForm', icon: ConsentIcon },
      { to: c.healthAssessment, labelKey: 'client.menu.healthAssessment', icon: HealthIcon },
      { to: c.myBooking, labelKey: 'client.menu.myBooking', icon: BookingIcon },
      { to: c.favourites, labelKey: 'client.menu.favourites', icon: FavouriteIcon },
      { to: c.addComplaint, labelKey: 'client.menu.addComplaint', icon: AddComplaintIcon },
      { to: c.complaintsByMe, labelKey: 'client.menu.complaintsByMe', icon: ComplaintsByMeIcon },
      { to: c.complaintsAgainst, labelKey: 'client.menu.complaintsAgainst', icon: ComplaintsAgainstIcon },
      { to: c.generalInfo, labelKey: 'client.menu.generalInfo', icon: GeneralInfoIcon },
      { to: paths.myData('client'), labelKey: 'client.menu.myData', icon: MyDataIcon },
    ],
  },
];
