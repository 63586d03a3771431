/**
 * Password reset from the e-mailed link, `/public/{client|consultant|admin}/verify/:token/:email`
 * (spec §2; docs/api-auth.md `POST auth/reset-password`): new password and its confirmation; on success
 * the role's sign-in page with a success toast. A bad, used or expired link shows the server's message
 * and a way to ask for a new one.
 *
 * @module features/auth/components/reset-password-page
 */
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { NotFoundView } from '../../../components/status-page';
import { FormPasswordField } from '../../../components/password-field';
import { SubmitButton } from '../../../components/submit-button';
import type { Role } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, retryAfterSeconds } from '../../../lib/form-rules';
import { applyServerErrors, useContractForm } from '../../../lib/forms';
import { toast } from '../../../lib/toast';
import { resetPassword } from '../api/reset-password';
import { useRoleParam } from '../hooks/use-role-param';
import { NewPasswordForm } from '../model/reset-password-form';
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
  const form = useContractForm(NewPasswordForm, { defaultValues: { password: '', confirmation: '' } });
  const [failure, setFailure] = useState<{ text: string; invalidLink: boolean } | null>(null);
  const [done, setDone] = useState(false);
  const sending = form.formState.isSubmitting || done;

  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await resetPassword(role, { token, email, password });
      setDone(true);
      toast.success(t('auth.reset.done'));
      navigate(paths.roleSignIn(role), { replace: true });
    } catch (error) {
      applyServerErrors(form, error, ['password']);
      const seconds = retryAfterSeconds(error);
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      const invalidLink = error instanceof ApiError && (error.code === 'ResetLinkInvalid' || Boolean(fields.token) || Boolean(fields.email));
      setFailure({ text: errorMessage(error, seconds ? t('forms.tooManyRequests', { seconds }) : t('errors.generic')), invalidLink });
    }
  });

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
        <FormPasswordField control={form.control} name="password" id="reset-password" autoComplete="new-password" label={t('auth.reset.password')} hint={t('forms.passwordRules')} required fullWidth />
        <FormPasswordField control={form.control} name="confirmation" id="reset-confirmation" autoComplete="new-password" label={t('auth.reset.confirmation')} required fullWidth />
        <SubmitButton sending={sending} label={t('auth.reset.submit')} sendingLabel={t('auth.reset.submitting')} />
      </Box>
    </AuthPageLayout>
  );
}
