/**
 * The consultant's "Webinars" page (docs/api-webinars.md "Consultant"): their webinars (drafts, published,
 * cancelled) with their start in the consultant's zone, registrations and seats; a form to write a new
 * one or change one (titles and descriptions in French and English, specialization, language, start in
 * the consultant's zone, duration, capacity, fee in their currency), checked as the contract checks it,
 * the server's field errors under their fields; "Publish" for a draft and "Cancel" for a published
 * webinar (its clients are e-mailed and refunded) or "Delete" for a draft, each after a confirmation;
 * "Registrations" of a published or cancelled webinar opens who registered, with their payment and the
 * direct payment to record ({@link WebinarAttendeesPanel}).
 *
 * @module features/webinars/components/consultant-webinars-page
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { AreaPage } from '../../../components/area-page';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { FormTextField } from '../../../components/form-text-field';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { SubmitButton } from '../../../components/submit-button';
import { paths } from '../../../config/paths';
import { WebinarAttendeesPanel } from './webinar-attendees-panel';
import { WebinarLiveLink } from './webinar-live-link';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useRevalidateRole, useRoleApi } from '../../../lib/fetcher';
import { formatDateAndTime, formatMoney, timeZoneName } from '../../../lib/format';
import { applyServerErrors, useContractForm } from '../../../lib/forms';
import { currentLanguage } from '../../../lib/i18n';
import { useLanguages, useSlugList } from '../../../lib/reference-lists';
import { toast } from '../../../lib/toast';
import { useViewerTimeZone } from '../../../lib/viewer-time-zone';
import { CONSULTANT_WEBINARS_PATH, publishWebinar, removeWebinar, saveWebinar, useConsultantWebinars } from '../api/consultant-webinars';
import type { ConsultantWebinar } from '../model/types';
import { WEBINAR_FORM_FIELDS, WebinarFormFields, emptyWebinarForm, webinarFormOf, webinarRequestOf, type WebinarFormValues } from '../model/webinar-form';

/** Currency of a consultant without a fee yet (the server's default). */
const DEFAULT_CURRENCY = 'EUR';

/** The API's field errors named as the form names them (its `fee_minor` is the form's `fee`). */
function formErrors(error: unknown): unknown {
  if (error instanceof ApiError && error.fieldErrors.fee_minor) error.fieldErrors.fee = error.fieldErrors.fee_minor;
  return error;
}

/** The form of a new webinar (`webinar` unset) or of one to change. */
function WebinarFormPanel({ webinar, timeZone, currency, onDone }: { webinar: ConsultantWebinar | null; timeZone: string; currency: string; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  const revalidate = useRevalidateRole('consultant');
  const specializations = useSlugList('specializations').data?.data ?? [];
  const languages = useLanguages().data?.data ?? [];
  const form = useContractForm(WebinarFormFields, { defaultValues: webinar ? webinarFormOf(webinar, timeZone) : emptyWebinarForm() });
  const [sending, setSending] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    setSending(true);
    try {
      await saveWebinar(webinar?.id ?? null, webinarRequestOf(values, timeZone, webinar?.currency || currency));
      toast.success(t('consultant.webinars.saved'));
      await revalidate([CONSULTANT_WEBINARS_PATH]);
      onDone();
    } catch (error) {
      if (!applyServerErrors(form, formErrors(error), WEBINAR_FORM_FIELDS)) toast.error(errorMessage(error, t('errors.generic')));
    } finally {
      setSending(false);
    }
  });
  const text = (name: keyof WebinarFormValues, extra: Record<string, unknown> = {}) => ({
    control: form.control,
    name,
    id: `webinar-${name}`,
    label: t(`consultant.webinars.fields.${name}`),
    fullWidth: true,
    ...extra,
  });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="webinar-form-title" sx={{ p: { xs: 2, md: 3 }, mb: 3 }} data-testid="webinar-form">
      <Typography variant="h5" component="h2" id="webinar-form-title" sx={{ mb: 2 }}>
        {webinar ? t('consultant.webinars.editTitle') : t('consultant.webinars.newTitle')}
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <FormTextField<WebinarFormValues> {...text('title_fr')} />
        <FormTextField<WebinarFormValues> {...text('title_en')} />
        <FormTextField<WebinarFormValues> {...text('description_fr', { multiline: true, minRows: 4 })} />
        <FormTextField<WebinarFormValues> {...text('description_en', { multiline: true, minRows: 4 })} />
        <FormTextField<WebinarFormValues> {...text('specialization', { select: true })}>
          <MenuItem value="">{t('consultant.webinars.none')}</MenuItem>
          {specializations.map((entry) => (
            <MenuItem key={entry.slug} value={entry.slug}>
              {entry.name}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField<WebinarFormValues> {...text('language', { select: true })}>
          <MenuItem value="">{t('consultant.webinars.none')}</MenuItem>
          {languages.map((entry) => (
            <MenuItem key={entry.slug} value={entry.slug}>
              {entry.name}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField<WebinarFormValues>
          {...text('start', { type: 'datetime-local', slotProps: { inputLabel: { shrink: true } } })}
          hint={t('consultant.webinars.startHint', { zone: timeZoneName(timeZone, locale) })}
        />
        <FormTextField<WebinarFormValues> {...text('duration_minutes', { inputMode: 'numeric' })} hint={t('consultant.webinars.durationHint')} />
        <FormTextField<WebinarFormValues> {...text('capacity', { inputMode: 'numeric' })} />
        <FormTextField<WebinarFormValues>
          {...text('fee', { inputMode: 'decimal' })}
          label={t('consultant.webinars.fields.fee', { currency: webinar?.currency || currency })}
          hint={t('consultant.webinars.feeHint')}
        />
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', gridColumn: '1 / -1' }}>
          <SubmitButton sending={sending} label={t('consultant.webinars.save')} sendingLabel={t('consultant.webinars.saving')} />
          <Button onClick={onDone} disabled={sending}>
            {t('consultant.webinars.close')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}

/** What the consultant is about to confirm. */
type Pending = { action: 'publish' | 'remove'; webinar: ConsultantWebinar } | null;

/** The page. */
export function ConsultantWebinarsPage() {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  const read = useConsultantWebinars();
  const revalidate = useRevalidateRole('consultant');
  const { timeZone } = useViewerTimeZone('consultant');
  const currency = useRoleApi<{ data: { currency: string } }>('consultant', 'profile/detail').data?.data.currency || DEFAULT_CURRENCY;
  const [editing, setEditing] = useState<ConsultantWebinar | 'new' | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const webinars = read.data?.data ?? [];
  const viewed = webinars.find((webinar) => webinar.id === viewing) ?? null;
  const titleOf = (webinar: ConsultantWebinar) => (locale === 'en' ? webinar.title_en || webinar.title_fr : webinar.title_fr || webinar.title_en);

  const confirm = async () => {
    if (!pending) return;
    const { action, webinar } = pending;
    setPending(null);
    try {
      if (action === 'publish') await publishWebinar(webinar.id);
      else await removeWebinar(webinar.id);
      toast.success(t(action === 'publish' ? 'consultant.webinars.published' : webinar.status === 'draft' ? 'consultant.webinars.deleted' : 'consultant.webinars.cancelledDone'));
      await revalidate([CONSULTANT_WEBINARS_PATH]);
    } catch (error) {
      // An incomplete draft opens in the form, the missing fields marked.
      if (action === 'publish' && error instanceof ApiError && error.code === 'WebinarIncomplete') setEditing(webinar);
      toast.error(errorMessage(error, t('errors.generic')));
    }
  };

  const columns: DataColumn<ConsultantWebinar>[] = [
    {
      key: 'title',
      header: t('consultant.webinars.columns.title'),
      cell: (webinar) =>
        webinar.status === 'draft' ? (
          locale === 'en' ? (
            webinar.title_en || webinar.title_fr
          ) : (
            webinar.title_fr || webinar.title_en
          )
        ) : (
          <Link component={RouterLink} to={paths.webinar(webinar.slug)}>
            {locale === 'en' ? webinar.title_en || webinar.title_fr : webinar.title_fr || webinar.title_en}
          </Link>
        ),
    },
    {
      key: 'status',
      header: t('consultant.webinars.columns.status'),
      cell: (webinar) => <Chip size="small" label={t(`consultant.webinars.status.${webinar.status}`)} color={webinar.status === 'published' ? 'success' : 'default'} />,
      testId: 'webinar-status',
    },
    { key: 'start', header: t('consultant.webinars.columns.start'), cell: (webinar) => (webinar.start && timeZone ? formatDateAndTime(webinar.start, timeZone, locale) : '—') },
    {
      key: 'seats',
      header: t('consultant.webinars.columns.seats'),
      cell: (webinar) => (webinar.capacity ? t('consultant.webinars.seats', { registered: webinar.registrations, capacity: webinar.capacity }) : '—'),
      noWrap: true,
    },
    { key: 'fee', header: t('consultant.webinars.columns.fee'), cell: (webinar) => (webinar.fee_minor ? formatMoney(webinar.fee_minor, webinar.currency, locale) : t('webinars.free')), noWrap: true },
    {
      key: 'actions',
      header: t('consultant.webinars.columns.actions'),
      cell: (webinar) => (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {webinar.can_edit ? (
            <Button size="small" onClick={() => setEditing(webinar)} data-testid="webinar-edit">
              {t('consultant.webinars.edit')}
            </Button>
          ) : null}
          {webinar.status !== 'draft' ? (
            <Button
              size="small"
              onClick={() => setViewing(webinar.id)}
              aria-label={t('consultant.webinars.registrants.showFor', { title: titleOf(webinar) })}
              aria-pressed={viewing === webinar.id}
              data-testid="webinar-registrants-open"
            >
              {t('consultant.webinars.registrants.show')}
            </Button>
          ) : null}
          <WebinarLiveLink webinar={webinar} role="consultant" />
          {webinar.status === 'draft' ? (
            <Button size="small" variant="contained" onClick={() => setPending({ action: 'publish', webinar })} data-testid="webinar-publish">
              {t('consultant.webinars.publish')}
            </Button>
          ) : null}
          {webinar.can_edit ? (
            <Button size="small" color="error" onClick={() => setPending({ action: 'remove', webinar })} data-testid="webinar-remove">
              {webinar.status === 'draft' ? t('consultant.webinars.delete') : t('consultant.webinars.cancel')}
            </Button>
          ) : null}
        </Box>
      ),
    },
  ];

  return (
    <AreaPage title={t('consultant.webinars.title')} intro={t('consultant.webinars.intro')} testId="consultant-webinars" maxWidth={1120}>
      {editing === null ? (
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} sx={{ mb: 3 }} data-testid="webinar-new">
          {t('consultant.webinars.new')}
        </Button>
      ) : timeZone ? (
        <WebinarFormPanel key={editing === 'new' ? 'new' : editing.id} webinar={editing === 'new' ? null : editing} timeZone={timeZone} currency={currency} onDone={() => setEditing(null)} />
      ) : (
        <Loading minHeight={80} />
      )}
      {viewed && timeZone ? <WebinarAttendeesPanel key={viewed.id} webinar={viewed} timeZone={timeZone} onClose={() => setViewing(null)} /> : null}
      {read.error && !read.data ? <LoadError error={read.error} onRetry={() => void read.mutate()} /> : null}
      {!read.data && !read.error ? <Loading /> : null}
      {read.data && webinars.length === 0 ? <Typography sx={{ color: 'text.secondary' }}>{t('consultant.webinars.empty')}</Typography> : null}
      {webinars.length > 0 ? (
        <DataTable
          label={t('consultant.webinars.title')}
          columns={columns}
          rows={webinars}
          rowKey={(webinar) => webinar.id}
          rowProps={(webinar) => ({ 'data-testid': 'consultant-webinar', 'data-slug': webinar.slug, 'data-status': webinar.status })}
        />
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.action === 'publish'
            ? t('consultant.webinars.confirmPublishTitle')
            : pending?.webinar.status === 'draft'
              ? t('consultant.webinars.confirmDeleteTitle')
              : t('consultant.webinars.confirmCancelTitle')
        }
        confirmLabel={pending?.action === 'publish' ? t('consultant.webinars.publish') : pending?.webinar.status === 'draft' ? t('consultant.webinars.delete') : t('consultant.webinars.cancel')}
        cancelLabel={t('consultant.webinars.back')}
        destructive={pending?.action === 'remove'}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
        data-testid="webinar-confirm"
      >
        {pending?.action === 'publish'
          ? t('consultant.webinars.confirmPublishText')
          : pending?.webinar.status === 'draft'
            ? t('consultant.webinars.confirmDeleteText')
            : t('consultant.webinars.confirmCancelText', { count: pending?.webinar.registrations ?? 0 })}
      </ConfirmDialog>
    </AreaPage>
  );
}
