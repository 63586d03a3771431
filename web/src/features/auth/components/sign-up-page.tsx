/**
 * Sign-up of clients and consultants, `/public/{client|consultant}/sign-up` (spec §2, §3, §5;
 * docs/api-auth.md): a stepper — (1) e-mail address verified with a code, (2) the person, with an
 * optional phone verification, (3) password and consents → `POST auth/register`. The answer's session
 * is stored and the role's dashboard opens.
 *
 * The API is the authority: its `details.fieldErrors` are shown under the fields (keys are its field
 * names) and the stepper goes back to the first step with an error; `OtpRequired` goes back to the
 * e-mail step with the API's message.
 *
 * @module features/auth/components/sign-up-page
 */
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { NotFoundView } from '../../../components/status-page';
import { SIGN_UP_ROLES, type Role } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, keyErrors, serverFieldErrors, type FieldErrorMap } from '../../../lib/form-rules';
import { currentLanguage } from '../../../lib/i18n';
import { PERSON_FIELD_NAMES, emptyPerson, loadPhoneCheck, validatePerson, type PersonValues } from '../../../lib/person-form';
import { sessions } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { register } from '../api/register-account';
import { useRoleParam } from '../hooks/use-role-param';
import {
  SIGN_UP_STEPS,
  emptyPasswordValues,
  registerBody,
  stepOfField,
  validatePasswordStep,
  type PasswordValues,
  type SignUpStep,
} from '../model/sign-up-form';
import { AuthPageLayout } from './auth-page-layout';
import { EmailStep } from './email-step';
import { PasswordStep } from './password-step';
import { PersonStep } from './person-step';

/** The page (role from the path: client or consultant). */
export function SignUpPage() {
  const role = useRoleParam(SIGN_UP_ROLES);
  return role ? <SignUpWizard role={role} key={role} /> : <NotFoundView />;
}

/** The stepper of `role`. */
export function SignUpWizard({ role }: { role: Role }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<SignUpStep>('email');
  const [email, setEmail] = useState('');
  const [emailVerified, setEmailVerified] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [person, setPerson] = useState<PersonValues>(() => emptyPerson(currentLanguage(i18n)));
  const [password, setPassword] = useState<PasswordValues>(emptyPasswordValues);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [mobileVerifiedFor, setMobileVerifiedFor] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const phoneKey = `${person.isd_code} ${person.contact_number.trim()}`;
  const clear = (fields: string[]) =>
    setErrors((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });

  const changePerson = (patch: Partial<PersonValues>) => {
    setPerson((current) => ({ ...current, ...patch }));
    clear(Object.keys(patch));
  };
  const changePassword = (patch: Partial<PasswordValues>) => {
    setPassword((current) => ({ ...current, ...patch }));
    clear(Object.keys(patch));
  };

  const checkPerson = async () => {
    setChecking(true);
    try {
      const isPhoneValid = await loadPhoneCheck();
      const found = validatePerson(person, role, isPhoneValid);
      setErrors((current) => ({ ...current, ...keyErrors(found) }));
      if (Object.keys(found).length === 0) {
        setStep('password');
        return;
      }
      toast.error(t('forms.fixErrors'));
      const first = PERSON_FIELD_NAMES.find((field) => found[field]);
      if (first) document.getElementById(`sign-up-${first}`)?.focus();
    } finally {
      setChecking(false);
    }
  };

  const submit = async () => {
    const found = validatePasswordStep(password);
    setErrors((current) => ({ ...current, ...keyErrors(found) }));
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const { jwt, user } = await register(role, registerBody(role, email, person, password));
      sessions.signIn(role, jwt, user);
      toast.success(t('auth.signUp.created'));
      navigate(paths.area(role), { replace: true });
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError && error.code === 'OtpRequired') {
        setEmailVerified(false);
        setNotice(errorMessage(error, t('errors.generic')));
        setStep('email');
        return;
      }
      const fields = serverFieldErrors(error);
      const steps = Object.keys(fields)
        .map(stepOfField)
        .filter((s): s is SignUpStep => s !== null);
      if (steps.length > 0) {
        setErrors((current) => ({ ...current, ...fields }));
        const first = SIGN_UP_STEPS.find((s) => steps.includes(s)) ?? 'password';
        if (first === 'email') setEmailVerified(false);
        setStep(first);
      }
      toast.error(errorMessage(error, t(steps.length > 0 ? 'forms.fixErrors' : 'errors.generic')));
    }
  };

  const title = t(`auth.signUp.title.${role}`);
  const active = SIGN_UP_STEPS.indexOf(step);
  return (
    <AuthPageLayout
      title={title}
      subTitle={t('auth.signUp.subtitle')}
      breadcrumbs={[{ label: t('session.signUp'), to: paths.signUp }, { label: title }]}
      width="md"
      testId="sign-up"
    >
      <Stepper activeStep={active} alternativeLabel sx={{ mb: 4 }} data-testid="sign-up-stepper" data-step={step}>
        {SIGN_UP_STEPS.map((s) => (
          <Step key={s}>
            <StepLabel>{t(`auth.signUp.steps.${s}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>

      {step === 'email' ? (
        <EmailStep
          role={role}
          email={email}
          onEmailChange={(value) => {
            setEmail(value);
            clear(['email']);
          }}
          verified={emailVerified}
          onVerified={() => {
            setEmailVerified(true);
            setNotice(null);
            clear(['email']);
            setStep('person');
          }}
          onChangeEmail={() => {
            setEmailVerified(false);
            setMobileVerifiedFor(null);
          }}
          onNext={() => setStep('person')}
          notice={notice}
          emailFieldError={errors.email}
        />
      ) : null}
      {step === 'person' ? (
        <PersonStep
          role={role}
          email={email}
          values={person}
          errors={errors}
          onChange={changePerson}
          mobileVerified={mobileVerifiedFor === phoneKey}
          onMobileVerified={() => setMobileVerifiedFor(phoneKey)}
          onBack={() => setStep('email')}
          onNext={() => void checkPerson()}
          checking={checking}
        />
      ) : null}
      {step === 'password' ? (
        <PasswordStep
          values={password}
          errors={errors}
          onChange={changePassword}
          onBack={() => setStep('person')}
          onSubmit={() => void submit()}
          submitting={submitting}
        />
      ) : null}

      <Box sx={{ mt: 4 }}>
        <Typography sx={{ color: 'text.secondary' }}>
          {t('auth.signUp.haveAccount')}{' '}
          <Link component={RouterLink} to={paths.roleSignIn(role)}>
            {t('auth.signUp.signIn')}
          </Link>
        </Typography>
      </Box>
    </AuthPageLayout>
  );
}
