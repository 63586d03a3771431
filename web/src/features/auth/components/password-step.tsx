/**
 * Sign-up step 3: password and its confirmation, acceptance of the terms and of the privacy policy
 * (spec §5 "Terms and privacy consent checkboxes are required"; the documents open in a new tab so the
 * form is kept). The rules are the registration's (`PasswordStepRequest`).
 *
 * @module features/auth/components/password-step
 */
import { useTranslation, Trans } from 'react-i18next';
import { useController } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { FormPasswordField } from '../../../components/password-field';
import { SubmitButton } from '../../../components/submit-button';
import { paths } from '../../../config/paths';
import type { PasswordFormReturn } from '../model/sign-up-form';

/** Props of {@link PasswordStep}. */
export interface PasswordStepProps {
  /** The step's form, kept by the stepper. */
  form: PasswordFormReturn;
  onBack: () => void;
  /** The form's submit handler (checks run first). */
  onSubmit: () => void;
  submitting: boolean;
}

/** A consent box bound to the form. */
function Consent({ form, name, to }: { form: PasswordFormReturn; name: 'acceptTerms' | 'acceptPrivacy'; to: string }) {
  const { field, fieldState } = useController({ control: form.control, name });
  const message = fieldState.error?.message;
  return (
    <FormControl error={Boolean(message)} required>
      <FormControlLabel
        control={
          <Checkbox
            id={`sign-up-${name}`}
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref } }}
          />
        }
        label={
          <Trans i18nKey={name === 'acceptTerms' ? 'auth.signUp.password.acceptTerms' : 'auth.signUp.password.acceptPrivacy'} components={{ doc: <Link href={to} target="_blank" rel="noopener" /> }} />
        }
      />
      {message ? <FormHelperText>{message}</FormHelperText> : null}
    </FormControl>
  );
}

/** The step. */
export function PasswordStep({ form, onBack, onSubmit, submitting }: PasswordStepProps) {
  const { t } = useTranslation();
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
      <FormPasswordField
        control={form.control}
        name="password"
        id="sign-up-password"
        autoComplete="new-password"
        label={t('auth.signUp.password.password')}
        hint={t('forms.passwordRules')}
        required
        fullWidth
      />
      <FormPasswordField control={form.control} name="confirmation" id="sign-up-confirmation" autoComplete="new-password" label={t('auth.signUp.password.confirmation')} required fullWidth />
      <Consent form={form} name="acceptTerms" to={paths.terms} />
      <Consent form={form} name="acceptPrivacy" to={paths.privacy} />
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}>
        <Button onClick={onBack}>{t('auth.signUp.back')}</Button>
        <SubmitButton sending={submitting} label={t('auth.signUp.submit')} sendingLabel={t('auth.signUp.submitting')} />
      </Box>
    </Box>
  );
}
