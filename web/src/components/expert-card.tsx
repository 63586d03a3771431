/**
 * Expert (consultant) card: photo or initials avatar, name, specializations, languages, country, the
 * next free time slot (in the viewer's zone, with the zone's name), fee, "free first consultation" badge,
 * the rating (average and number of reviews, once there is one), the verification badges in short (with
 * the link to `/verification` under the card's own link) and a link to the detail page (spec §2
 * `/our-experts`), with the favourite toggle (heart) in its top
 * corner, beside the link rather than inside it.
 *
 * @module components/expert-card
 */
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ConsultantCard } from '../lib/consultant-card';
import { dayKeyOf, formatDayKey, formatMoney, formatTime, timeZoneName, viewerTimeZone } from '../lib/format';
import { useFreeFirstState } from '../lib/free-first';
import { currentLanguage } from '../lib/i18n';
import { paths } from '../config/paths';
import { FavouriteToggle } from './favourite-toggle';
import { RatingSummary } from './rating-summary';
import { VerificationLink, VerificationSummary } from './verification-badges';

/**
 * Initials of a display name for the avatar fallback.
 *
 * @returns up to two upper-case letters (`"Anne-Marie Dupont"` → `"AD"`).
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters
    .map((w) => w.charAt(0).toLocaleUpperCase())
    .join('')
    .slice(0, 2);
}

/**
 * "City, Country", or whichever of the two is known.
 */
export function expertPlace(expert: Pick<ConsultantCard, 'city' | 'country'>): string {
  return [expert.city, expert.country?.name].filter(Boolean).join(', ');
}

/** Expert avatar: photo, else initials. */
export function ExpertAvatar({ expert, size = 72 }: { expert: Pick<ConsultantCard, 'display_name' | 'photo'>; size?: number }) {
  return expert.photo ? (
    <Avatar src={expert.photo.url} alt={expert.photo.alternativeText ?? expert.display_name ?? ''} sx={{ width: size, height: size }} />
  ) : (
    <Avatar sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size / 2.6 }} aria-hidden="true">
      {initialsOf(expert.display_name ?? '')}
    </Avatar>
  );
}

/** Full name with the honorific title, e.g. "Dr Jeanne Martin". */
export function expertName(expert: Pick<ConsultantCard, 'title' | 'display_name'>, titleLabel: (title: string) => string): string {
  const name = expert.display_name ?? '';
  return expert.title ? `${titleLabel(expert.title)} ${name}` : name;
}

/**
 * The "free first consultation" badge of an expert (test id `free-first-consultation`), shown while the
 * offer applies to the viewer (lib/free-first): to a visitor when the expert offers it, to a signed-in
 * client only while it has had no non-cancelled booking with the expert, as the booking panel says.
 */
export function FreeFirstChip({ expert, size = 'medium', sx }: { expert: Pick<ConsultantCard, 'id' | 'free_first_consultation'>; size?: 'small' | 'medium'; sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  const state = useFreeFirstState(expert.id, expert.free_first_consultation);
  if (state !== 'yours' && state !== 'offered') return null;
  return <Chip sx={sx} label={t('experts.freeFirstConsultation')} size={size} color="secondary" data-testid="free-first-consultation" />;
}

/**
 * The next free time slot of an expert: day and time in `timeZone` (default the viewer's) and the
 * zone's name, or "no free time slot" when `at` is `null`.
 *
 * @param at - UTC instant (`next_available_at` of the card).
 */
export function NextFreeSlot({ at, timeZone }: { at: string | null; timeZone?: string }) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  const zone = timeZone ?? viewerTimeZone();
  if (!at) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="expert-next-slot" data-next-slot="">
        {t('experts.nextSlot.none')}
      </Typography>
    );
  }
  return (
    <Box data-testid="expert-next-slot" data-next-slot={at}>
      <Typography variant="body2">
        <Box component="span" sx={{ fontWeight: 700 }}>
          {t('experts.nextSlot.label')}
        </Box>{' '}
        <time dateTime={at}>{t('experts.nextSlot.value', { day: formatDayKey(dayKeyOf(at, zone), locale), time: formatTime(at, zone, locale) })}</time>
      </Typography>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        {timeZoneName(zone, locale, at)}
      </Typography>
    </Box>
  );
}

/** The card. */
export function ExpertCard({ expert }: { expert: ConsultantCard }) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  const name = expertName(expert, (title) => t(`experts.titles.${title}`, { defaultValue: title }));
  return (
    <Card data-testid="expert-card" data-expert-id={expert.id} sx={{ height: '100%', position: 'relative', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea component={RouterLink} to={paths.expertDetails(expert.id)} sx={{ flex: 1, display: 'flex', alignItems: 'stretch' }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, width: '100%' }}>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <ExpertAvatar expert={expert} />
            <Box sx={{ minWidth: 0, pr: 5 }}>
              <Typography variant="h5" component="h3" data-testid="expert-name">
                {name}
              </Typography>
              {expertPlace(expert) ? (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {expertPlace(expert)}
                </Typography>
              ) : null}
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('experts.yearsOfExperience', { count: expert.years_of_experience })}
              </Typography>
              <RatingSummary rating={expert.rating} />
            </Box>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }} data-testid="expert-specializations">
            {expert.specializations.map((s) => (
              <Chip key={s.slug} label={s.name} size="small" color="primary" variant="outlined" />
            ))}
          </Box>
          <VerificationSummary verifications={expert.verifications ?? []} />
          {expert.languages.length > 0 && (
            <Typography variant="body2">
              <Box component="span" sx={{ fontWeight: 700 }}>
                {t('experts.languagesLabel')}
              </Box>{' '}
              {expert.languages.map((l) => l.name).join(', ')}
            </Typography>
          )}
          <NextFreeSlot at={expert.next_available_at ?? null} />
          <Box sx={{ mt: 'auto', display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            {expert.fee.amount !== null && expert.fee.currency !== null ? (
              <Typography sx={{ fontWeight: 700 }} data-testid="expert-fee">
                {t('experts.feePerSession', { fee: formatMoney(expert.fee.amount, expert.fee.currency, locale), minutes: expert.session_duration ?? '' })}
              </Typography>
            ) : null}
            <FreeFirstChip expert={expert} size="small" />
          </Box>
          <Typography variant="body2" sx={{ color: 'primary.main', fontWeight: 700 }}>
            {t('experts.viewProfile')}
          </Typography>
        </CardContent>
      </CardActionArea>
      {expert.verifications?.length ? <VerificationLink sx={{ px: 2, pb: 1.5 }} /> : null}
      <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
        <FavouriteToggle consultantId={expert.id} />
      </Box>
    </Card>
  );
}
