/**
 * The full public profile of an expert (consultant) as clients see it (spec §2
 * `/our-experts/details/:id`; docs/api.md `ConsultantDetail`): photo or initials, name, place,
 * experience, rating (average and number of reviews), fee per session, free first consultation, verification
 * badges, languages, specializations, bio, background,
 * disorders, objectives and keywords. Presentational: shown by the expert detail page and by the
 * consultant's own preview (`/consultant/my-profile`).
 *
 * @module components/expert-profile
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../lib/format';
import { currentLanguage } from '../lib/i18n';
import type { ConsultantCard, Ref } from '../lib/consultant-card';
import type { Schemas } from '../lib/api-types';
import { ExpertAvatar, expertName, expertPlace, FreeFirstChip } from './expert-card';
import { Markdown } from './markdown';
import { RatingSummary } from './rating-summary';
import { VerificationBadges } from './verification-badges';

/** `ConsultantDetail` of docs/api.md: the card and the profile (Markdown bio and background, zone, topics). */
export type ConsultantDetail = Schemas['ExpertDetail'];

function RefList({ title, items, testId }: { title: string; items: Ref[]; testId?: string }) {
  if (items.length === 0) return null;
  return (
    <Box sx={{ mt: 3 }} data-testid={testId}>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {items.map((item) => (
          <Chip key={item.slug} label={item.name} variant="outlined" />
        ))}
      </Box>
    </Box>
  );
}

/**
 * The expert's display name with the translated honorific title (`Dr Jeanne Martin`).
 *
 * @param t - the translate function.
 */
export function expertDisplayName(expert: Pick<ConsultantCard, 'title' | 'display_name'>, t: (key: string, options?: Record<string, unknown>) => string): string {
  return expertName(expert, (title) => t(`experts.titles.${title}`, { defaultValue: title }));
}

/** Props of {@link ExpertProfile}. */
export interface ExpertProfileProps {
  expert: ConsultantDetail;
  /** Shown at the end of the main column (e.g. a link back to the list). */
  footer?: ReactNode;
  /**
   * `columns` (default): the summary card beside the texts from 768 px; `stacked`: the summary card
   * above the texts, photo beside the details from 576 px (when the page gives a column to something
   * else, such as the booking panel).
   */
  layout?: 'columns' | 'stacked';
  /**
   * Show the "free first consultation" badge (default `true`); `false` where the page's booking panel
   * says how the offer stands for the viewer, so that the page says it once.
   */
  freeFirstBadge?: boolean;
}

/** The profile: a summary card beside the texts and lists. */
export function ExpertProfile({ expert, footer, layout = 'columns', freeFirstBadge = true }: ExpertProfileProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  const name = expertDisplayName(expert, t);
  const stacked = layout === 'stacked';
  return (
    <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: stacked ? 'minmax(0, 1fr)' : { xs: 'minmax(0, 1fr)', md: '320px minmax(0, 1fr)' }, alignItems: 'start' }} data-testid="expert-detail">
      <Paper variant="outlined" sx={{ p: 3, textAlign: stacked ? { xs: 'center', sm: 'left' } : 'center', ...(stacked ? { display: { sm: 'flex' }, gap: 3, alignItems: 'flex-start' } : {}) }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2, flex: 'none' }}>
          <ExpertAvatar expert={expert} size={128} />
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="h4" component="p" data-testid="expert-detail-name">
            {name}
          </Typography>
          {expertPlace(expert) ? <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{expertPlace(expert)}</Typography> : null}
          <Typography sx={{ color: 'text.secondary' }}>{t('experts.yearsOfExperience', { count: expert.years_of_experience })}</Typography>
          <RatingSummary rating={expert.rating} sx={{ mt: 0.5, justifyContent: stacked ? { xs: 'center', sm: 'flex-start' } : 'center' }} />
          <Divider sx={{ my: 2 }} />
          <Typography sx={{ fontWeight: 700, fontSize: '1.2rem' }} data-testid="expert-fee">
            {expert.fee.amount !== null && expert.fee.currency !== null ? formatMoney(expert.fee.amount, expert.fee.currency, locale) : ''}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('experts.sessionDuration', { minutes: expert.session_duration })}
          </Typography>
          {freeFirstBadge ? <FreeFirstChip expert={expert} sx={{ mt: 1.5 }} /> : null}
          <VerificationBadges verifications={expert.verifications ?? []} />
          {expert.languages.length > 0 ? (
            <Typography variant="body2" sx={{ mt: 2 }}>
              <Box component="span" sx={{ fontWeight: 700 }}>
                {t('experts.languagesLabel')}
              </Box>{' '}
              {expert.languages.map((l) => l.name).join(', ')}
            </Typography>
          ) : null}
        </Box>
      </Paper>
      <Box>
        <RefList title={t('experts.specializations')} items={expert.specializations} testId="expert-detail-specializations" />
        <Box sx={{ mt: 3 }}>
          <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
            {t('experts.about')}
          </Typography>
          {expert.bio ? <Markdown>{expert.bio}</Markdown> : <Typography sx={{ color: 'text.secondary' }}>{expert.bio_excerpt || t('experts.noBio')}</Typography>}
        </Box>
        {expert.background ? (
          <Box sx={{ mt: 3 }}>
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
              {t('experts.background')}
            </Typography>
            <Markdown>{expert.background}</Markdown>
          </Box>
        ) : null}
        <RefList title={t('experts.disorders')} items={expert.disorders} />
        <RefList title={t('experts.objectives')} items={expert.objectives} />
        <RefList title={t('experts.keywords')} items={expert.keywords} />
        {footer}
      </Box>
    </Box>
  );
}
