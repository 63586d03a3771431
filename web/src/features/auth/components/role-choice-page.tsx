/**
 * `/public/sign-in` and `/public/sign-up` (spec §2): choose the kind of account — client or consultant,
 * and administrator for signing in — then go to that role's page. A kept redirect (`?redirect=`) is
 * passed on to the client sign-in.
 *
 * @module features/auth/components/role-choice-page
 */
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { ROLES, SIGN_UP_ROLES, type Role } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { AuthPageLayout } from './auth-page-layout';

/** Props of {@link RoleChoicePage}. */
export interface RoleChoicePageProps {
  mode: 'sign-in' | 'sign-up';
}

/** The page. */
export function RoleChoicePage({ mode }: RoleChoicePageProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const roles: readonly Role[] = mode === 'sign-in' ? ROLES : SIGN_UP_ROLES;
  const title = mode === 'sign-in' ? t('auth.choice.signInTitle') : t('auth.choice.signUpTitle');
  const target = (role: Role) => {
    const path = mode === 'sign-in' ? paths.roleSignIn(role) : paths.roleSignUp(role);
    return role === 'client' && mode === 'sign-in' ? `${path}${location.search}` : path;
  };

  return (
    <AuthPageLayout title={title} subTitle={mode === 'sign-in' ? t('auth.choice.signInSubtitle') : t('auth.choice.signUpSubtitle')} width="md" testId={`role-choice-${mode}`}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: `repeat(${roles.length}, 1fr)` } }}>
        {roles.map((role) => {
          return (
            <Card key={role} variant="outlined">
              <CardActionArea component={RouterLink} to={target(role)} sx={{ height: '100%' }} data-testid={`choose-${role}`}>
                <CardContent>
                  <Typography variant="h3" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                    {mode === 'sign-in' ? t(`auth.signIn.title.${role}`) : t(`auth.signUp.title.${role}`)}
                  </Typography>
                  <Typography sx={{ color: 'text.secondary' }}>{t(`auth.roleDescriptions.${role}`)}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
    </AuthPageLayout>
  );
}
