/**
 * "My data" of the client and consultant areas (`/client/my-data`, `/consultant/my-data`; docs/privacy.md):
 * the person's own export (download the ZIP), consents (history; a client's health-data consent switch)
 * and account deletion (danger zone), one section each.
 *
 * Headings: the page's `h1` "Mes données"/"My data", then `h2` "Télécharger mes données"/"Download my
 * data", "Mes consentements"/"My consents", "Supprimer mon compte"/"Delete my account".
 *
 * @module features/privacy/components/my-data-page
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { AreaPage } from '../../../components/area-page';
import { ConsentsSection } from './consents-section';
import { ErasureSection } from './erasure-section';
import { ExportSection } from './export-section';

/** The page; `role` is the area's. */
export function MyDataPage({ role }: { role: 'client' | 'consultant' }) {
  const { t } = useTranslation();
  const { hash } = useLocation();
  // A link to a section (`#consents`, from the booking panel) scrolls to it once the page is there.
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [hash]);
  return (
    <AreaPage title={t('account.privacy.title')} intro={t('account.privacy.intro')} testId="my-data">
      <Box sx={{ display: 'grid', gap: 3 }}>
        <ExportSection role={role} />
        <ConsentsSection role={role} />
        <ErasureSection role={role} />
      </Box>
    </AreaPage>
  );
}
