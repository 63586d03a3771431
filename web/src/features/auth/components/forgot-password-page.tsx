/**
 * Forgotten password of one role, `/public/{client|consultant|admin}/forget-password` (spec §2;
 * docs/api-auth.md `POST auth/forgot-password`): the answer is always the same, so the page always
 * says a link was sent if an account exists.
 *
 * @module features/auth/components/forgot-password-page
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { EmailRequest } from '@contracts/account';
import { FormTextField } from '../../../components/form-text-field';
import { NotFoundView } from '../../../components/status-page';
import { SubmitButton } from '../../../components/submit-button';
import type { Role } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { errorMessage, retryAfterSeconds } from '../../../lib/form-rules';
import { applyServerErrors, useContractForm } from '../../../lib/forms';
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
  const form = useContractForm(EmailRequest, { defaultValues: { email: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sending = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (request) => {
    setFailure(null);
    try {
      await forgotPassword(role, request);
      setSentTo(request.email);
    } catch (e) {
      applyServerErrors(form, e, ['email']);
      const seconds = retryAfterSeconds(e);
      setFailure(errorMessage(e, seconds ? t('forms.tooManyRequests', { seconds }) : t('errors.generic')));
    }
  });

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
        <FormTextField control={form.control} name="email" id="forgot-email" type="email" autoComplete="email" label={t('auth.forgot.email')} required fullWidth />
        <SubmitButton sending={sending} label={t('auth.forgot.submit')} sendingLabel={t('auth.forgot.submitting')} />
        <Link component={RouterLink} to={paths.roleSignIn(role)}>
          {t('auth.forgot.back')}
        </Link>
      </Box>
    </AuthPageLayout>
  );
}
