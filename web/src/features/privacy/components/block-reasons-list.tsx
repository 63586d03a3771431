/**
 * The reasons an erasure is refused (409 `ErasureBlocked`), as a list under an error: each reason's
 * message from the server, in the user's language, and a link to the complaint or the bookings it
 * is about.
 *
 * @module features/privacy/components/block-reasons-list
 */
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { reasonLink, type BlockReason } from '../model/block-reasons';

/** Props of {@link BlockReasonsList}. */
export interface BlockReasonsListProps {
  role: 'client' | 'consultant';
  reasons: readonly BlockReason[];
  /** The sentence above the list (already translated). */
  lead: string;
}

/** An error alert (role `alert`) with the reasons. */
export function BlockReasonsList({ role, reasons, lead }: BlockReasonsListProps) {
  const { t } = useTranslation();
  return (
    <Alert severity="error" role="alert" data-testid="erasure-blocked">
      {lead}
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {reasons.map((reason) => {
          const link = reasonLink(role, reason);
          return (
            <li key={`${reason.code}-${reason.id}`} data-testid={`erasure-reason-${reason.code}`}>
              {reason.message}{' '}
              <Link component={RouterLink} to={link.to}>
                {t(link.labelKey)}
              </Link>
            </li>
          );
        })}
      </Box>
    </Alert>
  );
}
