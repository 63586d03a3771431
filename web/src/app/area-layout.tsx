/**
 * Layout of the client and consultant areas: the account feature's shell with the area's side menu and
 * the site's logo (from the web settings, with the language switcher) and footer. Imported only by lazy route modules.
 *
 * @module app/area-layout
 */
import { Footer } from '../components/footer';
import { Logo } from '../components/logo';
import { AccountShell, type AccountShellProps } from '../features/account/components/account-shell';
import { LanguageSwitcher } from '../features/language/components/language-switcher';
import { useWebSettings } from '../features/web-settings/api/get-web-settings';
import { WebSettingsEffects } from '../features/web-settings/components/web-settings-effects';
import { DocumentTitle } from './document-title';

/** The layout route element of `/client` or `/consultant`. */
export function AreaLayout({ role, menu }: Pick<AccountShellProps, 'role' | 'menu'>) {
  const { data: settings, error } = useWebSettings();
  return (
    <>
      <WebSettingsEffects settings={settings} error={error} />
      <DocumentTitle siteName={settings?.site_title} />
      <AccountShell
        role={role}
        menu={menu}
        logo={<Logo src={settings?.web_logo?.url} siteName={settings?.site_title} languageSwitcher={<LanguageSwitcher compact />} />}
        footer={<Footer legalName={settings?.legal_name ?? settings?.site_title} socialLinks={settings?.social_links} />}
      />
    </>
  );
}
