import { isValidElement, type ComponentType } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
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
import { adminResources, type AdminResourceModule } from './resources';
import { specRedirectRoutes } from './routes/specRedirects';
import { theme } from './theme';
import { NamedSaves, withNamedSaves } from './common/form/NamedSaves';

const store = createAdminStore();

/** A create or edit screen whose save message names the saved record (`common/form/NamedSaves`). */
const named = (screen: AdminResourceModule['create']): AdminResourceModule['create'] => {
  if (!screen) return screen;
  if (isValidElement(screen)) return <NamedSaves>{screen}</NamedSaves>;
  return withNamedSaves(screen as ComponentType);
};

/**
 * One resource module as react-admin's `<Resource>`: its screens (the messages of its create and edit
 * forms naming the saved record), plus its trash view at `/<name>/trash` and its single page at
 * `/<name>` when it has them.
 */
const resourceElement = ({ menu: _menu, trash: Trash, page: Page, create, edit, ...props }: AdminResourceModule) => (
  <Resource key={props.name} {...props} create={named(create)} edit={named(edit)}>
    {Trash ? <Route path="trash" element={<Trash />} /> : null}
    {Page ? <Route index element={<Page />} /> : null}
  </Resource>
);

/**
 * The react-admin back office, mounted under `/admin` (DESIGN §1, §4).
 * Every page requires an admin session: without one (or after log out / a 401) the browser goes to the
 * public root `/` (spec §6), and `/admin/login` forwards to the public `/public/admin/sign-in` page.
 * The resources are the modules of `resources/index.ts` (one folder each under `src/resources/`), which
 * the side menu is built from too; the spec's own admin paths lead to their screens
 * (`routes/specRedirects.tsx`).
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
    {adminResources.map(resourceElement)}
    <CustomRoutes>
      <Route path="/change-password" element={<ChangePasswordPage />} />
      {specRedirectRoutes()}
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
