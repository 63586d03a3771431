import { useState } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Form, HttpError, PasswordInput, SaveButton, Title, maxLength, required, useGetIdentity, useLogoutIfAccessDenied, useNotify, useTranslate } from 'react-admin';

import { changePassword, fieldErrorsOf } from './changePassword';
import { matchesNewPassword, passwordStrength, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwordRules';

interface ChangePasswordValues {
  currentPassword?: string;
  password?: string;
  confirmPassword?: string;
}

const currentPasswordRules = [required(), maxLength(PASSWORD_MAX_LENGTH)];
const newPasswordRules = [required(), passwordStrength];
const confirmationRules = [required(), matchesNewPassword];

/**
 * `/admin/change-password` (spec §2 admin routes): current password, new password and its confirmation.
 * Success stores the fresh token and empties the form; a 400 shows the server's messages under the
 * fields (`fieldErrors.currentPassword`, `fieldErrors.password`) or as a notification; a 401/403 signs out.
 */
export const ChangePasswordPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const { refetch: refetchIdentity } = useGetIdentity();
  // a new key mounts an empty form after a successful change
  const [formKey, setFormKey] = useState(0);
  const title = translate('app.change_password.title');

  const onSubmit = async (values: ChangePasswordValues) => {
    try {
      await changePassword({
        currentPassword: values.currentPassword ?? '',
        password: values.password ?? '',
      });
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) return fieldErrors;
      if (await logoutIfAccessDenied(error)) return undefined;
      // the server's message is already localized (Accept-Language): shown as is
      const message = error instanceof HttpError && error.message ? error.message : 'app.change_password.failure';
      notify(message, { type: 'error', messageArgs: { _: message } });
      return undefined;
    }
    notify('app.change_password.success', { type: 'success' });
    // the answer's `user` may carry a new name for the app bar
    void refetchIdentity();
    setFormKey((key) => key + 1);
    return undefined;
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 560 }}>
      <Title title={title} />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.change_password.hint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
        </Typography>
        <Form key={formKey} onSubmit={onSubmit} noValidate>
          <Box sx={{ display: 'flex', flexDirection: 'column' }}>
            <PasswordInput source="currentPassword" label="app.change_password.current_password" autoComplete="current-password" validate={currentPasswordRules} fullWidth />
            <PasswordInput source="password" label="app.change_password.new_password" autoComplete="new-password" validate={newPasswordRules} fullWidth />
            <PasswordInput source="confirmPassword" label="app.change_password.confirm_password" autoComplete="new-password" validate={confirmationRules} fullWidth />
          </Box>
          <Box sx={{ mt: 1 }}>
            <SaveButton label="app.change_password.submit" />
          </Box>
        </Form>
      </CardContent>
    </Card>
  );
};
