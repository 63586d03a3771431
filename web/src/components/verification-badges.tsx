/**
 * The verification badges of an expert (docs/api-consultant.md "Verification badges"; `verifications`
 * of the expert card and page): what an admin checked when approving the profile and that has not
 * changed since. Only what was checked has a badge; nothing is shown when nothing was.
 *
 * - {@link VerificationBadges}: the expert page's list, each badge in full with the month of the check
 *   (`Identité vérifiée · nov. 2026`, `Diplôme vérifié : <degree>, <school>, <year> · nov. 2026`), and a
 *   link to the explanation page `/verification`.
 * - {@link VerificationSummary}: the card's compact line, one short chip per kind (`2 diplômes
 *   vérifiés`), without a link (the card is itself a link): the card puts {@link VerificationLink} under it.
 *
 * @module components/verification-badges
 */
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import type { Schemas } from '../lib/api-types';
import { formatMonth } from '../lib/format';
import { currentLanguage } from '../lib/i18n';
import { paths } from '../config/paths';

/** A badge as the API gives it (`ExpertVerification`). */
export type Verification = Schemas['ExpertVerification'];

/** Kinds in the order badges are shown. */
const KINDS = ['identity', 'degree', 'certificate', 'criminal_record', 'contract'] as const;

/**
 * The full text of a badge in the page's language, with the month of the check.
 *
 * @param locale - `fr` or `en` (the month's language).
 * @returns e.g. `Diplôme vérifié : Diplôme de naturopathie, École de Lyon, 2012 · nov. 2026`.
 */
export function verificationText(badge: Verification, t: (key: string, options?: Record<string, unknown>) => string, locale: string): string {
  const text = t(`verification.badges.${badge.kind}`, { label: badge.label ?? '' });
  return t('verification.badges.withDate', { badge: text, month: formatMonth(badge.verified_at, locale) });
}

/** The expert page's badges (none: nothing shown), with the link to the explanation page. */
export function VerificationBadges({ verifications }: { verifications: readonly Verification[] }) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  if (verifications.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="expert-verifications-title" sx={{ mt: 2, textAlign: 'left' }} data-testid="expert-verifications">
      <Typography id="expert-verifications-title" variant="h6" component="h2" sx={{ fontSize: '1rem', mb: 1 }}>
        {t('verification.badges.heading')}
      </Typography>
      <Box component="ul" aria-label={t('verification.badges.listLabel')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
        {verifications.map((badge, index) => (
          <Box
            component="li"
            key={`${badge.kind}-${index}`}
            sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start', overflowWrap: 'anywhere' }}
            data-testid="verification-badge"
            data-kind={badge.kind}
          >
            <VerifiedIcon fontSize="small" color="success" aria-hidden="true" sx={{ mt: '2px', flex: 'none' }} />
            <Typography variant="body2">
              <time dateTime={badge.verified_at}>{verificationText(badge, t, locale)}</time>
            </Typography>
          </Box>
        ))}
      </Box>
      <VerificationLink sx={{ display: 'inline-block', mt: 1 }} />
    </Box>
  );
}

/** The link to the explanation page `/verification` ("What these badges mean"). */
export function VerificationLink({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  return (
    <Link component={RouterLink} to={paths.verification} variant="body2" sx={sx}>
      {t('verification.badges.learnMore')}
    </Link>
  );
}

/** The card's compact line of badges: one short chip per kind checked (none: nothing shown). */
export function VerificationSummary({ verifications }: { verifications: readonly Verification[] }) {
  const { t } = useTranslation();
  if (verifications.length === 0) return null;
  const counts = new Map<string, number>();
  for (const badge of verifications) counts.set(badge.kind, (counts.get(badge.kind) ?? 0) + 1);
  return (
    <Box component="ul" aria-label={t('verification.badges.listLabel')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }} data-testid="expert-card-verifications">
      {KINDS.filter((kind) => counts.has(kind)).map((kind) => (
        <li key={kind}>
          <Chip
            size="small"
            variant="outlined"
            color="success"
            icon={<VerifiedIcon aria-hidden="true" />}
            label={t(`verification.badges.short.${kind}`, { count: counts.get(kind) })}
            sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
          />
        </li>
      ))}
    </Box>
  );
}
