/**
 * Sign-up step 3: password and its confirmation, acceptance of the terms and of the privacy policy
 * (spec §5 "Terms and privacy consent checkboxes are required"; the documents open in a new tab so the
 * form is kept).
 *
 * @module features/auth/components/password-step
 */
import { useTranslation, Trans } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { PasswordField } from '../../../components/password-field';
import { SubmitButton } from '../../../components/submit-button';
import { paths } from '../../../config/paths';
import { fieldErrorText, type FieldErrorMap } from '../../../lib/form-rules';
import { fieldProps } from '../../../lib/use-form-fields';
import type { PasswordValues } from '../model/sign-up-form';

/** Props of {@link PasswordStep}. */
export interface PasswordStepProps {
  values: PasswordValues;
  errors: FieldErrorMap;
  onChange: (patch: Partial<PasswordValues>) => void;
  onBack: () => void;
  onSubmit: () => void;
  submitting: boolean;
}

/** The step. */
export function PasswordStep({ values, errors, onChange, onBack, onSubmit, submitting }: PasswordStepProps) {
  const { t } = useTranslation();
  const field = (name: 'password' | 'confirmation', hint?: string) =>
    fieldProps({ name, value: values[name], error: errors[name], onValue: (value) => onChange({ [name]: value }), t, hint });
  const consent = (field: 'acceptTerms' | 'acceptPrivacy', to: string) => {
    const message = fieldErrorText(errors[field], t);
    return (
      <FormControl error={Boolean(message)} required>
        <FormControlLabel
          control={<Checkbox id={`sign-up-${field}`} name={field} checked={values[field]} onChange={(event) => onChange({ [field]: event.target.checked })} />}
          label={
            <Trans
              i18nKey={field === 'acceptTerms' ? 'auth.signUp.password.acceptTerms' : 'auth.signUp.password.acceptPrivacy'}
              components={{ doc: <Link href={to} target="_blank" rel="noopener" /> }}
            />
          }
        />
        {message ? <FormHelperText>{message}</FormHelperText> : null}
      </FormControl>
    );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      sx={{ display: 'grid', gap: 2.5 }}
      data-testid="password-step"
    >
      <PasswordField id="sign-up-password" autoComplete="new-password" label={t('auth.signUp.password.password')} required fullWidth {...field('password', t('forms.passwordRules'))} />
      <PasswordField id="sign-up-confirmation" autoComplete="new-password" label={t('auth.signUp.password.confirmation')} required fullWidth {...field('confirmation')} />
      {consent('acceptTerms', paths.terms)}
      {consent('acceptPrivacy', paths.privacy)}
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}>
        <Button onClick={onBack}>{t('auth.signUp.back')}</Button>
        <SubmitButton sending={submitting} label={t('auth.signUp.submit')} sendingLabel={t('auth.signUp.submitting')} />
      </Box>
    </Box>
  );
}
