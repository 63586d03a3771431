/**
 * Optional phone verification (spec §3 "mobile verification code"; docs/api-auth.md "Mobile
 * verification", `POST auth/mobile-otp`, `POST auth/mobile-otp/verify`), under the contact number of the
 * sign-up and of the profile pages of clients and consultants. The code goes by SMS, or by e-mail when
 * no SMS provider is configured (`channel: "email"`): the UI says which, plainly. On a profile page, a
 * changed number is verified once it is saved (its earlier mark is gone).
 *
 * @module components/mobile-verification
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch, type Control } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CodeCheck, MobileCodeRequest } from '@contracts/account';
import { toE164 } from '@contracts/person';
import type { Role } from '../config/constants';
import { applyServerErrors, useContractForm } from '../lib/forms';
import { requestMobileOtp, verifyMobileOtp, type MobileOtpSent } from '../lib/mobile-verification';
import { otpFailure } from '../lib/otp-errors';
import { useCountdown } from '../lib/use-countdown';
import { clock } from '../lib/clock';
import type { ConsultantPersonValues, PersonValues } from '../lib/person-form';
import { CodeField } from './code-field';

/** Props of {@link MobileVerification}. */
export interface MobileVerificationProps {
  role: Role;
  /** The e-mail address the code is tied to (the verified sign-up address, or the account's). */
  email: string;
  isdCode: string;
  contactNumber: string;
  /** This number has been verified. */
  verified: boolean;
  onVerified: () => void;
  /** The number differs from the saved one (profile pages): it is verified once saved, so no code yet. */
  saveFirst?: boolean;
}

/** The block (a button, then the code). */
export function MobileVerification({ role, email, isdCode, contactNumber, verified, onVerified, saveFirst = false }: MobileVerificationProps) {
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
  if (saveFirst) {
    return (
      <Alert severity="info" data-testid="mobile-save-first" sx={{ gridColumn: '1 / -1' }}>
        {t('auth.signUp.mobile.saveFirst')}
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

/** Props of {@link ProfilePhoneVerification}. */
export interface ProfilePhoneVerificationProps<V extends PersonValues> {
  role: Role;
  /** The profile form's control (its contact number is watched). */
  control: Control<V, unknown, unknown>;
  /** The saved profile (`GET general-info`, `GET profile/basic`): its e-mail, number (E.164) and mark. */
  record: { email: string | null; contact_number: string | null; phone_verified_at: string | null } | null;
  /** The number was just verified: read the profile again. */
  onVerified: () => void;
}

/**
 * The phone verification of a profile page, after the contact number: "verified" while the saved number
 * is; a code for the saved number when it is not (a changed number lost its mark); and for a number
 * typed but not saved yet, that it is verified once saved.
 */
export function ProfilePhoneVerification<V extends PersonValues>({ role, control, record, onVerified }: ProfilePhoneVerificationProps<V>) {
  // The person fields are the same in every form that holds them: one view of the form's control.
  const form = control as unknown as Control<ConsultantPersonValues, unknown, unknown>;
  const [isdCode, contactNumber] = useWatch({ control: form, name: ['isd_code', 'contact_number'] });
  if (!record?.email) return null;
  const typed = toE164(isdCode ?? '', contactNumber ?? '');
  const saveFirst = typed !== record.contact_number;
  return (
    <MobileVerification
      role={role}
      email={record.email}
      isdCode={isdCode ?? ''}
      contactNumber={contactNumber ?? ''}
      verified={!saveFirst && Boolean(record.phone_verified_at)}
      saveFirst={saveFirst}
      onVerified={onVerified}
    />
  );
}
