/**
 * `/consultant/add-timing` (spec §2 add-timing, §3 shifts; docs/api-consultant.md "Timings"): the
 * consultant's weekly windows per weekday, each labelled with its shift (morning, noon, afternoon,
 * evening, night), in their IANA time zone (chosen among `Intl.supportedValuesOf('timeZone')`); add and
 * remove windows, start and end times (5-minute steps; an end at 00:00 means midnight, `24:00`); days off
 * with an optional reason. The checks of `api/timings` (start before end, no overlap within a day, the
 * API's bounds) run before `PUT timings`; the API's field errors (`windows.3`…) show on the same rows.
 *
 * @module features/consultant/components/timings-page
 */
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
import { KeyPicker } from '../../../components/key-picker';
import { SubmitButton } from '../../../components/submit-button';
import { fieldErrorText, type FieldErrorMap } from '../../../lib/form-rules';
import { browserTimeZone, timeZoneOptions } from '../../../lib/person-form';
import { READS } from '../api/get-consultant-record';
import { putSection } from '../api/update-section';
import { useTimings } from '../api/get-timings';
import type { Timings } from '../model/types';
import {
  MAX_EXCEPTIONS,
  MAX_WINDOWS,
  WEEKDAYS,
  draftOf,
  newRowKey,
  nextWindow,
  shiftOf,
  timingsBody,
  toMinutes,
  validateTimings,
  type EditedException,
  type EditedWindow,
  type TimingsDraft,
} from '../model/timings';
import { ConsultantPage } from './consultant-page';
import { SectionLoader } from '../../../components/section-loader';
import { useSectionSubmit } from './use-section-writer';

/** The end input shows `00:00` for the API's `24:00` (a time input stops at 23:59). */
const endShown = (end: string) => (end === '24:00' ? '00:00' : end);
const endStored = (shown: string) => (shown === '00:00' ? '24:00' : shown);

function TimingsForm({ timings }: { timings: Timings | null }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TimingsDraft>(() => draftOf(timings ?? undefined, browserTimeZone()));
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const zones = useMemo(() => timeZoneOptions(draft.time_zone), [draft.time_zone]);
  const { run, sending, dialog } = useSectionSubmit('timings');
  const error = (key: string) => fieldErrorText(errors[key], t);

  const update = (patch: Partial<TimingsDraft>, cleared: string[] = []) => {
    setDraft((d) => ({ ...d, ...patch }));
    if (cleared.length > 0) {
      setErrors((e) => {
        const next = { ...e };
        for (const key of Object.keys(next)) if (cleared.some((c) => key === c || key.startsWith(`${c}.`))) delete next[key];
        return next;
      });
    }
  };
  // Row errors are keyed by position: editing a list clears its errors (they are checked again on save).
  const setWindows = (windows: EditedWindow[]) => update({ windows }, ['windows']);
  const setExceptions = (exceptions: EditedException[]) => update({ exceptions }, ['exceptions']);
  const changeWindow = (key: string, patch: Partial<EditedWindow>) => setWindows(draft.windows.map((w) => (w.key === key ? { ...w, ...patch } : w)));
  const changeException = (key: string, patch: Partial<EditedException>) => setExceptions(draft.exceptions.map((x) => (x.key === key ? { ...x, ...patch } : x)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run({
      check: () => validateTimings(draft),
      send: () => putSection<Timings>(READS.timings, timingsBody(draft)),
      reads: [READS.timings],
      setErrors,
      success: t('consultant.timings.saved'),
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 3 }} data-testid="timings-form">
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <KeyPicker<string>
          id="timings-time_zone"
          label={t('consultant.fields.time_zone')}
          options={zones}
          getKey={(zone) => zone}
          getLabel={(zone) => zone.replace(/_/g, ' ')}
          value={draft.time_zone}
          onChange={(zone) => update({ time_zone: zone }, ['time_zone'])}
          required
          error={error('time_zone')}
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
        {error('windows') ? <Alert severity="error" sx={{ mb: 2 }}>{error('windows')}</Alert> : null}
        <Box sx={{ display: 'grid', gap: 2 }}>
          {WEEKDAYS.map((weekday) => {
            const rows = draft.windows
              .map((window, index) => ({ window, index }))
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
                    onClick={() => setWindows([...draft.windows, nextWindow(draft.windows, weekday)])}
                    disabled={draft.windows.length >= MAX_WINDOWS}
                    aria-label={t('consultant.timings.addWindowOn', { day: dayName })}
                    data-testid={`add-window-${weekday}`}
                  >
                    {t('consultant.timings.addWindow')}
                  </Button>
                </Box>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
                  {rows.map(({ window, index }) => {
                    const rowError = error(`windows.${index}`);
                    return (
                      <Box component="li" key={window.key} data-testid="timing-window" data-weekday={weekday}>
                        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                          <TextField
                            type="time"
                            size="small"
                            label={t('consultant.timings.start')}
                            value={window.start}
                            onChange={(event) => changeWindow(window.key, { start: event.target.value })}
                            error={Boolean(errors[`windows.${index}.start`] || rowError)}
                            helperText={error(`windows.${index}.start`)}
                            slotProps={{ htmlInput: { step: 300, 'aria-label': t('consultant.timings.startOf', { day: dayName, n: rows.findIndex((r) => r.index === index) + 1 }) }, inputLabel: { shrink: true } }}
                            sx={{ width: 150 }}
                          />
                          <TextField
                            type="time"
                            size="small"
                            label={t('consultant.timings.end')}
                            value={endShown(window.end)}
                            onChange={(event) => changeWindow(window.key, { end: endStored(event.target.value) })}
                            error={Boolean(errors[`windows.${index}.end`] || rowError)}
                            helperText={error(`windows.${index}.end`) ?? (window.end === '24:00' ? t('consultant.timings.midnight') : undefined)}
                            slotProps={{ htmlInput: { step: 300, 'aria-label': t('consultant.timings.endOf', { day: dayName, n: rows.findIndex((r) => r.index === index) + 1 }) }, inputLabel: { shrink: true } }}
                            sx={{ width: 150 }}
                          />
                          <Chip label={t(`consultant.shifts.${shiftOf(window.start)}`)} size="small" sx={{ mt: 1 }} data-testid="window-shift" />
                          <IconButton
                            aria-label={t('consultant.timings.removeWindow', { day: dayName, start: window.start, end: window.end })}
                            onClick={() => setWindows(draft.windows.filter((w) => w.key !== window.key))}
                          >
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
        {error('exceptions') ? <Alert severity="error" sx={{ mb: 2 }}>{error('exceptions')}</Alert> : null}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {draft.exceptions.map((exception, index) => (
            <Box component="li" key={exception.key} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }} data-testid="timing-exception">
              <TextField
                type="date"
                size="small"
                label={t('consultant.timings.date')}
                value={exception.date}
                onChange={(event) => changeException(exception.key, { date: event.target.value })}
                error={Boolean(errors[`exceptions.${index}.date`] || errors[`exceptions.${index}`])}
                helperText={error(`exceptions.${index}.date`) ?? error(`exceptions.${index}`)}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': t('consultant.timings.dateOf', { n: index + 1 }) } }}
                sx={{ width: 190 }}
              />
              <TextField
                size="small"
                label={t('consultant.timings.reason')}
                value={exception.reason}
                onChange={(event) => changeException(exception.key, { reason: event.target.value })}
                error={Boolean(errors[`exceptions.${index}.reason`])}
                helperText={error(`exceptions.${index}.reason`) ?? t('forms.optional')}
                slotProps={{ htmlInput: { 'aria-label': t('consultant.timings.reasonOf', { n: index + 1 }) } }}
                sx={{ flex: 1, minWidth: 200 }}
              />
              <IconButton aria-label={t('consultant.timings.removeException', { n: index + 1 })} onClick={() => setExceptions(draft.exceptions.filter((x) => x.key !== exception.key))}>
                <DeleteIcon />
              </IconButton>
            </Box>
          ))}
        </Box>
        <Button
          startIcon={<AddIcon />}
          sx={{ mt: draft.exceptions.length > 0 ? 2 : 0 }}
          disabled={draft.exceptions.length >= MAX_EXCEPTIONS}
          onClick={() => setExceptions([...draft.exceptions, { key: newRowKey(), date: '', reason: '' }])}
          data-testid="add-exception"
        >
          {t('consultant.timings.addException')}
        </Button>
      </Paper>

      <Box>
        <SubmitButton sending={sending} label={t('consultant.timings.save')} sendingLabel={t('consultant.saving')} />
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
