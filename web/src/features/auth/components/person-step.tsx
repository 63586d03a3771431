/**
 * Sign-up step 2, the person (spec §3 "Person (registration)", "Consultant extras"; docs/api-auth.md
 * person fields): the shared person fields (`components/person-fields`) with the optional phone
 * verification after the contact number, then Back and Next (checked by the API's person schema).
 *
 * @module features/auth/components/person-step
 */
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PersonFields } from '../../../components/person-fields';
import type { Role } from '../../../config/constants';
import type { PersonFormReturn } from '../model/sign-up-form';
import { MobileVerification } from '../../../components/mobile-verification';

/** Props of {@link PersonStep}. */
export interface PersonStepProps {
  role: Role;
  /** The verified e-mail address (phone codes are tied to it). */
  email: string;
  /** The step's form (`personSchema(role)`), kept by the stepper. */
  form: PersonFormReturn;
  /** The number `+33 612345678` verified by code, if any. */
  mobileVerifiedFor: string | null;
  onMobileVerified: (phone: string) => void;
  onBack: () => void;
  /** The form's submit handler (checks run first). */
  onNext: () => void;
}

/** The step. */
export function PersonStep({ role, email, form, mobileVerifiedFor, onMobileVerified, onBack, onNext }: PersonStepProps) {
  const { t } = useTranslation();
  const [isdCode, contactNumber] = useWatch({ control: form.control, name: ['isd_code', 'contact_number'] });
  const phone = `${isdCode ?? ''} ${(contactNumber ?? '').trim()}`;
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
        control={form.control}
        idPrefix="sign-up"
        contactExtra={
          <MobileVerification role={role} email={email} isdCode={isdCode ?? ''} contactNumber={contactNumber ?? ''} verified={mobileVerifiedFor === phone} onVerified={() => onMobileVerified(phone)} />
        }
      />
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}>
        <Button onClick={onBack}>{t('auth.signUp.back')}</Button>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          {t('auth.signUp.next')}
        </Button>
      </Box>
    </Box>
  );
}
