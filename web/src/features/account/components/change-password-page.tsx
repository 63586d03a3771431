/**
 * Change password of an area (`/client/change-password`, `/consultant/change-password`; docs/api-auth.md
 * `POST auth/change-password`): current, new and confirmation. The answer's fresh token replaces the
 * session's (older tokens are refused afterwards); a wrong current password shows under its field.
 *
 * @module features/account/components/change-password-page
 */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormPasswordField } from '../../../components/password-field';
import { SubmitButton } from '../../../components/submit-button';
import { errorMessage } from '../../../lib/form-rules';
import { applyServerErrors, useContractForm } from '../../../lib/forms';
import { sessions } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { changePassword } from '../api/change-password';
import { useAreaRole } from '../hooks/use-area-role';
import { CHANGE_PASSWORD_FIELDS, ChangePasswordForm } from '../model/change-password-form';

const LABELS = { currentPassword: 'account.changePassword.current', password: 'account.changePassword.password', confirmation: 'account.changePassword.confirmation' } as const;
const AUTOCOMPLETE = { currentPassword: 'current-password', password: 'new-password', confirmation: 'new-password' } as const;
const EMPTY = { currentPassword: '', password: '', confirmation: '' };

/** The page. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const role = useAreaRole();
  const form = useContractForm(ChangePasswordForm, { defaultValues: EMPTY });

  const submit = form.handleSubmit(async ({ currentPassword, password }) => {
    try {
      const { jwt, user } = await changePassword(role, { currentPassword, password });
      sessions.signIn(role, jwt, user);
      toast.success(t('account.changePassword.done'));
      form.reset(EMPTY);
    } catch (error) {
      const placed = applyServerErrors(form, error, CHANGE_PASSWORD_FIELDS);
      toast.error(errorMessage(error, t(placed ? 'forms.fixErrors' : 'errors.generic')));
    }
  });

  return (
    <Box sx={{ maxWidth: 560 }} data-testid="change-password">
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, mb: 3 }} data-testid="page-title">
        {t('account.changePassword.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
        <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2.5 }}>
          {CHANGE_PASSWORD_FIELDS.map((name) => (
            <FormPasswordField
              key={name}
              control={form.control}
              name={name}
              id={`change-${name}`}
              autoComplete={AUTOCOMPLETE[name]}
              label={t(LABELS[name])}
              hint={name === 'password' ? t('forms.passwordRules') : undefined}
              required
              fullWidth
            />
          ))}
          <SubmitButton sending={form.formState.isSubmitting} label={t('account.changePassword.submit')} sendingLabel={t('account.changePassword.submitting')} />
        </Box>
      </Paper>
    </Box>
  );
}
