/**
 * The switch of the favourites page "Tell me when my favourite experts free up a slot in the next 48 hours"
 * (docs/api-bookings.md "Earlier-slot alerts"): at most one e-mail a day lists the slots freed by the
 * client's favourite experts, each linking to the expert's booking page with the slot chosen.
 *
 * @module features/client/components/favourite-alerts-toggle
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { setFavouriteAlerts, useFavouriteAlerts } from '../api/favourite-alerts';

/** The switch and its explanation (hidden until the setting is read). */
export function FavouriteAlertsToggle() {
  const { t } = useTranslation();
  const read = useFavouriteAlerts();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const enabled = read.data?.data.enabled;
  if (enabled === undefined) return null;

  const toggle = async (next: boolean) => {
    setSaving(true);
    setError(null);
    try {
      const answer = await setFavouriteAlerts(next);
      await read.mutate({ data: answer }, { revalidate: false });
      toast.success(t(answer.enabled ? 'client.favourites.alertsOn' : 'client.favourites.alertsOff'));
    } catch (e) {
      setError(errorMessage(e, t('errors.generic')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} data-testid="favourite-alerts">
      <FormControlLabel
        control={<Switch checked={enabled} disabled={saving} onChange={(event) => void toggle(event.target.checked)} data-testid="favourite-alerts-switch" />}
        label={t('client.favourites.alertsLabel')}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('client.favourites.alertsHelp')}
      </Typography>
      {error ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {error}
        </Alert>
      ) : null}
    </Paper>
  );
}
