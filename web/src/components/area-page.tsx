/**
 * The frame of a page of an account area (consultant, client): a title, an optional link back (e.g. to
 * the edit-account index for the consultant's section forms), an optional introduction, then the page.
 *
 * @module components/area-page
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

/** Props of {@link AreaPage}. */
export interface AreaPageProps {
  title: string;
  /** Text under the title. */
  intro?: ReactNode;
  /** A link back: where to and its label. */
  back?: { to: string; label: string };
  /** Test id of the page's box. */
  testId: string;
  /** Largest width; default 960. */
  maxWidth?: number;
  children: ReactNode;
}

/** The frame. */
export function AreaPage({ title, intro, back, testId, maxWidth = 960, children }: AreaPageProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth }} data-testid={testId}>
      {back ? (
        <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }} aria-label={t('account.back', { label: back.label })}>
          {back.label}
        </Button>
      ) : null}
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, mb: intro ? 1 : 3 }} data-testid="page-title">
        {title}
      </Typography>
      {intro ? <Typography sx={{ color: 'text.secondary', mb: 3 }}>{intro}</Typography> : null}
      {children}
    </Box>
  );
}
