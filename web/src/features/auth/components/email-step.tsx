/**
 * Sign-up step 1, the e-mail address (spec §5 "The e-mail verification code must be verified before
 * registration proceeds"; docs/api-auth.md `POST auth/otp`, `POST auth/otp/verify`): ask for a code,
 * then enter the 6 digits. Shows the API's messages (wrong code with the attempts left, locked, expired,
 * too many requests) and a resend button disabled for `resend_after_seconds`.
 *
 * @module features/auth/components/email-step
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CodeCheck } from '@contracts/account';
import { FormTextField } from '../../../components/form-text-field';
import type { Role } from '../../../config/constants';
import { applyServerErrors, useContractForm } from '../../../lib/forms';
import { requestEmailOtp, type OtpSent } from '../api/request-email-otp';
import { verifyEmailOtp } from '../api/verify-email-otp';
import { otpFailure } from '../../../lib/otp-errors';
import type { EmailFormReturn } from '../model/sign-up-form';
import { useCountdown } from '../../../lib/use-countdown';
import { CodeField } from '../../../components/code-field';
import { clock } from '../../../lib/clock';

/** Props of {@link EmailStep}. */
export interface EmailStepProps {
  role: Role;
  /** The form of the address (`EmailRequest`), kept by the stepper; the registration's `email` errors land there. */
  form: EmailFormReturn;
  /** The address has been verified (the step then only shows it, with a way to change it). */
  verified: boolean;
  /** The code was accepted for `email` (as the API reads it: trimmed, lower-cased). */
  onVerified: (email: string) => void;
  /** Going back to edit the address (clears the verification). */
  onChangeEmail: () => void;
  onNext: () => void;
  /** A message sent back here by the registration (`OtpRequired`). */
  notice: string | null;
}

type Message = { severity: 'info' | 'success' | 'warning' | 'error'; text: string };

/** The step. */
export function EmailStep({ role, form, verified, onVerified, onChangeEmail, onNext, notice }: EmailStepProps) {
  const { t } = useTranslation();
  const codeForm = useContractForm(CodeCheck, { defaultValues: { email: '', code: '' } });
  const [sent, setSent] = useState<(OtpSent & { to: string }) | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  const [needsNewCode, setNeedsNewCode] = useState(false);
  const [resendUntil, setResendUntil] = useState(0);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const wait = useCountdown(resendUntil);

  const send = form.handleSubmit(async ({ email }) => {
    setBusy('send');
    setMessage(null);
    try {
      const answer = await requestEmailOtp(role, { email });
      setSent({ ...answer, to: email });
      setResendUntil(clock.ms() + answer.resend_after_seconds * 1000);
      codeForm.reset({ email, code: '' });
      setAttemptsLeft(null);
      setNeedsNewCode(false);
      setMessage({ severity: 'info', text: t('auth.signUp.email.sent', { email, minutes: answer.expires_in_minutes }) });
    } catch (error) {
      const failure = otpFailure(error);
      if (failure.retryAfter) setResendUntil(clock.ms() + failure.retryAfter * 1000);
      applyServerErrors(form, error, ['email']);
      setMessage({ severity: 'error', text: failure.message ?? t('errors.generic') });
    } finally {
      setBusy(null);
    }
  });

  const verify = codeForm.handleSubmit(async (check) => {
    setBusy('verify');
    setMessage(null);
    try {
      await verifyEmailOtp(role, check);
      setAttemptsLeft(null);
      onVerified(check.email);
    } catch (error) {
      const failure = otpFailure(error);
      setAttemptsLeft(failure.attemptsLeft);
      setNeedsNewCode(failure.needsNewCode);
      if (failure.retryAfter) setResendUntil(clock.ms() + failure.retryAfter * 1000);
      applyServerErrors(codeForm, error, ['code']);
      setMessage({ severity: 'error', text: failure.message ?? t('errors.generic') });
    } finally {
      setBusy(null);
    }
  });

  const changeEmail = () => {
    setSent(null);
    codeForm.reset({ email: '', code: '' });
    setMessage(null);
    setAttemptsLeft(null);
    setNeedsNewCode(false);
    onChangeEmail();
  };

  if (verified) {
    return (
      <Box sx={{ display: 'grid', gap: 2.5 }} data-testid="email-step">
        <Alert severity="success" data-testid="email-verified">
          {t('auth.signUp.email.verified', { email: form.getValues('email') })}
        </Alert>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'space-between' }}>
          <Button onClick={changeEmail}>{t('auth.signUp.email.change')}</Button>
          <Button variant="contained" onClick={onNext}>
            {t('auth.signUp.next')}
          </Button>
        </Box>
      </Box>
    );
  }

  const resendLabel = wait > 0 ? t('auth.signUp.email.resendIn', { seconds: wait }) : t('auth.signUp.email.resend');
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }} data-testid="email-step">
      {notice ? (
        <Alert severity="warning" data-testid="email-step-notice">
          {notice}
        </Alert>
      ) : null}
      <Typography sx={{ color: 'text.secondary' }}>{t('auth.signUp.email.intro')}</Typography>
      <Box component="form" noValidate onSubmit={(event) => void send(event)} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr auto' }, alignItems: 'start' }}>
        <FormTextField
          control={form.control}
          name="email"
          id="sign-up-email"
          type="email"
          autoComplete="email"
          label={t('auth.signUp.email.label')}
          required
          slotProps={{ htmlInput: { readOnly: Boolean(sent) } }}
          fullWidth
        />
        {sent ? (
          <Button onClick={changeEmail} sx={{ mt: { sm: 1 } }}>
            {t('auth.signUp.email.change')}
          </Button>
        ) : (
          <Button type="submit" variant="contained" disabled={busy !== null || wait > 0} sx={{ mt: { sm: 1 } }}>
            {busy === 'send' ? t('auth.signUp.email.sending') : wait > 0 ? resendLabel : t('auth.signUp.email.send')}
          </Button>
        )}
      </Box>
      {message ? (
        <Alert severity={message.severity} data-testid="otp-message" role={message.severity === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      ) : null}
      {sent ? (
        <Box component="form" noValidate onSubmit={(event) => void verify(event)} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr auto' }, alignItems: 'start' }}>
          <CodeField
            control={codeForm.control}
            id="sign-up-code"
            label={t('auth.signUp.email.code')}
            required
            disabled={needsNewCode}
            invalid={attemptsLeft !== null}
            hint={needsNewCode ? t('auth.signUp.email.requestNew') : attemptsLeft !== null ? t('auth.signUp.email.attemptsLeft', { count: attemptsLeft }) : t('auth.signUp.email.codeHelp')}
            fullWidth
          />
          <Button type="submit" variant="contained" disabled={busy !== null || needsNewCode} sx={{ mt: { sm: 1 } }}>
            {busy === 'verify' ? t('auth.signUp.email.verifying') : t('auth.signUp.email.verify')}
          </Button>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Button onClick={() => void send()} disabled={busy !== null || wait > 0} data-testid="otp-resend">
              {resendLabel}
            </Button>
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
