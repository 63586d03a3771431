/**
 * Password reset from the e-mailed link, `/public/{client|consultant|admin}/verify/:token/:email`
 * (spec §2; docs/api-auth.md `POST auth/reset-password`): new password and its confirmation; on success
 * the role's sign-in page with a success toast. A bad, used or expired link shows the server's message
 * and a way to ask for a new one.
 *
 * @module features/auth/components/reset-password-page
 */
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { NotFoundView } from '../../../components/status-page';
import { PasswordField } from '../../../components/password-field';
import { SubmitButton } from '../../../components/submit-button';
import type { Role } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import {
  confirmationError,
  errorMessage,
  keyErrors,
  passwordError,
  retryAfterSeconds,
  serverFieldErrors,
} from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { useFormFields } from '../../../lib/use-form-fields';
import { resetPassword } from '../api/reset-password';
import { useRoleParam } from '../hooks/use-role-param';
import { AuthPageLayout } from './auth-page-layout';

/** The page (role, token and e-mail from the path). */
export function ResetPasswordPage() {
  const role = useRoleParam();
  const { token, email } = useParams();
  return role && token && email ? <ResetPasswordForm role={role} token={token} email={email} key={`${role}/${token}`} /> : <NotFoundView />;
}

function ResetPasswordForm({ role, token, email }: { role: Role; token: string; email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { values, setErrors, field } = useFormFields({ password: '', confirmation: '' });
  const [failure, setFailure] = useState<{ text: string; invalidLink: boolean } | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { password, confirmation } = values;
    const checks = keyErrors({ password: passwordError(password), confirmation: confirmationError(password, confirmation) });
    setErrors(checks);
    setFailure(null);
    if (Object.keys(checks).length > 0) return;
    setSending(true);
    try {
      await resetPassword(role, token, email, password);
      toast.success(t('auth.reset.done'));
      navigate(paths.roleSignIn(role), { replace: true });
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      const seconds = retryAfterSeconds(error);
      const invalidLink = error instanceof ApiError && (error.code === 'ResetLinkInvalid' || Boolean(fields.token) || Boolean(fields.email));
      setFailure({ text: errorMessage(error, seconds ? t('forms.tooManyRequests', { seconds }) : t('errors.generic')), invalidLink });
      setSending(false);
    }
  };

  return (
    <AuthPageLayout title={t('auth.reset.title')} subTitle={t('auth.reset.subtitle', { email })}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2.5 }} data-testid="reset-password-form">
        {failure ? (
          <Alert severity="error" data-testid="reset-password-error">
            {failure.text}
            {failure.invalidLink ? (
              <>
                {' '}
                <Link component={RouterLink} to={paths.forgotPassword(role)}>
                  {t('auth.reset.requestNew')}
                </Link>
              </>
            ) : null}
          </Alert>
        ) : null}
        <PasswordField id="reset-password" autoComplete="new-password" label={t('auth.reset.password')} required fullWidth {...field('password', t('forms.passwordRules'))} />
        <PasswordField id="reset-confirmation" autoComplete="new-password" label={t('auth.reset.confirmation')} required fullWidth {...field('confirmation')} />
        <SubmitButton sending={sending} label={t('auth.reset.submit')} sendingLabel={t('auth.reset.submitting')} />
      </Box>
    </AuthPageLayout>
  );
}
