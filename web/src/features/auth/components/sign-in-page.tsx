/**
 * Sign-in of one role, `/public/{client|consultant|admin}/sign-in` (spec §2; docs/api-auth.md
 * `POST auth/login`): e-mail and password; the server's generic message on a refusal (401) and its
 * message on too many attempts (429). Afterwards a client returns to the path the guard kept
 * (`?redirect=` or router state) else `/client/dashboard`, a consultant goes to `/consultant/dashboard`,
 * an admin to the back office `/admin/` (a full page load: a separate build reading `adminSession`).
 * The client's sign-up link carries the same return path, so that a new client comes back there too.
 *
 * @module features/auth/components/sign-in-page
 */
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { NotFoundView } from '../../../components/status-page';
import { FormTextField } from '../../../components/form-text-field';
import { FormPasswordField } from '../../../components/password-field';
import { SubmitButton } from '../../../components/submit-button';
import { SIGN_UP_ROLES, type Role } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { errorMessage, retryAfterSeconds } from '../../../lib/form-rules';
import { useContractForm } from '../../../lib/forms';
import { sessions } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { login } from '../api/sign-in';
import { pageNavigation } from '../../../lib/page-navigation';
import { SignInRequest } from '../model/sign-in-form';
import { keptRedirect, useRoleParam } from '../hooks/use-role-param';
import { AuthPageLayout } from './auth-page-layout';

/** The page (role from the path). */
export function SignInPage() {
  const role = useRoleParam();
  return role ? <SignInForm role={role} key={role} /> : <NotFoundView />;
}

/** The sign-in form of `role`. */
export function SignInForm({ role }: { role: Role }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useContractForm(SignInRequest, { defaultValues: { email: '', password: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  // Signed in: the button stays busy while the next page loads.
  const [signedIn, setSignedIn] = useState(false);
  const sending = form.formState.isSubmitting || signedIn;

  const submit = form.handleSubmit(async (credentials) => {
    setFailure(null);
    try {
      const { jwt, user } = await login(role, credentials);
      sessions.signIn(role, jwt, user);
      setSignedIn(true);
      if (user.display_name) toast.success(t('auth.signIn.welcome', { name: user.display_name }));
      if (role === 'admin') {
        pageNavigation.assign(paths.area('admin'));
        return;
      }
      const target = role === 'client' ? (keptRedirect(location.search, location.state) ?? paths.area('client')) : paths.area(role);
      navigate(target, { replace: true });
    } catch (error) {
      const seconds = retryAfterSeconds(error);
      setFailure(errorMessage(error, seconds ? t('forms.tooManyRequests', { seconds }) : t('errors.generic')));
    }
  });

  const title = t(`auth.signIn.title.${role}`);
  return (
    <AuthPageLayout title={title} subTitle={t('auth.signIn.subtitle')} breadcrumbs={[{ label: t('session.signIn'), to: paths.signIn }, { label: title }]}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2.5 }} data-testid="sign-in-form">
        {failure ? (
          <Alert severity="error" data-testid="sign-in-error">
            {failure}
          </Alert>
        ) : null}
        <FormTextField control={form.control} name="email" id="sign-in-email" type="email" autoComplete="email" label={t('auth.signIn.email')} required fullWidth />
        <FormPasswordField control={form.control} name="password" id="sign-in-password" autoComplete="current-password" label={t('auth.signIn.password')} required fullWidth />
        <SubmitButton sending={sending} label={t('auth.signIn.submit')} sendingLabel={t('auth.signIn.submitting')} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
          <Link component={RouterLink} to={paths.forgotPassword(role)}>
            {t('auth.signIn.forgot')}
          </Link>
          <Link component={RouterLink} to={`${paths.signIn}${role === 'client' ? location.search : ''}`}>
            {t('auth.signIn.otherRole')}
          </Link>
        </Box>
        {(SIGN_UP_ROLES as readonly Role[]).includes(role) ? (
          <Typography sx={{ color: 'text.secondary' }}>
            {t('auth.signIn.noAccount')}{' '}
            <Link component={RouterLink} to={`${paths.roleSignUp(role)}${role === 'client' ? location.search : ''}`} state={role === 'client' ? location.state : undefined}>
              {t('auth.signIn.signUp')}
            </Link>
          </Typography>
        ) : null}
      </Box>
    </AuthPageLayout>
  );
}
