/**
 * The favourite toggle of a consultant (spec §2 client `favorite`): a heart button on the public expert
 * cards and the expert detail page. Its accessible name says what a click does — "Ajouter aux favoris" /
 * "Add to favourites" or "Retirer des favoris" / "Remove from favourites" — and `aria-pressed` says the
 * current state. A signed-in client adds or removes the consultant (`lib/favourites`); anyone else is sent
 * to the client sign-in with the current path kept (`?redirect=`, as the client guard does), to come back
 * after signing in.
 *
 * @module components/favourite-toggle
 */
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { REDIRECT_PARAM } from '../config/constants';
import { paths } from '../config/paths';
import { useFavourite } from '../lib/favourites';
import { LazyTooltip } from './lazy-tooltip';
import { errorMessage } from '../lib/api-client';
import { toast } from '../lib/toast';

/** Props of {@link FavouriteToggle}. */
export interface FavouriteToggleProps {
  /** The consultant's `documentId`. */
  consultantId: string;
  /** `icon` (a round heart, on cards) or `button` (heart and text, on the detail page); default `icon`. */
  variant?: 'icon' | 'button';
  /** Style of the button (e.g. its margins on a page). */
  sx?: SxProps<Theme>;
}

/** The toggle (test id `favourite-toggle`, `data-favourite="true|false"`). */
export function FavouriteToggle({ consultantId, variant = 'icon', sx }: FavouriteToggleProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { signedIn, isFavourite, busy, toggle } = useFavourite(consultantId);
  const label = isFavourite ? t('experts.favourite.remove') : t('experts.favourite.add');

  const click = async () => {
    if (!signedIn) {
      const from = `${location.pathname}${location.search}${location.hash}`;
      navigate(`${paths.roleSignIn('client')}?${new URLSearchParams({ [REDIRECT_PARAM]: from }).toString()}`, { state: { from } });
      return;
    }
    try {
      const now = await toggle();
      toast.success(now ? t('experts.favourite.added') : t('experts.favourite.removed'));
    } catch (error) {
      toast.error(errorMessage(error, t('experts.favourite.failed')));
    }
  };

  const icon = isFavourite ? <FavoriteIcon color="error" /> : <FavoriteBorderIcon />;
  const common = {
    onClick: () => void click(),
    disabled: busy,
    'aria-pressed': signedIn ? isFavourite : undefined,
    'data-testid': 'favourite-toggle',
    'data-favourite': String(isFavourite),
  };

  if (variant === 'button') {
    return (
      <Button variant="outlined" color={isFavourite ? 'error' : 'primary'} startIcon={icon} sx={sx} {...common}>
        {label}
      </Button>
    );
  }
  return (
    <LazyTooltip title={label}>
      <span>
        <IconButton aria-label={label} sx={[{ bgcolor: 'background.paper', boxShadow: 1, '&:hover': { bgcolor: 'background.paper' } }, ...(Array.isArray(sx) ? sx : [sx])]} {...common}>
          {icon}
        </IconButton>
      </span>
    </LazyTooltip>
  );
}
