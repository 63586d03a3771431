/**
 * The notice shown in the client and consultant areas (and on the booking page) when the device is in
 * another time zone than the signed-in person's profile (see lib/viewer-time-zone): it names both zones
 * and offers to show times in the device's zone, or to update the profile's time zone (client:
 * `PUT general-info`, consultant: `PUT profile/basic`, the person fields sent back unchanged but the
 * zone). Dismissing it keeps the profile's zone. Hidden when the zones agree.
 *
 * @module features/account/components/time-zone-notice
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Role } from '../../../config/constants';
import { ApiError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/fetcher';
import { timeZoneName } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useViewerTimeZone } from '../../../lib/viewer-time-zone';
import { updateProfileTimeZone } from '../api/update-profile-time-zone';

/** Props of {@link TimeZoneNotice}. */
export interface TimeZoneNoticeProps {
  role: Role;
  /** The device's zone (tests). */
  deviceZone?: string;
}

/** The notice; nothing when the zones agree, the person chose, or outside the client and consultant roles. */
export function TimeZoneNotice({ role, deviceZone }: TimeZoneNoticeProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { mutate } = useSWRConfig();
  const viewer = useViewerTimeZone(role, deviceZone);
  const [saving, setSaving] = useState(false);
  if (role === 'admin' || !viewer.mismatch || !viewer.profileZone) return null;
  const profileRole = role;
  const device = timeZoneName(viewer.deviceZone, language);
  const profile = timeZoneName(viewer.profileZone, language);

  const update = async () => {
    setSaving(true);
    try {
      if ((await updateProfileTimeZone(profileRole, viewer.deviceZone, language)) === 'incomplete') {
        toast.error(t('timeZone.updateIncomplete'));
        return;
      }
      // Every read of this role again: times re-render in the new zone.
      await mutate((key) => Array.isArray(key) && key[3] === profileRole);
      toast.success(t('timeZone.updated', { zone: device }));
    } catch (error) {
      toast.error(error instanceof ApiError && error.status === 400 ? t('timeZone.updateIncomplete') : t('timeZone.updateFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Alert
      severity="info"
      role="status"
      data-testid="time-zone-notice"
      onClose={() => viewer.choose('profile')}
      slotProps={{ closeButton: { title: t('timeZone.keepProfile'), 'aria-label': t('timeZone.keepProfile') } }}
      sx={{ mb: 3 }}
    >
      {t('timeZone.mismatch', { device, profile })}
      {role === 'consultant' ? ` ${t('timeZone.consultantTimings')}` : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button size="small" variant="outlined" color="inherit" onClick={() => viewer.choose('device')} disabled={saving} data-testid="time-zone-show-device">
          {t('timeZone.showDevice', { zone: device })}
        </Button>
        <Button size="small" variant="outlined" color="inherit" onClick={() => void update()} disabled={saving} data-testid="time-zone-update-profile">
          {t('timeZone.updateProfile')}
        </Button>
      </Box>
    </Alert>
  );
}
