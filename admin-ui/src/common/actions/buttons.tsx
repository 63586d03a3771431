/**
 * Buttons of the back office's actions that keep their name on every screen. On phones (below the
 * `sm` breakpoint) react-admin's `Button` shows only its icon and, when disabled, drops its accessible
 * name, and a button without an icon shows nothing at all; these two keep both the name and the text.
 */
import { Button as MuiButton, type ButtonProps as MuiButtonProps } from '@mui/material';
import { Button, useTranslate, type ButtonProps } from 'react-admin';

/**
 * react-admin's `Button` (icon only on phones) whose accessible name is its translated label in every
 * state, disabled included.
 * @param props - react-admin `Button` props; `label` is a translation key
 */
export const ActionButton = (props: ButtonProps & { label: string }) => {
  const translate = useTranslate();
  return <Button aria-label={translate(props.label, { _: props.label })} {...props} />;
};

/**
 * A dialog's button (cancel, confirm): always its translated text, whatever the screen's width.
 * @param props - MUI `Button` props and `label`, a translation key
 */
export const DialogButton = ({ label, ...props }: MuiButtonProps & { label: string }) => {
  const translate = useTranslate();
  return <MuiButton {...props}>{translate(label, { _: label })}</MuiButton>;
};
