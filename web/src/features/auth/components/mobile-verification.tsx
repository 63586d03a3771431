/**
 * Optional phone verification of the sign-up (spec §3 "mobile verification code"; docs/api-auth.md
 * `POST auth/mobile-otp`, `POST auth/mobile-otp/verify`). Without an SMS provider the API sends the code
 * by e-mail and answers `channel: "email"`: the UI then says so plainly.
 *
 * @module features/auth/components/mobile-verification
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { OTP_LENGTH, type Role } from '../../../config/constants';
import { requestMobileOtp, type MobileOtpSent } from '../api/request-mobile-otp';
import { verifyMobileOtp } from '../api/verify-mobile-otp';
import { otpFailure } from '../model/otp-errors';
import { useCountdown } from '../hooks/use-countdown';

/** Props of {@link MobileVerification}. */
export interface MobileVerificationProps {
  role: Role;
  /** The verified sign-up e-mail address (the code is tied to it). */
  email: string;
  isdCode: string;
  contactNumber: string;
  /** This number has been verified. */
  verified: boolean;
  onVerified: () => void;
}

const DEFAULT_RESEND_SECONDS = 60;

/** The block (a button, then the code). */
export function MobileVerification({ role, email, isdCode, contactNumber, verified, onVerified }: MobileVerificationProps) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<(MobileOtpSent & { phone: string }) | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [resendUntil, setResendUntil] = useState(0);
  const wait = useCountdown(resendUntil);
  const phone = `${isdCode} ${contactNumber.trim()}`;
  const ready = Boolean(isdCode && contactNumber.trim());
  // A code sent for another number no longer applies.
  const current = sent && sent.phone === phone ? sent : null;

  const send = async () => {
    if (!ready) {
      setError(t('auth.signUp.mobile.needNumber'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await requestMobileOtp(role, email, isdCode, contactNumber);
      setSent({ ...answer, phone });
      setCode('');
      setAttemptsLeft(null);
      setResendUntil(Date.now() + (answer.resend_after_seconds ?? DEFAULT_RESEND_SECONDS) * 1000);
    } catch (e) {
      const failure = otpFailure(e);
      if (failure.retryAfter) setResendUntil(Date.now() + failure.retryAfter * 1000);
      setError([failure.message ?? t('errors.generic'), ...Object.values(failure.fieldErrors)].join(' '));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) {
      setError(t('auth.signUp.email.codeFormat'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await verifyMobileOtp(role, email, code);
      onVerified();
    } catch (e) {
      const failure = otpFailure(e);
      setAttemptsLeft(failure.attemptsLeft);
      setError(failure.message ?? t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  if (verified) {
    return (
      <Alert severity="success" data-testid="mobile-verified" sx={{ gridColumn: '1 / -1' }}>
        {t('auth.signUp.mobile.verified')}
      </Alert>
    );
  }

  return (
    <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1.5, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }} data-testid="mobile-verification">
      <Typography variant="subtitle2" component="p">
        {t('auth.signUp.mobile.title')}
      </Typography>
      {current ? (
        <Alert severity="info" data-testid="mobile-otp-channel" data-channel={current.channel}>
          {current.channel === 'email' ? t('auth.signUp.mobile.sentEmail', { email }) : t('auth.signUp.mobile.sentSms', { phone: current.phone })}
        </Alert>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('auth.signUp.mobile.intro')}
        </Typography>
      )}
      {error ? (
        <Alert severity="error" data-testid="mobile-otp-error">
          {error}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {current ? (
          <>
            <TextField
              id="sign-up-mobile-code"
              size="small"
              label={t('auth.signUp.mobile.code')}
              value={code}
              onChange={(event) => {
                setCode(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH));
                setError(null);
              }}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: OTP_LENGTH } }}
              error={attemptsLeft !== null}
              helperText={attemptsLeft !== null ? t('auth.signUp.email.attemptsLeft', { count: attemptsLeft }) : undefined}
            />
            <Button variant="contained" onClick={() => void confirm()} disabled={busy}>
              {busy ? t('auth.signUp.mobile.confirming') : t('auth.signUp.mobile.confirm')}
            </Button>
          </>
        ) : null}
        <Button variant={current ? 'text' : 'outlined'} onClick={() => void send()} disabled={busy || wait > 0}>
          {current
            ? wait > 0
              ? t('auth.signUp.email.resendIn', { seconds: wait })
              : t('auth.signUp.email.resend')
            : busy
              ? t('auth.signUp.mobile.sending')
              : t('auth.signUp.mobile.verify')}
        </Button>
      </Box>
    </Box>
  );
}
