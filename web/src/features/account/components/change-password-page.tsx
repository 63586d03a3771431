/**
 * Change password of an area (`/client/change-password`, `/consultant/change-password`; docs/api-auth.md
 * `POST auth/change-password`): current, new and confirmation. The answer's fresh token replaces the
 * session's (older tokens are refused afterwards); a wrong current password shows under its field.
 *
 * @module features/account/components/change-password-page
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PasswordField } from '../../../components/password-field';
import { SubmitButton } from '../../../components/submit-button';
import {
  confirmationError,
  errorMessage,
  keyErrors,
  passwordError,
  serverFieldErrors,
} from '../../../lib/form-rules';
import { sessions } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useFormFields } from '../../../lib/use-form-fields';
import { changePassword } from '../api/change-password';
import { useAreaRole } from '../hooks/use-area-role';

const FIELDS = [
  { name: 'currentPassword', label: 'account.changePassword.current', autoComplete: 'current-password' },
  { name: 'password', label: 'account.changePassword.password', autoComplete: 'new-password' },
  { name: 'confirmation', label: 'account.changePassword.confirmation', autoComplete: 'new-password' },
] as const;

type Values = Record<(typeof FIELDS)[number]['name'], string>;
const EMPTY: Values = { currentPassword: '', password: '', confirmation: '' };

/** The page. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const role = useAreaRole();
  const { values, setValues, setErrors, field } = useFormFields<Values>(EMPTY);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checks = keyErrors({
      currentPassword: values.currentPassword ? null : 'forms.required',
      password: passwordError(values.password),
      confirmation: confirmationError(values.password, values.confirmation),
    });
    setErrors(checks);
    if (Object.keys(checks).length > 0) return;
    setSending(true);
    try {
      const { jwt, user } = await changePassword(role, values.currentPassword, values.password);
      sessions.signIn(role, jwt, user);
      toast.success(t('account.changePassword.done'));
      setValues(EMPTY);
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      toast.error(errorMessage(error, t(Object.keys(fields).length > 0 ? 'forms.fixErrors' : 'errors.generic')));
    } finally {
      setSending(false);
    }
  };

  return (
    <Box sx={{ maxWidth: 560 }} data-testid="change-password">
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, mb: 3 }} data-testid="page-title">
        {t('account.changePassword.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
        <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2.5 }}>
          {FIELDS.map(({ name, label, autoComplete }) => (
            <PasswordField
              key={name}
              id={`change-${name}`}
              autoComplete={autoComplete}
              label={t(label)}
              required
              fullWidth
              {...field(name, name === 'password' ? t('forms.passwordRules') : undefined)}
            />
          ))}
          <SubmitButton sending={sending} label={t('account.changePassword.submit')} sendingLabel={t('account.changePassword.submitting')} />
        </Box>
      </Paper>
    </Box>
  );
}
