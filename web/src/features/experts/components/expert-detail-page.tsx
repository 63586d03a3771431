/**
 * Expert detail (spec §2 `/our-experts/details/:id`): full public profile. Unknown, unapproved or
 * inactive experts (API 404) show the not-found view.
 *
 * @module features/experts/components/expert-detail-page
 */
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ExpertAvatar, expertName, expertPlace, type Ref } from '../../../components/expert-card';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { Markdown } from '../../../components/markdown';
import { PageHeader } from '../../../components/page-header';
import { NotFoundView } from '../../../components/status-page';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useExpert } from '../api/use-experts';

function RefList({ title, items, testId }: { title: string; items: Ref[]; testId?: string }) {
  if (items.length === 0) return null;
  return (
    <Box sx={{ mt: 3 }} data-testid={testId}>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>{title}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {items.map((item) => <Chip key={item.slug} label={item.name} variant="outlined" />)}
      </Box>
    </Box>
  );
}

/** The page. */
export function ExpertDetailPage() {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  const { id } = useParams();
  const { data, error, mutate } = useExpert(id);
  const expert = data?.data && data.data.id === id ? data.data : undefined;

  if (error?.status === 404) return <NotFoundView />;

  const name = expert ? expertName(expert, (title) => t(`experts.titles.${title}`, { defaultValue: title })) : t('experts.detailTitle');

  return (
    <>
      <PageHeader title={name} breadcrumbs={[{ label: t('nav.experts'), to: paths.experts }, { label: name }]} />
      <Container maxWidth="lg">
        {error && !expert ? <LoadError error={error} onRetry={() => void mutate()} /> : null}
        {!expert && !error ? <Loading /> : null}
        {expert ? (
          <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '320px 1fr' }, alignItems: 'start' }} data-testid="expert-detail">
            <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
              <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
                <ExpertAvatar expert={expert} size={128} />
              </Box>
              <Typography variant="h4" component="p" data-testid="expert-detail-name">{name}</Typography>
              {expertPlace(expert) ? <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{expertPlace(expert)}</Typography> : null}
              <Typography sx={{ color: 'text.secondary' }}>{t('experts.yearsOfExperience', { count: expert.years_of_experience })}</Typography>
              <Divider sx={{ my: 2 }} />
              <Typography sx={{ fontWeight: 700, fontSize: '1.2rem' }} data-testid="expert-fee">
                {formatMoney(expert.fee.amount, expert.fee.currency, locale)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('experts.sessionDuration', { minutes: expert.session_duration })}
              </Typography>
              {expert.free_first_consultation ? (
                <Chip sx={{ mt: 1.5 }} label={t('experts.freeFirstConsultation')} color="secondary" data-testid="free-first-consultation" />
              ) : null}
              {expert.languages.length > 0 ? (
                <Typography variant="body2" sx={{ mt: 2 }}>
                  <Box component="span" sx={{ fontWeight: 700 }}>{t('experts.languagesLabel')}</Box> {expert.languages.map((l) => l.name).join(', ')}
                </Typography>
              ) : null}
            </Paper>
            <Box>
              <RefList title={t('experts.specializations')} items={expert.specializations} testId="expert-detail-specializations" />
              <Box sx={{ mt: 3 }}>
                <Typography variant="h5" component="h2" sx={{ mb: 1 }}>{t('experts.about')}</Typography>
                {expert.bio ? <Markdown>{expert.bio}</Markdown> : <Typography sx={{ color: 'text.secondary' }}>{expert.bio_excerpt || t('experts.noBio')}</Typography>}
              </Box>
              {expert.background ? (
                <Box sx={{ mt: 3 }}>
                  <Typography variant="h5" component="h2" sx={{ mb: 1 }}>{t('experts.background')}</Typography>
                  <Markdown>{expert.background}</Markdown>
                </Box>
              ) : null}
              <RefList title={t('experts.disorders')} items={expert.disorders} />
              <RefList title={t('experts.objectives')} items={expert.objectives} />
              <RefList title={t('experts.keywords')} items={expert.keywords} />
              <Button sx={{ mt: 4 }} startIcon={<ArrowBackIcon />} component={RouterLink} to={paths.experts}>
                {t('experts.backToList')}
              </Button>
            </Box>
          </Box>
        ) : null}
      </Container>
    </>
  );
}
