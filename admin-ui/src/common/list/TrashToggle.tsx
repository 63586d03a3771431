import { useLocation, useNavigate } from 'react-router-dom';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useCreatePath, useResourceContext, useTranslate } from 'react-admin';

/**
 * Above a resource's list and its trash: two buttons, "Liste" / "Corbeille" (`aria-pressed` on the one
 * shown), leading from the live records to the trashed ones and back, as react-admin's demo switches a
 * list's views with tabs. Trashes are reached this way, not from the side menu.
 */
export const TrashToggle = () => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (!resource) return null;
  const live = createPath({ resource, type: 'list' });
  const shown = pathname.replace(/\/$/, '').endsWith('/trash') ? 'trash' : 'live';
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={shown}
      aria-label={translate('app.trash.views')}
      onChange={(_event, value: 'live' | 'trash' | null) => {
        if (value && value !== shown) navigate(value === 'trash' ? `${live}/trash` : live);
      }}
      sx={{ m: 1 }}
    >
      <ToggleButton value="live">{translate('app.trash.live')}</ToggleButton>
      <ToggleButton value="trash">{translate('app.trash.menu_short')}</ToggleButton>
    </ToggleButtonGroup>
  );
};
