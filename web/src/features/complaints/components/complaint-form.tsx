/**
 * The add-complaint form (cms/src/contracts/complaints.ts `POST complaints`, checked by the API's own
 * `ComplaintRequest`): the counterparty, one of the bookings together (optional, date and time in the
 * viewer's zone, the zone named under the field), the complaint type, the description (10–5000
 * characters, with a counter), additional information (0–5000), and an optional attachment (PDF, JPG or
 * PNG; name and size shown; type and size checked before sending, the server decides). A type about a
 * session that has started (`requires_started_session`: a late start, a no-show) cannot be chosen for a
 * booking that starts later, and a hint under the type says why. Errors show
 * under their fields in the user's language — the browser's checks and the server's `fieldErrors`
 * alike, the first one focused; a counterparty the server does not know (404) and a refused file
 * (413, 415) too.
 *
 * Accessible names: the selects "Expert concerné"/"Expert concerned" (client) or "Client
 * concerné"/"Client concerned" (consultant), "Réservation concernée"/"Booking concerned", "Type de
 * réclamation"/"Type of complaint"; the fields "Description", "Informations
 * complémentaires"/"Additional information"; the buttons "Joindre un fichier"/"Attach a file" and
 * "Déposer la réclamation"/"File the complaint".
 *
 * @module features/complaints/components/complaint-form
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { FormTextField } from '../../../components/form-text-field';
import { SubmitButton } from '../../../components/submit-button';
import { UploadProgressBar } from '../../../components/upload-progress';
import { ApiError } from '../../../lib/api-client';
import { uploadErrorMessage } from '../../../lib/files';
import { errorMessage } from '../../../lib/form-rules';
import { applyServerErrors, useContractForm } from '../../../lib/forms';
import { currentLanguage } from '../../../lib/i18n';
import { timeZoneName } from '../../../lib/format';
import { clock } from '../../../lib/clock';
import { toast } from '../../../lib/toast';
import { createComplaint } from '../api/create-complaint';
import { ATTACHMENT_RULE, TEXT_LIMITS } from '../model/constants';
import { COMPLAINT_FIELDS, ComplaintFormSchema, type ComplaintFormValues } from '../model/complaint-form';
import type { Complaint, ComplaintRole, ComplaintType, Counterparty } from '../model/types';
import { AttachmentInput } from './attachment-field';
import { bookingStartText } from './complaint-bits';

/** Props of {@link ComplaintForm}. */
export interface ComplaintFormProps {
  role: ComplaintRole;
  /** Whom the caller may complain about (at least one). */
  counterparties: readonly Counterparty[];
  /** The complaint types (empty while loading). */
  types: readonly ComplaintType[];
  /** The counterparty and booking chosen at first (e.g. from the page's query), if they are known. */
  initial?: { against?: string; booking?: string };
  /** IANA zone the bookings are shown in. */
  timeZone: string;
  /** Called with the filed complaint. */
  onFiled: (complaint: Complaint) => void | Promise<unknown>;
}

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** The form. */
export function ComplaintForm({ role, counterparties, types, initial, timeZone, onFiled }: ComplaintFormProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  const empty: ComplaintFormValues = {
    complaint_type: '',
    against: initial?.against ?? (counterparties.length === 1 ? counterparties[0].id : ''),
    booking: initial?.booking ?? '',
    description: '',
    additional_information: '',
    attachment: null,
  };
  const form = useContractForm(ComplaintFormSchema, { defaultValues: empty });
  const [progress, setProgress] = useState<number | null>(null);
  const against = form.watch('against');
  const booking = form.watch('booking');
  const description = form.watch('description') ?? '';
  const additional = form.watch('additional_information') ?? '';
  const bookings = useMemo(() => counterparties.find((c) => c.id === against)?.bookings ?? [], [counterparties, against]);
  const sending = progress !== null;
  const complaintType = form.watch('complaint_type');
  // A late start or a no-show is only told of a session that has started (the API refuses it otherwise).
  const chosenBooking = bookings.find((b) => b.id === booking);
  const notStarted = chosenBooking ? new Date(chosenBooking.start).getTime() > clock.ms() : false;
  const refused = (type: ComplaintType) => notStarted && Boolean(type.requires_started_session);

  // A booking belongs to one counterparty: choosing another one forgets it.
  useEffect(() => {
    if (booking && !bookings.some((b) => b.id === booking)) form.setValue('booking', '');
  }, [booking, bookings, form]);

  // A type that no longer fits the chosen booking is forgotten.
  useEffect(() => {
    if (notStarted && types.some((type) => type.slug === complaintType && type.requires_started_session)) form.setValue('complaint_type', '');
  }, [notStarted, complaintType, types, form]);

  const submit = form.handleSubmit(
    async (submission) => {
      setProgress(0);
      try {
        const complaint = await createComplaint(role, submission, (p) => setProgress(p.fraction));
        toast.success(t('complaints.add.filed', { reference: complaint.reference }));
        await onFiled(complaint);
      } catch (error) {
        if (error instanceof ApiError && (error.status === 413 || error.status === 415)) {
          form.setError('attachment', { type: 'server', message: uploadErrorMessage(error, t, ATTACHMENT_RULE) }, { shouldFocus: true });
          toast.error(t('forms.fixErrors'));
        } else if (error instanceof ApiError && error.status === 404) {
          form.setError('against', { type: 'server', message: errorMessage(error, t('complaints.form.unknownCounterparty')) }, { shouldFocus: true });
          toast.error(t('forms.fixErrors'));
        } else if (applyServerErrors(form, error, COMPLAINT_FIELDS)) {
          toast.error(errorMessage(error, t('forms.fixErrors')));
        } else {
          toast.error(errorMessage(error, t('errors.generic')));
        }
      } finally {
        setProgress(null);
      }
    },
    () => toast.error(t('forms.fixErrors')),
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2.5 }} data-testid="complaint-form">
        <FormTextField control={form.control} name="against" id="complaint-against" label={t(`complaints.form.against.${role}`)} select required fullWidth disabled={sending} slotProps={nativeSelect}>
          <option value="">{t('complaints.form.choose')}</option>
          {counterparties.map((person) => (
            <option key={person.id} value={person.id}>
              {person.display_name}
            </option>
          ))}
        </FormTextField>
        <FormTextField
          control={form.control}
          name="booking"
          id="complaint-booking"
          label={t('complaints.form.booking')}
          select
          fullWidth
          disabled={sending || bookings.length === 0}
          hint={t('complaints.form.bookingHelp', { zone: timeZoneName(timeZone, locale) })}
          slotProps={nativeSelect}
        >
          <option value="">{t('complaints.form.noBooking')}</option>
          {bookings.map((b) => (
            <option key={b.id} value={b.id}>
              {bookingStartText(b.start, timeZone, locale)}
            </option>
          ))}
        </FormTextField>
        <FormTextField
          control={form.control}
          name="complaint_type"
          id="complaint-type"
          label={t('complaints.form.complaintType')}
          select
          required
          fullWidth
          disabled={sending}
          hint={notStarted && types.some(refused) ? t('complaints.form.notStartedYet') : undefined}
          slotProps={nativeSelect}
        >
          <option value="">{t('complaints.form.choose')}</option>
          {types.map((type) => (
            <option key={type.slug} value={type.slug} disabled={refused(type)}>
              {type.name}
            </option>
          ))}
        </FormTextField>
        <FormTextField
          control={form.control}
          name="description"
          id="complaint-description"
          label={t('complaints.form.description')}
          multiline
          minRows={5}
          required
          fullWidth
          disabled={sending}
          hint={t('complaints.form.textCount', { count: description.length, min: TEXT_LIMITS.min, max: TEXT_LIMITS.max })}
          slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.max, 'data-testid': 'complaint-description' } }}
        />
        <FormTextField
          control={form.control}
          name="additional_information"
          id="complaint-additional"
          label={t('complaints.form.additionalInformation')}
          multiline
          minRows={3}
          fullWidth
          disabled={sending}
          hint={t('complaints.form.optionalCount', { count: additional.length, max: TEXT_LIMITS.max })}
          slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.max, 'data-testid': 'complaint-additional' } }}
        />
        <AttachmentInput form={form} disabled={sending} inputTestId="complaint-attachment" />
        <UploadProgressBar fraction={progress} label={t('complaints.form.uploading')} data-testid="complaint-progress" />
        <Box>
          <SubmitButton sending={sending} label={t('complaints.form.submit')} sendingLabel={t('complaints.form.sending')} />
        </Box>
      </Box>
    </Paper>
  );
}
