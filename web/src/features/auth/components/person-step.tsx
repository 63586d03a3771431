/**
 * Sign-up step 2, the person (spec §3 "Person (registration)", "Consultant extras"; docs/api-auth.md
 * person fields): the shared person fields (`components/person-fields`) with the optional phone
 * verification after the contact number, then Back and Next.
 *
 * @module features/auth/components/person-step
 */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PersonFields } from '../../../components/person-fields';
import type { Role } from '../../../config/constants';
import type { FieldErrorMap } from '../../../lib/form-rules';
import type { PersonValues } from '../../../lib/person-form';
import { MobileVerification } from './mobile-verification';

/** Props of {@link PersonStep}. */
export interface PersonStepProps {
  role: Role;
  /** The verified e-mail address (phone codes are tied to it). */
  email: string;
  values: PersonValues;
  errors: FieldErrorMap;
  onChange: (patch: Partial<PersonValues>) => void;
  mobileVerified: boolean;
  onMobileVerified: () => void;
  onBack: () => void;
  onNext: () => void;
  /** The step's checks are running (phone library loading). */
  checking: boolean;
}

/** The step. */
export function PersonStep({ role, email, values, errors, onChange, mobileVerified, onMobileVerified, onBack, onNext, checking }: PersonStepProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
      sx={{ display: 'grid', gap: 4 }}
      data-testid="person-step"
    >
      <PersonFields
        role={role}
        values={values}
        errors={errors}
        onChange={onChange}
        idPrefix="sign-up"
        contactExtra={
          <MobileVerification
            role={role}
            email={email}
            isdCode={values.isd_code}
            contactNumber={values.contact_number}
            verified={mobileVerified}
            onVerified={onMobileVerified}
          />
        }
      />
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}>
        <Button onClick={onBack}>{t('auth.signUp.back')}</Button>
        <Button type="submit" variant="contained" disabled={checking}>
          {t('auth.signUp.next')}
        </Button>
      </Box>
    </Box>
  );
}
