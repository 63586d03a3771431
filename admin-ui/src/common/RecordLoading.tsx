import { LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The bar a record page shows while its full record loads (a list's row has only the list's fields),
 * named for screen readers ("Chargement" / "Loading") as every progress bar must be.
 */
export const RecordLoading = () => {
  const translate = useTranslate();
  return <LinearProgress sx={{ m: 2 }} aria-label={translate('ra.page.loading')} />;
};
