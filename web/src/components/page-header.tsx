/**
 * Page banner with title, breadcrumbs and subtitle (spec §3 "Page data: title, breadcrumbs, subTitle").
 *
 * @module components/page-header
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** A breadcrumb: label and, except for the current page, a path. */
export interface Breadcrumb {
  label: string;
  to?: string;
}

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  title: ReactNode;
  /** Trail after "Home" (added automatically). */
  breadcrumbs?: Breadcrumb[];
  subTitle?: ReactNode;
}

/** Page banner. */
export function PageHeader({ title, breadcrumbs = [], subTitle }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <Box component="section" sx={{ bgcolor: '#e8f0ec', py: { xs: 3, md: 5 }, mb: { xs: 3, md: 5 } }}>
      <Container maxWidth="lg">
        {breadcrumbs.length > 0 && (
          <Breadcrumbs aria-label={t('common.breadcrumbs')} sx={{ mb: 1.5 }}>
            <Link component={RouterLink} to="/" underline="hover" color="inherit">
              {t('nav.home')}
            </Link>
            {breadcrumbs.map((crumb, index) =>
              crumb.to && index < breadcrumbs.length - 1 ? (
                <Link key={`${crumb.label}-${index}`} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
                  {crumb.label}
                </Link>
              ) : (
                <Typography key={`${crumb.label}-${index}`} color="text.primary" aria-current="page">
                  {crumb.label}
                </Typography>
              ),
            )}
          </Breadcrumbs>
        )}
        <Typography variant="h1" component="h1" data-testid="page-title">
          {title}
        </Typography>
        {subTitle ? <Typography sx={{ mt: 1.5, color: 'text.secondary', fontSize: '1.1rem', maxWidth: 760 }}>{subTitle}</Typography> : null}
      </Container>
    </Box>
  );
}
