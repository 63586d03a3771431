/**
 * Site logo linking to `/`, with the language switcher next to it (spec §2 "Language selector";
 * defaults §9: width 120, height 80, alt "logo").
 *
 * @module components/logo
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LOGO_HEIGHT, LOGO_WIDTH } from '../config/constants';

/** Props of {@link Logo}. */
export interface LogoProps {
  /** Image URL (web settings `web_logo.url`); without it the site name is shown as text. */
  src?: string | null;
  /** Text shown when there is no image (site title). */
  siteName?: string;
  /** px, default 120. */
  width?: number;
  /** px, default 80. */
  height?: number;
  /** Alternative text; default the translated "logo". */
  alt?: string;
  /** Show the switcher next to the logo (default true). */
  showLanguageSwitcher?: boolean;
  /** The switcher element (the app passes the stored-preference one). */
  languageSwitcher?: ReactNode;
}

/** The site logo. */
export function Logo({ src, siteName, width = LOGO_WIDTH, height = LOGO_HEIGHT, alt, showLanguageSwitcher = true, languageSwitcher }: LogoProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component={RouterLink} to="/" aria-label={t('nav.home')} sx={{ display: 'inline-flex', alignItems: 'center', color: 'inherit', textDecoration: 'none' }} data-testid="logo">
        {src ? (
          <Box component="img" src={src} alt={alt ?? t('common.logoAlt')} width={width} height={height} sx={{ objectFit: 'contain', display: 'block', maxHeight: height }} />
        ) : (
          <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.25rem', lineHeight: `${Math.min(height, 48)}px`, color: 'primary.main' }}>
            {siteName || t('common.siteNameFallback')}
          </Typography>
        )}
      </Box>
      {showLanguageSwitcher ? languageSwitcher : null}
    </Box>
  );
}
