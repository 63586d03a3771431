import { Admin, CustomRoutes, Resource, useBasename } from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';

import { ADMIN_BASENAME } from './config/env';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { createAdminStore } from './providers/store';
import { AdminLayout } from './layout/AdminLayout';
import { LoginPage } from './layout/LoginPage';
import { Dashboard } from './dashboard/Dashboard';
import { ChangePasswordPage } from './account/ChangePasswordPage';
import { coupons } from './resources/coupons';
import { theme } from './theme';

const store = createAdminStore();

/** `/admin/dashboard` (spec §2 admin routes) leads to the dashboard at the admin root. */
const DashboardRedirect = () => {
  const basename = useBasename();
  return <Navigate to={`${basename}/`} replace />;
};

/**
 * The react-admin back office, mounted under `/admin` (DESIGN §1, §4).
 * Every page requires an admin session: without one (or after log out / a 401) the browser goes to the
 * public root `/` (spec §6), and `/admin/login` forwards to the public `/public/admin/sign-in` page.
 * Resources are added as children (one folder each under `src/resources/`) and their menu entries in
 * `layout/menuGroups.ts`.
 */
export const AdminApp = () => (
  <Admin
    basename={ADMIN_BASENAME}
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    store={store}
    theme={theme}
    layout={AdminLayout}
    dashboard={Dashboard}
    loginPage={LoginPage}
    requireAuth
    disableTelemetry
  >
    <Resource {...coupons} />
    <CustomRoutes>
      <Route path="/dashboard" element={<DashboardRedirect />} />
      <Route path="/change-password" element={<ChangePasswordPage />} />
    </CustomRoutes>
  </Admin>
);

/** Browser router (react-router 6) with the back office under `/admin`; other paths go there. */
export const App = () => (
  <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
    <Routes>
      <Route path={`${ADMIN_BASENAME}/*`} element={<AdminApp />} />
      <Route path="*" element={<Navigate to={`${ADMIN_BASENAME}/`} replace />} />
    </Routes>
  </BrowserRouter>
);

export default App;
