/**
 * `/consultant/add-timing` (spec §2 add-timing, §3 shifts; docs/api-consultant.md "Timings"): the
 * consultant's weekly windows per weekday, each labelled with its shift (morning, noon, afternoon,
 * evening, night), in their IANA time zone (chosen among `Intl.supportedValuesOf('timeZone')`); add and
 * remove windows, start and end times (5-minute steps; an end at 00:00 means midnight, `24:00`); days off
 * with an optional reason. The API's own schema (`TimingsRequest`) and the checks it makes after it
 * (start before end, no overlap within a day, a date off once: `model/timings`) run before `PUT timings`;
 * the API's field errors (`windows.3`…) show on the same rows.
 *
 * @module features/consultant/components/timings-page
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useFieldArray, type FieldError } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { TimingsRequest } from '@contracts/consultant-profile';
import { SectionLoader } from '../../../components/section-loader';
import { SubmitButton } from '../../../components/submit-button';
import { applyServerErrors, useContractForm } from '../../../lib/forms';
import { browserTimeZone, timeZoneOptions } from '../../../lib/person-form';
import { READS } from '../api/get-consultant-record';
import { useTimings } from '../api/get-timings';
import { putSection } from '../api/update-section';
import type { Timings } from '../model/types';
import { MAX_EXCEPTIONS, MAX_WINDOWS, WEEKDAYS, nextWindow, shiftOf, timingsErrors, timingsValuesOf, toMinutes, type TimingsValues } from '../model/timings';
import { ConsultantPage } from './consultant-page';
import { FormKeyPicker } from './form-key-picker';
import { useSectionSave } from './use-section-writer';

/** The end input shows `00:00` for the API's `24:00` (a time input stops at 23:59). */
const endShown = (end: string) => (end === '24:00' ? '00:00' : end);
const endStored = (shown: string) => (shown === '00:00' ? '24:00' : shown);

/** The message of a list row's error: on the row itself (`windows.3`), not on one of its fields. */
const rowMessage = (error: unknown) => (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' ? error.message : undefined);

/** Every field the API may name in `fieldErrors` for these values. */
function fieldNames(values: TimingsValues) {
  return [
    'time_zone',
    'windows',
    'exceptions',
    ...values.windows.flatMap((_, i) => [`windows.${i}`, `windows.${i}.start`, `windows.${i}.end`, `windows.${i}.weekday`] as const),
    ...values.exceptions.flatMap((_, i) => [`exceptions.${i}`, `exceptions.${i}.date`, `exceptions.${i}.reason`] as const),
  ] as const;
}

function TimingsForm({ timings }: { timings: Timings | null }) {
  const { t } = useTranslation();
  const schema = useMemo(
    () =>
      TimingsRequest.superRefine((values, issue) => {
        for (const error of timingsErrors({ windows: values.windows, exceptions: values.exceptions.map((x) => ({ date: x.date, reason: x.reason ?? '' })) })) {
          issue.addIssue({ code: 'custom', path: error.path, message: t(error.key, error.values ?? {}) });
        }
      }),
    [t],
  );
  const form = useContractForm(schema, { defaultValues: timingsValuesOf(timings, browserTimeZone()) });
  const { control } = form;
  const windows = useFieldArray({ control, name: 'windows' });
  const exceptions = useFieldArray({ control, name: 'exceptions' });
  const values = form.watch() as TimingsValues;
  const zones = useMemo(() => timeZoneOptions(values.time_zone), [values.time_zone]);
  const { save, dialog } = useSectionSave('timings');
  const errors = form.formState.errors;
  const listError = (name: 'windows' | 'exceptions') => (errors[name] as { root?: FieldError; message?: string } | undefined)?.root?.message ?? rowMessage(errors[name]);

  const submit = form.handleSubmit(async (body) => {
    await save({
      send: () => putSection('timings', body),
      reads: [READS.timings],
      success: t('consultant.timings.saved'),
      onError: (error) => applyServerErrors(form, error, fieldNames(values)),
    });
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 3 }} data-testid="timings-form">
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <FormKeyPicker
          control={control}
          name="time_zone"
          id="timings-time_zone"
          label={t('consultant.fields.time_zone')}
          options={zones}
          getKey={(zone) => zone}
          getLabel={(zone) => zone.replace(/_/g, ' ')}
          required
          helperText={t('consultant.timings.zoneHelp')}
        />
      </Paper>

      <Box>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.35rem', mb: 0.5 }}>
          {t('consultant.timings.weekly')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('consultant.timings.weeklyHelp', { max: MAX_WINDOWS })}
        </Typography>
        {listError('windows') ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {listError('windows')}
          </Alert>
        ) : null}
        <Box sx={{ display: 'grid', gap: 2 }}>
          {WEEKDAYS.map((weekday) => {
            const rows = values.windows
              .map((window, index) => ({ window, index, key: windows.fields[index]?.id ?? String(index) }))
              .filter(({ window }) => window.weekday === weekday)
              .sort((a, b) => (toMinutes(a.window.start) ?? 0) - (toMinutes(b.window.start) ?? 0));
            const dayName = t(`consultant.weekdays.${weekday}`);
            return (
              <Paper key={weekday} variant="outlined" sx={{ p: { xs: 2, md: 2.5 } }} data-testid={`weekday-${weekday}`}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: rows.length > 0 ? 1.5 : 0 }}>
                  <Typography component="h3" sx={{ fontWeight: 700, flex: 1 }}>
                    {dayName}
                  </Typography>
                  {rows.length === 0 ? (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t('consultant.timings.dayOff')}
                    </Typography>
                  ) : null}
                  <Button
                    size="small"
                    startIcon={<AddIcon />}
                    onClick={() => windows.append(nextWindow(values.windows, weekday))}
                    disabled={values.windows.length >= MAX_WINDOWS}
                    aria-label={t('consultant.timings.addWindowOn', { day: dayName })}
                    data-testid={`add-window-${weekday}`}
                  >
                    {t('consultant.timings.addWindow')}
                  </Button>
                </Box>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
                  {rows.map(({ window, index, key }) => {
                    const rowError = rowMessage(errors.windows?.[index]);
                    const n = rows.findIndex((r) => r.index === index) + 1;
                    return (
                      <Box component="li" key={key} data-testid="timing-window" data-weekday={weekday}>
                        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                          <Controller
                            control={control}
                            name={`windows.${index}.start`}
                            render={({ field, fieldState }) => (
                              <TextField
                                type="time"
                                size="small"
                                label={t('consultant.timings.start')}
                                name={field.name}
                                value={field.value}
                                onChange={field.onChange}
                                inputRef={field.ref}
                                error={Boolean(fieldState.error || rowError)}
                                helperText={fieldState.error?.message}
                                slotProps={{ htmlInput: { step: 300, 'aria-label': t('consultant.timings.startOf', { day: dayName, n }) }, inputLabel: { shrink: true } }}
                                sx={{ width: 150 }}
                              />
                            )}
                          />
                          <Controller
                            control={control}
                            name={`windows.${index}.end`}
                            render={({ field, fieldState }) => (
                              <TextField
                                type="time"
                                size="small"
                                label={t('consultant.timings.end')}
                                name={field.name}
                                value={endShown(field.value)}
                                onChange={(event) => field.onChange(endStored(event.target.value))}
                                inputRef={field.ref}
                                error={Boolean(fieldState.error || rowError)}
                                helperText={fieldState.error?.message ?? (field.value === '24:00' ? t('consultant.timings.midnight') : undefined)}
                                slotProps={{ htmlInput: { step: 300, 'aria-label': t('consultant.timings.endOf', { day: dayName, n }) }, inputLabel: { shrink: true } }}
                                sx={{ width: 150 }}
                              />
                            )}
                          />
                          <Chip label={t(`consultant.shifts.${shiftOf(window.start)}`)} size="small" sx={{ mt: 1 }} data-testid="window-shift" />
                          <IconButton aria-label={t('consultant.timings.removeWindow', { day: dayName, start: window.start, end: window.end })} onClick={() => windows.remove(index)}>
                            <DeleteIcon />
                          </IconButton>
                        </Box>
                        {rowError ? (
                          <FormHelperText error role="alert" data-testid="window-error">
                            {rowError}
                          </FormHelperText>
                        ) : null}
                      </Box>
                    );
                  })}
                </Box>
              </Paper>
            );
          })}
        </Box>
      </Box>

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="exceptions">
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.35rem', mb: 0.5 }}>
          {t('consultant.timings.exceptions')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('consultant.timings.exceptionsHelp')}
        </Typography>
        {listError('exceptions') ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {listError('exceptions')}
          </Alert>
        ) : null}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {exceptions.fields.map((exception, index) => (
            <Box component="li" key={exception.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }} data-testid="timing-exception">
              <Controller
                control={control}
                name={`exceptions.${index}.date`}
                render={({ field, fieldState }) => (
                  <TextField
                    type="date"
                    size="small"
                    label={t('consultant.timings.date')}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    inputRef={field.ref}
                    error={Boolean(fieldState.error || rowMessage(errors.exceptions?.[index]))}
                    helperText={fieldState.error?.message ?? rowMessage(errors.exceptions?.[index])}
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': t('consultant.timings.dateOf', { n: index + 1 }) } }}
                    sx={{ width: 190 }}
                  />
                )}
              />
              <Controller
                control={control}
                name={`exceptions.${index}.reason`}
                render={({ field, fieldState }) => (
                  <TextField
                    size="small"
                    label={t('consultant.timings.reason')}
                    name={field.name}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    inputRef={field.ref}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ?? t('forms.optional')}
                    slotProps={{ htmlInput: { 'aria-label': t('consultant.timings.reasonOf', { n: index + 1 }) } }}
                    sx={{ flex: 1, minWidth: 200 }}
                  />
                )}
              />
              <IconButton aria-label={t('consultant.timings.removeException', { n: index + 1 })} onClick={() => exceptions.remove(index)}>
                <DeleteIcon />
              </IconButton>
            </Box>
          ))}
        </Box>
        <Button
          startIcon={<AddIcon />}
          sx={{ mt: exceptions.fields.length > 0 ? 2 : 0 }}
          disabled={exceptions.fields.length >= MAX_EXCEPTIONS}
          onClick={() => exceptions.append({ date: '', reason: '' })}
          data-testid="add-exception"
        >
          {t('consultant.timings.addException')}
        </Button>
      </Paper>

      <Box>
        <SubmitButton sending={form.formState.isSubmitting} label={t('consultant.timings.save')} sendingLabel={t('consultant.saving')} />
      </Box>
      {dialog}
    </Box>
  );
}

/** The page. */
export function TimingsPage() {
  const { t } = useTranslation();
  const read = useTimings();
  return (
    <ConsultantPage title={t('consultant.timings.title')} intro={t('consultant.timings.intro')} testId="timings" maxWidth={1000}>
      <SectionLoader read={read}>{(timings) => <TimingsForm timings={timings} />}</SectionLoader>
    </ConsultantPage>
  );
}
