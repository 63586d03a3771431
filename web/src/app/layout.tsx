/**
 * Public layout: header (logo from web settings + language switcher + navigation), page outlet and
 * footer; sets the document title (app/document-title), applies the web settings' favicon and reports their load failure (spec §2, §7, §8);
 * keeps renewing a slot held for the visitor (features/bookings) whatever page they are on.
 *
 * @module app/layout
 */
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { Header } from '../components/header';
import { Footer } from '../components/footer';
import { Logo } from '../components/logo';
import { LanguageSwitcher } from '../features/language/components/language-switcher';
import { NewsletterSignup } from '../features/newsletter/components/newsletter-signup';
import { useWebSettings } from '../features/web-settings/api/get-web-settings';
import { WebSettingsEffects } from '../features/web-settings/components/web-settings-effects';
import { useSlotHoldRenewal } from '../features/bookings/hooks/use-slot-hold-renewal';
import { DocumentTitle } from './document-title';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** Thin bar at the top of the window while a route (and its lazy chunk) loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  if (navigation.state === 'idle') return null;
  return (
    <Box
      role="progressbar"
      aria-label={t('common.loading')}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, overflow: 'hidden', zIndex: (theme) => theme.zIndex.appBar + 1, bgcolor: 'rgba(227,155,45,0.25)' }}
    >
      <Box sx={{ width: '40%', height: '100%', bgcolor: 'secondary.main', animation: `${slide} 1s ease-in-out infinite` }} />
    </Box>
  );
}

/** The layout route element. */
export function RootLayout() {
  const { t } = useTranslation();
  const { data: settings, error } = useWebSettings();
  // A slot chosen before signing up stays held on every page of the way to booking it.
  useSlotHoldRenewal();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="a" href="#main" sx={{ position: 'absolute', left: -9999, '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1 } }}>
        {t('common.skipToContent')}
      </Box>
      <NavigationProgress />
      <WebSettingsEffects settings={settings} error={error} />
      <DocumentTitle siteName={settings?.site_title} />
      <Header logo={<Logo src={settings?.web_logo?.url} siteName={settings?.site_title} languageSwitcher={<LanguageSwitcher />} />} />
      <Box component="main" id="main" sx={{ flex: 1, pb: { xs: 5, md: 8 } }}>
        <Outlet />
      </Box>
      <Footer legalName={settings?.legal_name ?? settings?.site_title} socialLinks={settings?.social_links} newsletter={<NewsletterSignup />} />
      <ScrollRestoration />
    </Box>
  );
}
