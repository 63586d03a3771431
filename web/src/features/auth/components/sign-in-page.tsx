/**
 * Sign-in of one role, `/public/{client|consultant|admin}/sign-in` (spec §2; docs/api-auth.md
 * `POST auth/login`): e-mail and password; the server's generic message on a refusal (401) and its
 * message on too many attempts (429). Afterwards a client returns to the path the guard kept
 * (`?redirect=` or router state) else `/client/dashboard`, a consultant goes to `/consultant/dashboard`,
 * an admin to the back office `/admin/` (a full page load: a separate build reading `adminSession`).
 *
 * @module features/auth/components/sign-in-page
 */
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NotFoundView } from '../../../components/status-page';
import { PasswordField } from '../../../components/password-field';
import { SIGN_UP_ROLES, type Role } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { emailError, errorMessage, retryAfterSeconds } from '../../../lib/form-rules';
import { sessions } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { login, pageNavigation } from '../api/auth-requests';
import { keptRedirect, useRoleParam } from '../api/role-param';
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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { email: emailError(email) ?? undefined, password: password ? undefined : 'forms.required' };
    setErrors(next);
    setFailure(null);
    if (next.email || next.password) return;
    setSending(true);
    try {
      const { jwt, user } = await login(role, email, password);
      sessions.signIn(role, jwt, user);
      if (user?.display_name) toast.success(t('auth.signIn.welcome', { name: user.display_name }));
      if (role === 'admin') {
        pageNavigation.assign(paths.area('admin'));
        return;
      }
      const target = role === 'client' ? keptRedirect(location.search, location.state) ?? paths.area('client') : paths.area(role);
      navigate(target, { replace: true });
    } catch (error) {
      const seconds = retryAfterSeconds(error);
      setFailure(errorMessage(error, seconds ? t('forms.tooManyRequests', { seconds }) : t('errors.generic')));
      setSending(false);
    }
  };

  const title = t(`auth.signIn.title.${role}`);
  return (
    <AuthPageLayout title={title} subTitle={t('auth.signIn.subtitle')} breadcrumbs={[{ label: t('session.signIn'), to: paths.signIn }, { label: title }]}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2.5 }} data-testid="sign-in-form">
        {failure ? (
          <Alert severity="error" data-testid="sign-in-error">
            {failure}
          </Alert>
        ) : null}
        <TextField
          id="sign-in-email"
          name="email"
          type="email"
          autoComplete="email"
          label={t('auth.signIn.email')}
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors((e) => ({ ...e, email: undefined }));
          }}
          error={Boolean(errors.email)}
          helperText={errors.email ? t(errors.email) : undefined}
          fullWidth
        />
        <PasswordField
          id="sign-in-password"
          name="password"
          autoComplete="current-password"
          label={t('auth.signIn.password')}
          required
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors((e) => ({ ...e, password: undefined }));
          }}
          error={Boolean(errors.password)}
          helperText={errors.password ? t(errors.password) : undefined}
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={sending}>
          {sending ? t('auth.signIn.submitting') : t('auth.signIn.submit')}
        </Button>
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
            <Link component={RouterLink} to={paths.roleSignUp(role)}>
              {t('auth.signIn.signUp')}
            </Link>
          </Typography>
        ) : null}
      </Box>
    </AuthPageLayout>
  );
}
