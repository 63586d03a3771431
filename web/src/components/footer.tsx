/**
 * Site footer: the newsletter form (given by the layout), links, social links and the copyright line `© {current year} {legal_name}`
 * (spec §2 "The footer shows a copyright line with the current year").
 *
 * @module components/footer
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '../config/paths';
import { socialNetworkName } from '../lib/format';
import { clock } from '../lib/clock';

/** A social network link from the web settings. */
export interface SocialLink {
  network: string;
  url: string;
}

/** Props of {@link Footer}. */
export interface FooterProps {
  /** Web settings `legal_name`; the site title or a generic name is used when empty. */
  legalName?: string | null;
  socialLinks?: SocialLink[];
  /** Clock used for the year (tests). */
  now?: () => Date;
  /** The newsletter form (features/newsletter, given by the layout), shown first. */
  newsletter?: ReactNode;
}

const footerLinks = [
  { to: paths.aboutUs, key: 'nav.aboutUs' },
  { to: paths.sdgMedia, key: 'nav.sdgMedia' },
  { to: paths.faq, key: 'nav.faq' },
  { to: paths.blog, key: 'nav.blog' },
  { to: paths.webinars(), key: 'nav.webinars' },
  { to: paths.contact, key: 'nav.contact' },
  { to: paths.privacy, key: 'nav.privacy' },
  { to: paths.terms, key: 'nav.terms' },
] as const;

/**
 * Formats the copyright line's year.
 *
 * @returns the four-digit current year of `now()` in local time.
 */
export function copyrightYear(now: () => Date = () => clock.now()): number {
  return now().getFullYear();
}

/** The footer. */
export function Footer({ legalName, socialLinks = [], now, newsletter }: FooterProps) {
  const { t } = useTranslation();
  const year = copyrightYear(now);
  return (
    <Box component="footer" sx={{ mt: 'auto', bgcolor: 'primary.main', color: 'primary.contrastText', py: 4 }}>
      <Container maxWidth="xl">
        {newsletter}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, md: 3 }, mb: 2 }} component="nav" aria-label={t('footer.linksLabel')}>
          {footerLinks.map((item) => (
            <Link key={item.to} component={RouterLink} to={item.to} color="inherit" underline="hover">
              {t(item.key)}
            </Link>
          ))}
        </Box>
        {socialLinks.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }} aria-label={t('footer.socialLabel')}>
            {socialLinks.map((social) => (
              <Link key={`${social.network}-${social.url}`} href={social.url} color="inherit" underline="hover" target="_blank" rel="noopener noreferrer">
                {socialNetworkName(social.network)}
              </Link>
            ))}
          </Box>
        )}
        <Typography variant="body2" data-testid="copyright">
          {t('footer.copyright', { year, name: legalName || t('common.siteNameFallback') })}
        </Typography>
      </Container>
    </Box>
  );
}
