/**
 * `/verification`: what the experts' verification badges mean (docs/api-consultant.md "Verification
 * badges"): what our team checks for each kind of badge, what the month of a badge is, that a badge goes
 * when the checked item changes, and that nothing else is claimed. Static text from the translation
 * files, rendered on the server like the other public pages.
 *
 * @module features/verification/components/verification-page
 */
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';

/** Kinds of badges, in the order the expert page shows them. */
const KINDS = ['identity', 'degree', 'certificate', 'criminal_record', 'contract'] as const;

/** The page. */
export function VerificationPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('verification.title')} subTitle={t('verification.page.subtitle')} breadcrumbs={[{ label: t('verification.page.breadcrumb') }]} />
      <Container maxWidth="md" sx={{ display: 'grid', gap: { xs: 3, md: 4 }, pb: 6 }} data-testid="verification-page">
        <Box component="section" aria-labelledby="verification-badges">
          <Typography id="verification-badges" variant="h2" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
            {t('verification.page.badgesTitle')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {KINDS.map((kind) => (
              <Box component="li" key={kind} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <VerifiedIcon color="success" aria-hidden="true" sx={{ mt: '2px', flex: 'none' }} />
                <Typography>{t(`verification.page.items.${kind}`)}</Typography>
              </Box>
            ))}
          </Box>
        </Box>
        <Box component="section" aria-labelledby="verification-date">
          <Typography id="verification-date" variant="h2" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
            {t('verification.page.dateTitle')}
          </Typography>
          <Typography>{t('verification.page.date')}</Typography>
        </Box>
        <Box component="section" aria-labelledby="verification-limits">
          <Typography id="verification-limits" variant="h2" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
            {t('verification.page.limitsTitle')}
          </Typography>
          <Typography>{t('verification.page.limits')}</Typography>
        </Box>
        <Box>
          <Button component={RouterLink} to={paths.experts} variant="contained">
            {t('verification.page.backToExperts')}
          </Button>
        </Box>
      </Container>
    </>
  );
}
