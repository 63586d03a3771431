import { Layout, type LayoutProps } from 'react-admin';

import { AdminAppBar } from './AdminAppBar';
import { AppMenu } from './AppMenu';
import { AppFooter } from './AppFooter';
import { DocumentHead } from './DocumentHead';

/** Back-office layout: app bar with locale switcher, grouped side menu, page content, footer; the document's language and title. */
export const AdminLayout = ({ children, ...props }: LayoutProps) => (
  <Layout {...props} appBar={AdminAppBar} menu={AppMenu}>
    <DocumentHead />
    {children}
    <AppFooter />
  </Layout>
);
