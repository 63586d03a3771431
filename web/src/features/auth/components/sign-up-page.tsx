/**
 * Sign-up of clients and consultants, `/public/{client|consultant}/sign-up` (spec §2, §3, §5;
 * docs/api-auth.md): a stepper — (1) e-mail address verified with a code, (2) the person, with an
 * optional phone verification, (3) password and consents → `POST auth/register`. The answer's session
 * is stored and the role's dashboard opens; a client who came from a page it wanted (such as an expert's
 * page with a chosen time slot: `?redirect=`, kept in the address through every step and a reload)
 * goes back there instead, as after signing in.
 *
 * The API is the authority: its `details.fieldErrors` are shown under the fields (keys are its field
 * names) and the stepper goes back to the first step with an error; `OtpRequired` goes back to the
 * e-mail step with the API's message.
 *
 * @module features/auth/components/sign-up-page
 */
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { EmailRequest } from '@contracts/account';
import { NotFoundView } from '../../../components/status-page';
import { SIGN_UP_ROLES, type Role } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/form-rules';
import { applyServerErrors, useContractForm } from '../../../lib/forms';
import { currentLanguage } from '../../../lib/i18n';
import { emptyPerson, personFieldNames, personSchema, type PersonOutput } from '../../../lib/person-form';
import { sessions } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { register } from '../api/register-account';
import { keptRedirect, useRoleParam } from '../hooks/use-role-param';
import { PASSWORD_STEP_FIELDS, PasswordStepRequest, SIGN_UP_STEPS, emptyPasswordValues, stepOfField, type SignUpStep } from '../model/sign-up-form';
import { AuthPageLayout } from './auth-page-layout';
import { EmailStep } from './email-step';
import { PasswordStep } from './password-step';
import { PersonStep } from './person-step';

/** The page (role from the path: client or consultant). */
export function SignUpPage() {
  const role = useRoleParam(SIGN_UP_ROLES);
  return role ? <SignUpWizard role={role} key={role} /> : <NotFoundView />;
}

/** The stepper of `role`: one form per step, kept here so that going back and forth keeps the values. */
export function SignUpWizard({ role }: { role: Role }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState<SignUpStep>('email');
  const [email, setEmail] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [mobileVerifiedFor, setMobileVerifiedFor] = useState<string | null>(null);
  /** The person step's values as the API takes them, once the step passed its checks. */
  const [person, setPerson] = useState<PersonOutput | null>(null);
  /** The registration's field errors, put on the fields once their step shows. */
  const [refused, setRefused] = useState<ApiError | null>(null);
  const emailForm = useContractForm(EmailRequest, { defaultValues: { email: '' } });
  const personForm = useContractForm(personSchema(role), { defaultValues: emptyPerson(role, currentLanguage(i18n)) });
  const passwordForm = useContractForm(PasswordStepRequest, { defaultValues: emptyPasswordValues });

  useEffect(() => {
    if (!refused) return;
    setRefused(null);
    // The other steps first: the shown step's first field in error takes the focus last.
    const forms = {
      email: () => applyServerErrors(emailForm, refused, ['email']),
      person: () => applyServerErrors(personForm, refused, personFieldNames(role)),
      password: () => applyServerErrors(passwordForm, refused, PASSWORD_STEP_FIELDS),
    };
    for (const s of SIGN_UP_STEPS) if (s !== step) forms[s]();
    forms[step]();
  }, [refused, step, emailForm, personForm, passwordForm, role]);

  const submit = passwordForm.handleSubmit(async ({ password }) => {
    if (!email || !person) {
      setStep(email ? 'person' : 'email');
      return;
    }
    try {
      const { jwt, user } = await register(role, { ...person, email, password, acceptTerms: true, acceptPrivacy: true });
      sessions.signIn(role, jwt, user);
      toast.success(t('auth.signUp.created'));
      navigate(role === 'client' ? (keptRedirect(location.search, location.state) ?? paths.area(role)) : paths.area(role), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'OtpRequired') {
        setEmail(null);
        setNotice(errorMessage(error, t('errors.generic')));
        setStep('email');
        return;
      }
      const steps = error instanceof ApiError ? Object.keys(error.fieldErrors).map((field) => stepOfField(role, field)) : [];
      const first = SIGN_UP_STEPS.find((s) => steps.includes(s));
      if (first && error instanceof ApiError) {
        if (first === 'email') setEmail(null);
        setStep(first);
        setRefused(error);
      }
      toast.error(errorMessage(error, t(first ? 'forms.fixErrors' : 'errors.generic')));
    }
  });

  const nextFromPerson = personForm.handleSubmit(
    (checked) => {
      setPerson(checked);
      setStep('password');
    },
    () => toast.error(t('forms.fixErrors')),
  );

  const title = t(`auth.signUp.title.${role}`);
  const active = SIGN_UP_STEPS.indexOf(step);
  return (
    <AuthPageLayout title={title} subTitle={t('auth.signUp.subtitle')} breadcrumbs={[{ label: t('session.signUp'), to: paths.signUp }, { label: title }]} width="md" testId="sign-up">
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
          form={emailForm}
          verified={email !== null}
          onVerified={(verified) => {
            setEmail(verified);
            setNotice(null);
            setStep('person');
          }}
          onChangeEmail={() => {
            setEmail(null);
            setMobileVerifiedFor(null);
          }}
          onNext={() => setStep('person')}
          notice={notice}
        />
      ) : null}
      {step === 'person' && email ? (
        <PersonStep
          role={role}
          email={email}
          form={personForm}
          mobileVerifiedFor={mobileVerifiedFor}
          onMobileVerified={setMobileVerifiedFor}
          onBack={() => setStep('email')}
          onNext={() => void nextFromPerson()}
        />
      ) : null}
      {step === 'password' ? <PasswordStep form={passwordForm} onBack={() => setStep('person')} onSubmit={() => void submit()} submitting={passwordForm.formState.isSubmitting} /> : null}

      <Box sx={{ mt: 4 }}>
        <Typography sx={{ color: 'text.secondary' }}>
          {t('auth.signUp.haveAccount')}{' '}
          <Link component={RouterLink} to={`${paths.roleSignIn(role)}${role === 'client' ? location.search : ''}`} state={role === 'client' ? location.state : undefined}>
            {t('auth.signUp.signIn')}
          </Link>
        </Typography>
      </Box>
    </AuthPageLayout>
  );
}
