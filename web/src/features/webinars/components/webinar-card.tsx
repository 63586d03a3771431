/**
 * A webinar's card (docs/api-webinars.md "Public"): title in the page's language (French/English
 * fallback, chosen by the API), host, local date and time in the viewer's zone with the zone's name,
 * duration, fee or "free", seats left; the title links to the webinar's page.
 *
 * @module features/webinars/components/webinar-card
 */
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { formatDateAndTime, formatMoney, timeZoneName, viewerTimeZone } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import type { WebinarCard as Webinar } from '../model/types';

/** Date, time and zone of a webinar's start in `timeZone` (default the viewer's). */
export function WebinarWhen({ webinar, timeZone }: { webinar: Pick<Webinar, 'start' | 'duration_minutes'>; timeZone?: string }) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  const zone = timeZone ?? viewerTimeZone();
  return (
    <Typography variant="body2" data-testid="webinar-when" data-start={webinar.start}>
      {/* The server renders in its own zone; the browser shows the visitor's (hydration warning expected). */}
      <time dateTime={webinar.start} suppressHydrationWarning>
        {formatDateAndTime(webinar.start, zone, locale)}
      </time>{' '}
      <Box component="span" sx={{ color: 'text.secondary' }} suppressHydrationWarning>
        ({timeZoneName(zone, locale, webinar.start)})
      </Box>
      {' · '}
      {t('webinars.duration', { minutes: webinar.duration_minutes })}
    </Typography>
  );
}

/**
 * A webinar's cover image, when its consultant gave one: decorative beside the title (empty `alt`),
 * 16:9, lazily loaded on lists (`eager` for the webinar's own page).
 */
export function WebinarCover({ webinar, eager = false }: { webinar: Pick<Webinar, 'cover'>; eager?: boolean }) {
  if (!webinar.cover) return null;
  return (
    <Box
      component="img"
      src={webinar.cover.url}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      width={webinar.cover.width ?? undefined}
      height={webinar.cover.height ?? undefined}
      sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: eager ? 1 : 0 }}
      data-testid="webinar-cover"
    />
  );
}

/** The fee of a webinar, or "free". */
export function webinarFee(webinar: Pick<Webinar, 'fee_minor' | 'currency'>, locale: string, free: string): string {
  return webinar.fee_minor === 0 ? free : formatMoney(webinar.fee_minor, webinar.currency, locale);
}

/** The seats left of a webinar ("3 seats left", "Full"), or "cancelled". */
export function SeatsLeft({ webinar }: { webinar: Pick<Webinar, 'seats_left' | 'status'> }) {
  const { t } = useTranslation();
  if (webinar.status === 'cancelled') return <Chip size="small" color="default" label={t('webinars.cancelled')} data-testid="webinar-cancelled" />;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={webinar.seats_left === 0 ? 'default' : 'primary'}
      label={webinar.seats_left === 0 ? t('webinars.full') : t('webinars.seatsLeft', { count: webinar.seats_left })}
      data-testid="webinar-seats"
      data-seats={webinar.seats_left}
    />
  );
}

/**
 * The card. `headingLevel`: the title's heading level in its page (default `h3`); `showHost`: name the host
 * (not on the host's own page); `timeZone`: the IANA zone of the times (default the device's).
 */
export function WebinarCard({ webinar, headingLevel = 'h3', showHost = true, timeZone }: { webinar: Webinar; headingLevel?: 'h2' | 'h3'; showHost?: boolean; timeZone?: string }) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%' }} data-testid="webinar-card" data-slug={webinar.slug}>
      <WebinarCover webinar={webinar} />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h5" component={headingLevel} sx={{ overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={paths.webinar(webinar.slug)} underline="hover" color="inherit">
            {webinar.title}
          </Link>
        </Typography>
        {showHost ? (
          <Typography variant="body2" data-testid="webinar-host">
            {t('webinars.hostedBy', { name: webinar.consultant.display_name })}
          </Typography>
        ) : null}
        <WebinarWhen webinar={webinar} timeZone={timeZone} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography variant="body1" sx={{ fontWeight: 700 }} data-testid="webinar-fee">
            {webinarFee(webinar, locale, t('webinars.free'))}
          </Typography>
          <SeatsLeft webinar={webinar} />
          {webinar.specialization ? <Chip size="small" label={webinar.specialization.name} /> : null}
          {webinar.language ? <Chip size="small" label={webinar.language.name} /> : null}
        </Box>
      </CardContent>
    </Card>
  );
}
