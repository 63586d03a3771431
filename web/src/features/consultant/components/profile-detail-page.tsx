/**
 * `/consultant/edit-account/profile-detail` (spec §3 "Consultant extras": bio, background/publications,
 * introductory video, keywords, objectives, profile photo, first free consultation;
 * docs/api-consultant.md `GET`/`PUT profile/detail`, `POST documents/photo`):
 *
 * - bios and backgrounds in French and English (at least one bio);
 * - the introductory video's https address;
 * - specializations, disorders, objectives, keywords (slugs) and languages (ISO codes) chosen from the
 *   public reference lists (`GET /api/client/{specializations,disorders,objectives,keywords,languages}`);
 * - the fee typed in major units (`45,50`) and sent in minor units of the currency (`4550`), the
 *   currency (ISO 4217), the session duration (minutes), the free first consultation;
 * - the public profile photo (JPG, PNG or WebP), previewed and sent as soon as it is chosen, with its
 *   upload progress.
 *
 * @module features/consultant/components/profile-detail-page
 */
import { useEffect, useMemo, useState } from 'react';
import { Controller, useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormSection } from '../../../components/form-section';
import { FormTextField } from '../../../components/form-text-field';
import { SubmitButton } from '../../../components/submit-button';
import { UploadProgressBar } from '../../../components/upload-progress';
import { paths } from '../../../config/paths';
import type { Media } from '../../../lib/api-client';
import { currencyCodes, currencyLabel } from '../../../lib/format';
import { applyServerErrors, useContractForm } from '../../../lib/forms';
import { currentLanguage } from '../../../lib/i18n';
import { useOptionOrder } from '../../../lib/option-order';
import { useLanguages, useSlugList, type SlugListName } from '../../../lib/reference-lists';
import { toast } from '../../../lib/toast';
import { READS, useConsultantRead } from '../api/get-consultant-record';
import { putSection } from '../api/update-section';
import { uploadDocument } from '../api/upload-document';
import type { DetailRecord } from '../model/types';
import { FILE_RULES, acceptOf, looksAccepted, uploadErrorMessage } from '../../../lib/files';
import { DetailForm, detailValuesOf, type DetailValues } from '../model/detail-form';
import { ConsultantPage } from './consultant-page';
import { FileInput } from '../../../components/file-input';
import { SectionLoader } from '../../../components/section-loader';
import { FormKeyPicker } from './form-key-picker';
import { useSectionSave, useSectionWriter } from './use-section-writer';

interface Choice {
  key: string;
  label: string;
}

/** Several choices among a reference list, stored as their keys. */
function MultiChoice({
  id,
  label,
  options,
  value,
  onChange,
  required,
  loading,
  error,
  helperText,
}: {
  id: string;
  label: string;
  options: readonly Choice[];
  value: readonly string[];
  onChange: (keys: string[]) => void;
  required?: boolean;
  loading?: boolean;
  error?: string;
  helperText?: string;
}) {
  const { t } = useTranslation();
  const { order, filterOptions } = useOptionOrder();
  const shown = useMemo(
    () =>
      order(
        options,
        (o) => o.label,
        (o) => o.key,
        value,
      ),
    [order, options, value],
  );
  const selected = useMemo(() => value.map((key) => shown.find((o) => o.key === key) ?? { key, label: key }), [shown, value]);
  return (
    <Autocomplete<Choice, true>
      multiple
      id={id}
      options={shown}
      filterOptions={filterOptions}
      value={selected}
      loading={loading}
      filterSelectedOptions
      autoHighlight
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(o, v) => o.key === v.key}
      onChange={(_, list) => onChange(list.map((o) => o.key))}
      noOptionsText={t('auth.options.noOptions')}
      loadingText={t('common.loading')}
      renderInput={(params) => <TextField {...params} label={label} required={required} error={Boolean(error)} helperText={error ?? helperText} />}
      sx={{ gridColumn: '1 / -1' }}
    />
  );
}

const SLUG_LISTS = ['specializations', 'disorders', 'objectives', 'keywords'] as const satisfies readonly SlugListName[];
/** Session duration bounds, in minutes (the API's). */
const SESSION_MIN = 15;
const SESSION_MAX = 240;

const TEXT_FIELDS = ['bio_fr', 'bio_en', 'background_fr', 'background_en', 'intro_video_url', 'fee', 'session_duration'] as const;
const FIELDS = [...TEXT_FIELDS, ...SLUG_LISTS, 'languages', 'currency', 'free_first_consultation'] as const;

/** A {@link MultiChoice} bound to a form field. */
function FormMultiChoice({
  control,
  name,
  ...props
}: Omit<Parameters<typeof MultiChoice>[0], 'value' | 'onChange' | 'error'> & { control: Control<DetailValues, unknown, unknown>; name: SlugListName | 'languages' }) {
  const { field, fieldState } = useController({ control, name });
  return <MultiChoice {...props} value={field.value ?? []} onChange={field.onChange} error={fieldState.error?.message} />;
}

function DetailSectionForm({ record }: { record: DetailRecord | null }) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  const form = useContractForm(DetailForm, { defaultValues: detailValuesOf(record, locale) });
  const { control } = form;
  const { save, dialog } = useSectionSave('detail');
  const lists = {
    specializations: useSlugList('specializations'),
    disorders: useSlugList('disorders'),
    objectives: useSlugList('objectives'),
    keywords: useSlugList('keywords'),
  };
  const languages = useLanguages();
  const currency = form.watch('currency');
  const currencies = useMemo(() => currencyCodes([currency]), [currency]);
  const listsFailed = Boolean(languages.error || SLUG_LISTS.some((name) => lists[name].error));

  const submit = form.handleSubmit(async (detail) => {
    await save({
      send: () => putSection('profile/detail', detail),
      reads: [READS.detail],
      onError: (error) => applyServerErrors(form, error, FIELDS),
    });
  });

  const text = (name: (typeof TEXT_FIELDS)[number], hint?: string) => ({ control, name, id: `detail-${name}`, label: t(`consultant.fields.${name}`), hint, fullWidth: true });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 4 }} data-testid="detail-form">
      {listsFailed ? <Alert severity="error">{t('consultant.detail.listsError')}</Alert> : null}
      <FormSection title={t('consultant.detail.presentation')}>
        <FormTextField {...text('bio_fr', t('consultant.detail.bioHelp'))} multiline minRows={4} />
        <FormTextField {...text('bio_en', t('consultant.detail.bioHelp'))} multiline minRows={4} />
        <FormTextField {...text('background_fr', t('forms.optional'))} multiline minRows={3} />
        <FormTextField {...text('background_en', t('forms.optional'))} multiline minRows={3} />
        <FormTextField {...text('intro_video_url', t('consultant.detail.videoHelp'))} type="url" inputMode="url" sx={{ gridColumn: '1 / -1' }} />
      </FormSection>
      <FormSection title={t('consultant.detail.practice')}>
        {SLUG_LISTS.map((name) => (
          <FormMultiChoice
            key={name}
            control={control}
            name={name}
            id={`detail-${name}`}
            label={t(`consultant.fields.${name}`)}
            options={(lists[name].data?.data ?? []).map((entry) => ({ key: entry.slug, label: entry.name }))}
            required={name === 'specializations'}
            loading={lists[name].isLoading}
            helperText={name === 'specializations' ? t('consultant.detail.specializationsHelp') : t('forms.optional')}
          />
        ))}
        <FormMultiChoice
          control={control}
          name="languages"
          id="detail-languages"
          label={t('consultant.fields.languages')}
          options={(languages.data?.data ?? []).map((entry) => ({ key: entry.code, label: entry.name }))}
          required
          loading={languages.isLoading}
          helperText={t('consultant.detail.languagesHelp')}
        />
      </FormSection>
      <FormSection title={t('consultant.detail.sessions')}>
        <FormTextField
          {...text('fee', t('consultant.detail.feeHelp'))}
          required
          inputMode="decimal"
          slotProps={{ input: { endAdornment: <InputAdornment position="end">{currency}</InputAdornment> } }}
        />
        <FormKeyPicker
          control={control}
          name="currency"
          id="detail-currency"
          label={t('consultant.fields.currency')}
          options={currencies}
          getKey={(code) => code}
          getLabel={(code) => currencyLabel(code, locale)}
          required
        />
        <FormTextField
          {...text('session_duration', t('consultant.detail.durationHelp', { min: SESSION_MIN, max: SESSION_MAX }))}
          required
          type="number"
          slotProps={{ htmlInput: { min: SESSION_MIN, max: SESSION_MAX, step: 5, inputMode: 'numeric' } }}
        />
        <Controller
          control={control}
          name="free_first_consultation"
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox id="detail-free_first_consultation" name={field.name} checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />}
              label={t('consultant.fields.free_first_consultation')}
            />
          )}
        />
      </FormSection>
      <Box>
        <SubmitButton sending={form.formState.isSubmitting} label={t('consultant.save')} sendingLabel={t('consultant.saving')} />
      </Box>
      {dialog}
    </Box>
  );
}

/** The profile photo: the current one or the chosen file's preview, the input and the progress. */
function PhotoUpload({ photo, name }: { photo: Media | null | undefined; name: string }) {
  const { t } = useTranslation();
  const writer = useSectionWriter('detail');
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rule = FILE_RULES.photo;

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = async (file: File) => {
    setError(null);
    if (!looksAccepted(file, rule)) {
      setError(t('forms.files.unsupported', { types: rule.label }));
      return;
    }
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      const answer = await uploadDocument('photo', file, (p) => setProgress(p.fraction));
      await writer.written(answer, [READS.detail, READS.documents]);
      toast.success(t('consultant.detail.photoSaved'));
      setPreview(null);
    } catch (cause) {
      setError(uploadErrorMessage(cause, t, rule));
      setPreview(null);
    } finally {
      setProgress(null);
    }
  };

  const src = preview ?? photo?.url;
  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }} data-testid="photo-upload">
      <Avatar src={src ?? undefined} alt={t('consultant.detail.photoAlt', { name })} sx={{ width: 112, height: 112 }} data-testid={src ? 'photo-preview' : 'photo-empty'} />
      <Box sx={{ flex: 1, minWidth: 220, display: 'grid', gap: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{t('consultant.fields.photo')}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('consultant.detail.photoHelp')}
        </Typography>
        <FileInput
          label={photo ? t('forms.files.replace') : t('forms.files.choose')}
          accept={acceptOf(rule)}
          onFile={(file) => void choose(file)}
          disabled={progress !== null}
          error={error ?? undefined}
          helperText={t('forms.files.accepted', { types: rule.label })}
          inputTestId="photo-input"
        />
        <UploadProgressBar fraction={progress} label={t('forms.files.uploading', { name: t('consultant.fields.photo') })} data-testid="photo-progress" />
      </Box>
    </Box>
  );
}

/** The page. */
export function ProfileDetailPage() {
  const { t } = useTranslation();
  const read = useConsultantRead<DetailRecord>(READS.detail, { revalidateOnFocus: false });
  const preview = useConsultantRead<{ display_name?: string }>(READS.preview, { revalidateOnFocus: false });
  return (
    <ConsultantPage
      title={t('consultant.sections.detail')}
      intro={t('consultant.detail.intro')}
      back={{ to: paths.consultant.editAccount, label: t('consultant.editAccount.title') }}
      testId="profile-detail"
    >
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
          <PhotoUpload photo={read.data?.data?.photo} name={preview.data?.data?.display_name ?? ''} />
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
          <SectionLoader read={read}>{(record) => <DetailSectionForm record={record} />}</SectionLoader>
        </Paper>
      </Box>
    </ConsultantPage>
  );
}
