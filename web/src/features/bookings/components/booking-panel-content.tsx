/**
 * The booking panel of the public expert detail page (spec §1 "books a free time slot"): fee and
 * currency, session duration; the free first consultation as it stands for the viewer, in one sentence
 * (`lib/free-first`: a signed-in client's own price from `GET consultants/:id/quote`, free only while it
 * has never had a non-cancelled booking with the consultant; a visitor: the offer to new clients), the
 * page's only mention of it; the day picker and free
 * time slots from `GET consultants/:id/slots`, shown in the viewer's zone with its name and the
 * consultant's zone mentioned. "Continuer / Continue" opens the review step (`booking-review`): the
 * expert, date and time, duration, price, how payment works and the cancellation rule, with an optional
 * coupon code (`POST apply-coupon` → the new price, or the server's reason); nothing is booked before
 * "Confirmer la réservation / Confirm the booking" → `POST bookings` with an `Idempotency-Key` (one per
 * attempt, reused on retry of the same attempt) → `/booking/<token>`. A slot taken meanwhile brings the
 * client back to the slots with the server's message. A missing consent form or health assessment
 * (`FormsMissing`) shows links to those pages, which bring the client back here with the slot chosen
 * once the form is saved; so does a withdrawn consent to process health data (`HealthDataConsentMissing`),
 * given again by saving the health assessment, or from the consents of the client's "My data" page
 * (docs/privacy.md "Screens"). A signed-out visitor choosing a slot gets it held for a few minutes
 * (`POST slot-holds`, the hold kept in sessionStorage: `model/slot-hold`) and goes to the client sign-in,
 * whose sign-up link carries the same return path: signing in or creating an account brings them back
 * here with the slot chosen (`?start=`), and booking it sends the hold's token.
 *
 * Accessible names: slot and day buttons (see `slot-picker`), "Continuer"/"Continue", the review's
 * heading "Vérifiez votre réservation"/"Review your booking", the "Code promo"/"Coupon code" field, the
 * "Appliquer"/"Apply", "Changer de créneau"/"Change the time slot" and "Confirmer la réservation"/"Confirm
 * the booking" buttons; alerts have role `alert`.
 *
 * @module features/bookings/components/booking-panel-content
 */
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormTextField } from '../../../components/form-text-field';
import { FormsGateLinks } from '../../../components/forms-gate-links';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { REDIRECT_PARAM } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatMoney, formatTime, viewerTimeZone } from '../../../lib/format';
import { freeFirstState, FREE_FIRST_NOTE } from '../../../lib/free-first';
import { useViewerTimeZone } from '../../../lib/viewer-time-zone';
import { errorMessage } from '../../../lib/form-rules';
import { applyServerErrors, useContractForm } from '../../../lib/forms';
import { currentLanguage } from '../../../lib/i18n';
import { useLoggedIn } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { ApplyCouponRequest, applyCoupon } from '../api/apply-coupon';
import { createBooking } from '../api/create-booking';
import { holdSlot } from '../api/hold-slot';
import { forgetHold, keepHold, keptHold, liveHoldOf, withHeldSlot } from '../model/slot-hold';
import { useHeldSlot } from '../hooks/use-held-slot';
import { useClientQuote } from '../api/get-client-quote';
import type { CouponQuote, Slot } from '../model/types';
import { createAttemptKeys } from '../model/idempotency';
import { useSlotWindow } from '../hooks/use-slot-window';
import { BookingReview, type ReviewPrice } from './booking-review';
import { SlotPicker } from './slot-picker';

/** Query parameter carrying the slot a signed-out visitor chose, kept through the sign-in. */
export const START_PARAM = 'start';

/** Props of {@link BookingPanelContent}. */
export interface BookingPanelProps {
  /** The consultant's id. */
  consultantId: string;
  /** IANA zone the times are shown in; default the viewer's (the signed-in client's profile zone, else the device's). */
  timeZone?: string;
  /** The consultant's display name, shown in the review step. */
  consultantName?: string;
  /** Shown at the top of the review step: the notice when the device's time zone is not the profile's. */
  zoneNotice?: ReactNode;
}

/** The panel. */
export function BookingPanelContent({ consultantId, timeZone: zone, consultantName = '', zoneNotice }: BookingPanelProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  // A signed-in client sees the zone of its profile (or the device's, as it chose); a visitor the device's.
  const viewer = useViewerTimeZone('client');
  const timeZone = useMemo(() => zone ?? viewer.timeZone ?? viewerTimeZone(), [zone, viewer.timeZone]);
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const signedIn = useLoggedIn('client');
  const slotWindow = useSlotWindow(consultantId, timeZone);
  const meta = slotWindow.data?.meta;
  // The visitor's own held slot is left out of the free slots by the server: put it back for them.
  const hold = useHeldSlot(consultantId);
  const slots = useMemo(() => withHeldSlot(slotWindow.data?.data ?? [], hold), [slotWindow.data, hold]);
  // The signed-in client's own price; while it loads (or if it fails) no free consultation is promised.
  const clientQuote = useClientQuote(signedIn ? consultantId : null).data?.data ?? null;

  const [picked, setPicked] = useState<string | null>(null);
  const wanted = search.get(START_PARAM);
  const selected = picked ?? (wanted && slots.some((s) => s.start === wanted) ? wanted : null);
  const selectedSlot = slots.find((s) => s.start === selected) ?? null;
  /** This page with the chosen slot: where the forms the booking needs bring the client back. */
  const backHere = selectedSlot ? `${location.pathname}?${new URLSearchParams({ [START_PARAM]: selectedSlot.start }).toString()}` : location.pathname;

  const couponForm = useContractForm(ApplyCouponRequest, { defaultValues: { consultantId, code: '' } });
  const couponCode = couponForm.watch('code');
  // The quote of the code as it was typed when applied: typing another code drops it.
  const [quoted, setQuoted] = useState<{ typed: string; quote: CouponQuote } | null>(null);
  const quote = quoted && quoted.typed === couponCode ? quoted.quote : null;
  const setQuote = (next: CouponQuote | null) => setQuoted(next ? { typed: couponForm.getValues('code'), quote: next } : null);
  const applying = couponForm.formState.isSubmitting;
  const couponError = couponForm.formState.errors.code?.message ?? couponForm.formState.errors.consultantId?.message ?? null;
  const [booking, setBooking] = useState(false);
  const [bookError, setBookError] = useState<unknown>(null);
  const [keys] = useState(() => createAttemptKeys());
  // The review step of the chosen slot: nothing is booked before its confirmation.
  const [reviewing, setReviewing] = useState(false);
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  // The focus follows the step: the review's heading, or the panel's heading when back at the slots.
  const [stepped, setStepped] = useState(false);
  useEffect(() => {
    if (!stepped) return;
    (reviewing ? reviewHeading : panelHeading).current?.focus();
  }, [reviewing, stepped]);

  const choose = async (slot: Slot) => {
    if (!signedIn) {
      try {
        keepHold(await holdSlot({ consultantId, start: slot.start, holdToken: keptHold()?.token }));
      } catch (error) {
        if (error instanceof ApiError && error.code === 'SlotUnavailable') {
          toast.error(errorMessage(error, t('errors.generic')));
          void slotWindow.mutate();
          return;
        }
        // Any other failure: the visitor still signs in and books, without the hold.
      }
      const back = `${location.pathname}?${new URLSearchParams({ [START_PARAM]: slot.start }).toString()}`;
      navigate(`${paths.roleSignIn('client')}?${new URLSearchParams({ [REDIRECT_PARAM]: back }).toString()}`, { state: { from: back } });
      return;
    }
    setPicked(slot.start);
    setBookError(null);
  };

  const review = () => {
    if (!selectedSlot) return;
    setBookError(null);
    setStepped(true);
    setReviewing(true);
  };

  const backToSlots = () => {
    setStepped(true);
    setReviewing(false);
    setBookError(null);
  };

  const apply = couponForm.handleSubmit(async (request) => {
    try {
      setQuote(await applyCoupon(request));
    } catch (error) {
      setQuote(null);
      if (!applyServerErrors(couponForm, error, ['code'])) {
        couponForm.setError('code', { type: 'server', message: errorMessage(error, t('errors.generic')) }, { shouldFocus: true });
      }
    }
  });

  const book = async (event: FormEvent) => {
    event.preventDefault();
    if (!selectedSlot || booking) return;
    const held = liveHoldOf(consultantId);
    const body = { consultantId, start: selectedSlot.start, ...(quote ? { couponCode: quote.code } : {}), ...(held?.start === selectedSlot.start ? { holdToken: held.token } : {}) };
    const key = keys.keyFor(JSON.stringify(body));
    setBooking(true);
    setBookError(null);
    try {
      const made = await createBooking(body, key);
      keys.settle('success');
      forgetHold();
      toast.success(t('bookings.panel.booked'));
      navigate(paths.booking(made.token));
    } catch (error) {
      keys.settle(error);
      setBookError(error);
      if (error instanceof ApiError && error.code === 'SlotUnavailable') {
        setPicked(null);
        setReviewing(false);
        void slotWindow.mutate();
      }
      if (error instanceof ApiError && error.code === 'CouponInvalid') setQuote(null);
    } finally {
      setBooking(false);
    }
  };

  if (slotWindow.error?.status === 404) return null;
  const freeFirst = freeFirstState(Boolean(meta?.free_first_consultation), signedIn, clientQuote);
  const price: ReviewPrice | null = !meta
    ? null
    : quote
      ? { list_fee_minor: quote.list_fee_minor, fee_minor: quote.fee_minor, currency: quote.currency, free_first_consultation: false, coupon_code: quote.code }
      : clientQuote
        ? {
            list_fee_minor: clientQuote.list_fee_minor,
            fee_minor: clientQuote.fee_minor,
            currency: clientQuote.currency,
            free_first_consultation: clientQuote.free_first_consultation,
            coupon_code: null,
          }
        : { list_fee_minor: meta.fee_minor, fee_minor: meta.fee_minor, currency: meta.currency, free_first_consultation: false, coupon_code: null };
  const showReview = signedIn && reviewing && selectedSlot !== null && meta !== undefined && price !== null;

  const bookErrorAlert = bookError ? (
    <Alert severity="error" sx={{ mb: 2 }} data-testid="booking-error">
      {errorMessage(bookError, t('errors.generic'))}
      <FormsGateLinks error={bookError} back={backHere} />
    </Alert>
  ) : null;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 } }} component="section" aria-labelledby="booking-panel-title" data-testid="booking-panel">
      <Typography variant="h5" component="h2" id="booking-panel-title" ref={panelHeading} tabIndex={-1} sx={{ mb: 1, '&:focus': { outline: 'none' } }}>
        {t('bookings.panel.title')}
      </Typography>
      {slotWindow.error && !slotWindow.data ? <LoadError error={slotWindow.error} onRetry={() => void slotWindow.mutate()} /> : null}
      {!slotWindow.data && !slotWindow.error ? <Loading minHeight={120} /> : null}
      {meta && price && showReview && selectedSlot ? (
        <Box component="form" onSubmit={(e) => void book(e)} noValidate>
          <Typography variant="h6" component="h3" ref={reviewHeading} tabIndex={-1} sx={{ mb: 1.5, '&:focus': { outline: 'none' } }} data-testid="booking-review-title">
            {t('bookings.review.title')}
          </Typography>
          <BookingReview
            consultantName={consultantName}
            slot={selectedSlot}
            meta={meta}
            price={price}
            timeZone={timeZone}
            notice={zoneNotice}
            coupon={
              price.free_first_consultation ? null : (
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2, flexWrap: 'wrap' }}>
                  <FormTextField
                    control={couponForm.control}
                    name="code"
                    id="coupon-code"
                    size="small"
                    label={t('bookings.panel.coupon')}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter') {
                        e.preventDefault();
                        void apply();
                      }
                    }}
                    hint={quote ? t('bookings.panel.couponApplied', { discount: formatMoney(quote.discount_minor, quote.currency, locale), code: quote.code }) : ' '}
                    slotProps={{ htmlInput: { 'data-testid': 'coupon-code' }, formHelperText: { role: couponError ? 'alert' : undefined } as never }}
                  />
                  <Button variant="outlined" onClick={() => void apply()} disabled={applying || !couponCode.trim()} data-testid="apply-coupon">
                    {applying ? t('bookings.panel.applying') : t('bookings.panel.apply')}
                  </Button>
                </Box>
              )
            }
          />
          {bookErrorAlert}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
            <Button variant="text" onClick={backToSlots} disabled={booking} data-testid="review-back">
              {t('bookings.review.back')}
            </Button>
            <Button type="submit" variant="contained" size="large" disabled={booking} data-testid="book">
              {booking ? t('bookings.panel.booking') : t('bookings.review.confirm')}
            </Button>
          </Box>
        </Box>
      ) : meta ? (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
            <Typography sx={{ fontWeight: 700, fontSize: '1.2rem' }} data-testid="booking-fee">
              {clientQuote && clientQuote.fee_minor < clientQuote.list_fee_minor ? (
                <>
                  <Box component="s" sx={{ color: 'text.secondary', mr: 1, fontWeight: 400 }}>
                    {formatMoney(clientQuote.list_fee_minor, clientQuote.currency, locale)}
                  </Box>
                  {formatMoney(clientQuote.fee_minor, clientQuote.currency, locale)}
                </>
              ) : (
                formatMoney(clientQuote?.fee_minor ?? meta.fee_minor, clientQuote?.currency ?? meta.currency, locale)
              )}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }} data-testid="booking-duration">
              {t('bookings.panel.duration', { minutes: meta.duration_minutes })}
            </Typography>
          </Box>
          {freeFirst ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }} data-testid="booking-free-first-note">
              {t(FREE_FIRST_NOTE[freeFirst])}
            </Typography>
          ) : null}
          <SlotPicker
            slots={slots}
            days={slotWindow.days}
            timeZone={timeZone}
            consultantTimeZone={meta.time_zone}
            selected={selected}
            onSelect={(slot) => void choose(slot)}
            onPrevious={slotWindow.previous}
            onNext={slotWindow.next}
            canPrevious={slotWindow.canPrevious}
            canNext={slotWindow.canNext}
          />
          <Divider sx={{ my: 2 }} />
          {!signedIn ? (
            <Typography sx={{ color: 'text.secondary' }} data-testid="booking-sign-in-hint">
              {t('bookings.panel.signInHint')}
            </Typography>
          ) : (
            <Box>
              {selectedSlot ? (
                <Typography sx={{ mb: 2 }} data-testid="booking-chosen">
                  {t('bookings.panel.chosen', { date: formatDate(selectedSlot.start, timeZone, locale), time: formatTime(selectedSlot.start, timeZone, locale) })}
                </Typography>
              ) : (
                <Typography sx={{ mb: 2, color: 'text.secondary' }}>{t('bookings.panel.chooseSlot')}</Typography>
              )}
              {bookErrorAlert}
              <Button variant="contained" size="large" onClick={review} disabled={!selectedSlot} data-testid="review-booking">
                {t('bookings.panel.continue')}
              </Button>
            </Box>
          )}
        </>
      ) : null}
    </Paper>
  );
}
