/**
 * The switch "Tell me if an earlier slot frees up" of a client's upcoming booking (docs/api-bookings.md
 * "Earlier-slot alerts"): on, the client gets one e-mail when an earlier slot with the same expert frees up,
 * with a link that moves the booking there; the alert is then spent and the switch shows it off again.
 * A refusal (the booking can no longer be changed) shows the API's message under the switch.
 *
 * @module features/bookings/components/earlier-slot-alert-toggle
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { setEarlierSlotAlert } from '../api/earlier-slot-alert';
import type { Booking } from '../model/types';

/** Props of {@link EarlierSlotAlertToggle}. */
export interface EarlierSlotAlertToggleProps {
  booking: Booking;
  /** Called with the booking as it now is (its `earlier_slot_alert` changed). */
  onChange: (booking: Booking) => void;
}

/** The switch and its explanation. */
export function EarlierSlotAlertToggle({ booking, onChange }: EarlierSlotAlertToggleProps) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const enabled = Boolean(booking.earlier_slot_alert);

  const toggle = async (next: boolean) => {
    setSaving(true);
    setError(null);
    try {
      const answer = await setEarlierSlotAlert(booking.id, next);
      onChange({ ...booking, earlier_slot_alert: answer.enabled });
      toast.success(t(answer.enabled ? 'bookings.earlierSlot.on' : 'bookings.earlierSlot.off'));
    } catch (e) {
      setError(errorMessage(e, t('errors.generic')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box sx={{ mt: 3 }} data-testid="earlier-slot-alert">
      <FormControlLabel
        control={<Switch checked={enabled} disabled={saving} onChange={(event) => void toggle(event.target.checked)} data-testid="earlier-slot-switch" />}
        label={t('bookings.earlierSlot.label')}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('bookings.earlierSlot.help')}
      </Typography>
      {error ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {error}
        </Alert>
      ) : null}
    </Box>
  );
}
