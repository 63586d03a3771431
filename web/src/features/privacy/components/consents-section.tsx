/**
 * "My consents" (docs/privacy.md "Consents"; `GET account/consents`): every consent the person gave or
 * withdrew — what it is about, given or withdrawn, the version of the text, when (in the person's time
 * zone, named once above the list) and where — newest first. A client also has a switch giving or
 * withdrawing its explicit consent to the processing of its health data (`PUT
 * account/consents/health-data`), confirmed in a dialog: withdrawing it blocks new bookings until it is
 * given again (bookings already made stay). The section's anchor is `#consents` (the booking panel links
 * to it when a booking is refused for a missing consent).
 *
 * @module features/privacy/components/consents-section
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { errorMessage } from '../../../lib/api-client';
import { formatDateAndTime, timeZoneName, viewerTimeZone } from '../../../lib/format';
import { useLanguage } from '../../../lib/fetcher';
import { toast } from '../../../lib/toast';
import { useViewerTimeZone } from '../../../lib/viewer-time-zone';
import { setHealthDataConsent, useConsents, type ConsentRecord } from '../api/consents';

/** Anchor of the section (`paths.myConsents`). */
export const CONSENTS_ANCHOR = 'consents';

/** The client's switch of the health-data consent, confirmed in a dialog. */
function HealthDataSwitch({ given, onChanged }: { given: boolean; onChanged: (history: Awaited<ReturnType<typeof setHealthDataConsent>>) => void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const key = asking ? 'give' : 'withdraw';

  const confirm = async () => {
    if (asking === null) return;
    const next = asking;
    setAsking(null);
    setSaving(true);
    try {
      onChanged(await setHealthDataConsent(next));
      toast.success(t(next ? 'account.privacy.consents.health.given' : 'account.privacy.consents.health.withdrawn'));
    } catch (error) {
      toast.error(errorMessage(error, t('errors.generic')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box sx={{ mb: 3 }} data-testid="health-data-consent">
      <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
        {t('account.privacy.consents.health.title')}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={given}
            disabled={saving}
            onChange={(event) => setAsking(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': 'health-data-consent-help' } }}
            data-testid="health-data-consent-switch"
          />
        }
        label={t('account.privacy.consents.health.label')}
      />
      <FormHelperText id="health-data-consent-help" sx={{ mx: 0 }}>
        {t('account.privacy.consents.health.help')}
      </FormHelperText>
      <ConfirmDialog
        open={asking !== null}
        title={t(`account.privacy.consents.health.${key}Title`)}
        confirmLabel={t(`account.privacy.consents.health.${key}`)}
        destructive={asking === false}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
        data-testid="health-data-consent-dialog"
      >
        {t(`account.privacy.consents.health.${key}Text`)}
      </ConfirmDialog>
    </Box>
  );
}

/** The section; `role` is the signed-in person's area. */
export function ConsentsSection({ role }: { role: 'client' | 'consultant' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const read = useConsents(role);
  const viewer = useViewerTimeZone(role);
  const zone = viewer.timeZone ?? viewerTimeZone();
  const history = read.data;

  const columns: DataColumn<ConsentRecord>[] = [
    { key: 'kind', header: t('account.privacy.consents.columns.kind'), cell: (record) => t(`account.privacy.consents.kinds.${record.kind}`), testId: 'consent-kind' },
    { key: 'action', header: t('account.privacy.consents.columns.action'), cell: (record) => t(`account.privacy.consents.actions.${record.action}`), testId: 'consent-action' },
    { key: 'version', header: t('account.privacy.consents.columns.version'), cell: (record) => record.version ?? t('account.privacy.consents.noVersion'), testId: 'consent-version' },
    { key: 'at', header: t('account.privacy.consents.columns.at'), cell: (record) => formatDateAndTime(record.at, zone, language), testId: 'consent-at' },
    { key: 'source', header: t('account.privacy.consents.columns.source'), cell: (record) => t(`account.privacy.consents.sources.${record.source}`), testId: 'consent-source' },
  ];

  return (
    <Paper component="section" variant="outlined" id={CONSENTS_ANCHOR} aria-labelledby="my-data-consents-title" sx={{ p: { xs: 2.5, md: 4 }, scrollMarginTop: 96 }} data-testid="consents-section">
      <Typography variant="h2" id="my-data-consents-title" sx={{ fontSize: '1.4rem', mb: 1.5 }}>
        {t('account.privacy.consents.title')}
      </Typography>
      {read.error && !history ? <LoadError error={read.error} onRetry={() => void read.mutate()} /> : null}
      {!history && !read.error ? <Loading minHeight={120} /> : null}
      {history ? (
        <>
          {role === 'client' ? <HealthDataSwitch given={history.current.health_data} onChanged={(next) => void read.mutate(next, { revalidate: false })} /> : null}
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('account.privacy.consents.intro', { zone: timeZoneName(zone, language) })}</Typography>
          {history.data.length === 0 ? (
            <Typography data-testid="consents-empty">{t('account.privacy.consents.empty')}</Typography>
          ) : (
            <DataTable label={t('account.privacy.consents.label')} columns={columns} rows={history.data} rowKey={(record) => record.id} rowProps={() => ({ 'data-testid': 'consent-row' })} />
          )}
        </>
      ) : null}
    </Paper>
  );
}
