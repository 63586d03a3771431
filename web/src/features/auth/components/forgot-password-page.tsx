/**
 * Forgotten password of one role, `/public/{client|consultant|admin}/forget-password` (spec §2;
 * docs/api-auth.md `POST auth/forgot-password`): the answer is always the same, so the page always
 * says a link was sent if an account exists.
 *
 * @module features/auth/components/forgot-password-page
 */
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { NotFoundView } from '../../../components/status-page';
import { SubmitButton } from '../../../components/submit-button';
import type { Role } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { emailError, errorMessage, keyErrors, retryAfterSeconds } from '../../../lib/form-rules';
import { useFormFields } from '../../../lib/use-form-fields';
import { forgotPassword } from '../api/request-password-reset';
import { useRoleParam } from '../hooks/use-role-param';
import { AuthPageLayout } from './auth-page-layout';

/** The page (role from the path). */
export function ForgotPasswordPage() {
  const role = useRoleParam();
  return role ? <ForgotPasswordForm role={role} key={role} /> : <NotFoundView />;
}

function ForgotPasswordForm({ role }: { role: Role }) {
  const { t } = useTranslation();
  const { values, setErrors, field } = useFormFields({ email: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { email } = values;
    const check = emailError(email);
    setErrors(keyErrors({ email: check }));
    setFailure(null);
    if (check) return;
    setSending(true);
    try {
      await forgotPassword(role, email);
      setSentTo(email.trim());
    } catch (e) {
      const seconds = retryAfterSeconds(e);
      setFailure(errorMessage(e, seconds ? t('forms.tooManyRequests', { seconds }) : t('errors.generic')));
    } finally {
      setSending(false);
    }
  };

  const title = t(`auth.forgot.title.${role}`);
  return (
    <AuthPageLayout title={title} subTitle={t('auth.forgot.subtitle')} breadcrumbs={[{ label: t(`auth.signIn.title.${role}`), to: paths.roleSignIn(role) }, { label: title }]}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2.5 }} data-testid="forgot-password-form">
        {sentTo ? (
          <Alert severity="success" data-testid="forgot-password-sent">
            {t('auth.forgot.sent', { email: sentTo })}
          </Alert>
        ) : null}
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <TextField id="forgot-email" type="email" autoComplete="email" label={t('auth.forgot.email')} required fullWidth {...field('email')} />
        <SubmitButton sending={sending} label={t('auth.forgot.submit')} sendingLabel={t('auth.forgot.submitting')} />
        <Link component={RouterLink} to={paths.roleSignIn(role)}>
          {t('auth.forgot.back')}
        </Link>
      </Box>
    </AuthPageLayout>
  );
}
