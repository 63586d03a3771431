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
import Typography from '@mui/material/Typography';
import { CodeCheck, MobileCodeRequest } from '@contracts/account';
import type { Role } from '../../../config/constants';
import { applyServerErrors, useContractForm } from '../../../lib/forms';
import { requestMobileOtp, type MobileOtpSent } from '../api/request-mobile-otp';
import { verifyMobileOtp } from '../api/verify-mobile-otp';
import { otpFailure } from '../model/otp-errors';
import { useCountdown } from '../../../lib/use-countdown';
import { CodeField } from './code-field';
import { clock } from '../../../lib/clock';

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

/** The block (a button, then the code). */
export function MobileVerification({ role, email, isdCode, contactNumber, verified, onVerified }: MobileVerificationProps) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<(MobileOtpSent & { phone: string }) | null>(null);
  const codeForm = useContractForm(CodeCheck, { defaultValues: { email, code: '' } });
  const [error, setError] = useState<string | null>(null);
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [resendUntil, setResendUntil] = useState(0);
  const wait = useCountdown(resendUntil);
  const phone = `${isdCode} ${contactNumber.trim()}`;
  // The number is checked when the step is submitted; here it only needs to be there.
  const request = MobileCodeRequest.safeParse({ email, isd_code: isdCode, contact_number: contactNumber });
  // A code sent for another number no longer applies.
  const current = sent && sent.phone === phone ? sent : null;

  const send = async () => {
    if (!request.success) {
      setError(t('auth.signUp.mobile.needNumber'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await requestMobileOtp(role, request.data);
      setSent({ ...answer, phone });
      codeForm.reset({ email: request.data.email, code: '' });
      setAttemptsLeft(null);
      setResendUntil(clock.ms() + answer.resend_after_seconds * 1000);
    } catch (e) {
      const failure = otpFailure(e);
      if (failure.retryAfter) setResendUntil(clock.ms() + failure.retryAfter * 1000);
      setError([failure.message ?? t('errors.generic'), ...Object.values(failure.fieldErrors)].join(' '));
    } finally {
      setBusy(false);
    }
  };

  const confirm = codeForm.handleSubmit(async (check) => {
    setBusy(true);
    setError(null);
    try {
      await verifyMobileOtp(role, check);
      onVerified();
    } catch (e) {
      const failure = otpFailure(e);
      setAttemptsLeft(failure.attemptsLeft);
      applyServerErrors(codeForm, e, ['code']);
      setError(failure.message ?? t('errors.generic'));
    } finally {
      setBusy(false);
    }
  });

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
            <CodeField
              control={codeForm.control}
              id="sign-up-mobile-code"
              size="small"
              label={t('auth.signUp.mobile.code')}
              invalid={attemptsLeft !== null}
              hint={attemptsLeft !== null ? t('auth.signUp.email.attemptsLeft', { count: attemptsLeft }) : undefined}
            />
            <Button variant="contained" onClick={() => void confirm()} disabled={busy}>
              {busy ? t('auth.signUp.mobile.confirming') : t('auth.signUp.mobile.confirm')}
            </Button>
          </>
        ) : null}
        <Button variant={current ? 'text' : 'outlined'} onClick={() => void send()} disabled={busy || wait > 0}>
          {current ? (wait > 0 ? t('auth.signUp.email.resendIn', { seconds: wait }) : t('auth.signUp.email.resend')) : busy ? t('auth.signUp.mobile.sending') : t('auth.signUp.mobile.verify')}
        </Button>
      </Box>
    </Box>
  );
}
