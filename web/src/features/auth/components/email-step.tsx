/**
 * Sign-up step 1, the e-mail address (spec §5 "The e-mail verification code must be verified before
 * registration proceeds"; docs/api-auth.md `POST auth/otp`, `POST auth/otp/verify`): ask for a code,
 * then enter the 6 digits. Shows the API's messages (wrong code with the attempts left, locked, expired,
 * too many requests) and a resend button disabled for `resend_after_seconds`.
 *
 * @module features/auth/components/email-step
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { OTP_LENGTH, type Role } from '../../../config/constants';
import { emailError, type FieldError } from '../../../lib/form-rules';
import { fieldProps } from '../../../lib/use-form-fields';
import { requestEmailOtp, type OtpSent } from '../api/request-email-otp';
import { verifyEmailOtp } from '../api/verify-email-otp';
import { otpFailure } from '../model/otp-errors';
import { useCountdown } from '../hooks/use-countdown';

/** Props of {@link EmailStep}. */
export interface EmailStepProps {
  role: Role;
  email: string;
  onEmailChange: (email: string) => void;
  /** The address has been verified (the step then only shows it, with a way to change it). */
  verified: boolean;
  onVerified: () => void;
  /** Going back to edit the address (clears the verification). */
  onChangeEmail: () => void;
  onNext: () => void;
  /** A message sent back here by the registration (`OtpRequired`). */
  notice: string | null;
  /** An error of the `email` field from the registration (address taken…). */
  emailFieldError?: FieldError;
}

type Message = { severity: 'info' | 'success' | 'warning' | 'error'; text: string };

/** The step. */
export function EmailStep({ role, email, onEmailChange, verified, onVerified, onChangeEmail, onNext, notice, emailFieldError }: EmailStepProps) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<(OtpSent & { to: string }) | null>(null);
  const [code, setCode] = useState('');
  const [emailCheck, setEmailCheck] = useState<FieldError | undefined>(undefined);
  const [codeCheck, setCodeCheck] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  const [needsNewCode, setNeedsNewCode] = useState(false);
  const [resendUntil, setResendUntil] = useState(0);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const wait = useCountdown(resendUntil);
  const shownEmailError = emailCheck ?? emailFieldError;

  const send = async () => {
    const check = emailError(email);
    if (check) {
      setEmailCheck({ key: check });
      return;
    }
    setBusy('send');
    setMessage(null);
    try {
      const answer = await requestEmailOtp(role, email);
      setSent({ ...answer, to: email.trim() });
      setResendUntil(Date.now() + answer.resend_after_seconds * 1000);
      setCode('');
      setCodeCheck(null);
      setAttemptsLeft(null);
      setNeedsNewCode(false);
      setMessage({ severity: 'info', text: t('auth.signUp.email.sent', { email: email.trim(), minutes: answer.expires_in_minutes }) });
    } catch (error) {
      const failure = otpFailure(error);
      if (failure.retryAfter) setResendUntil(Date.now() + failure.retryAfter * 1000);
      if (failure.fieldErrors.email) setEmailCheck({ text: failure.fieldErrors.email });
      setMessage({ severity: 'error', text: failure.message ?? t('errors.generic') });
    } finally {
      setBusy(null);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code.trim())) {
      setCodeCheck('auth.signUp.email.codeFormat');
      return;
    }
    setBusy('verify');
    setMessage(null);
    try {
      await verifyEmailOtp(role, sent?.to ?? email, code);
      setAttemptsLeft(null);
      onVerified();
    } catch (error) {
      const failure = otpFailure(error);
      setAttemptsLeft(failure.attemptsLeft);
      setNeedsNewCode(failure.needsNewCode);
      if (failure.retryAfter) setResendUntil(Date.now() + failure.retryAfter * 1000);
      setMessage({ severity: 'error', text: failure.message ?? t('errors.generic') });
    } finally {
      setBusy(null);
    }
  };

  const changeEmail = () => {
    setSent(null);
    setCode('');
    setMessage(null);
    setAttemptsLeft(null);
    setNeedsNewCode(false);
    onChangeEmail();
  };

  if (verified) {
    return (
      <Box sx={{ display: 'grid', gap: 2.5 }} data-testid="email-step">
        <Alert severity="success" data-testid="email-verified">
          {t('auth.signUp.email.verified', { email })}
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
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr auto' }, alignItems: 'start' }}
      >
        <TextField
          id="sign-up-email"
          type="email"
          autoComplete="email"
          label={t('auth.signUp.email.label')}
          required
          slotProps={{ htmlInput: { readOnly: Boolean(sent) } }}
          fullWidth
          {...fieldProps({
            name: 'email',
            value: email,
            error: shownEmailError,
            onValue: (value) => {
              onEmailChange(value);
              setEmailCheck(undefined);
            },
            t,
          })}
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
          <TextField
            id="sign-up-code"
            name="code"
            label={t('auth.signUp.email.code')}
            required
            value={code}
            disabled={needsNewCode}
            onChange={(event) => {
              setCode(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH));
              setCodeCheck(null);
            }}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: OTP_LENGTH, pattern: '\\d*' } }}
            error={Boolean(codeCheck) || attemptsLeft !== null}
            helperText={
              codeCheck
                ? t(codeCheck)
                : needsNewCode
                  ? t('auth.signUp.email.requestNew')
                  : attemptsLeft !== null
                  ? t('auth.signUp.email.attemptsLeft', { count: attemptsLeft })
                  : t('auth.signUp.email.codeHelp')
            }
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
