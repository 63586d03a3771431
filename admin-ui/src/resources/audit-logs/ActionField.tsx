import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';
import { Typography } from '@mui/material';

import { actionKey } from './codes';

/** What was read (`file.read`…), in the interface language. */
export const ActionField = (props: FieldProps) => {
  const translate = useTranslate();
  const action = useFieldValue(props) as string | undefined;
  return (
    <Typography component="span" variant="body2">
      {action ? translate(actionKey(action), { _: action }) : ''}
    </Typography>
  );
};
