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
import { useEffect, useMemo, useState, type FormEvent } from 'react';
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
import { KeyPicker } from '../../../components/key-picker';
import { SubmitButton } from '../../../components/submit-button';
import { UploadProgressBar } from '../../../components/upload-progress';
import { paths } from '../../../config/paths';
import type { Media } from '../../../lib/api-client';
import { fieldErrorText, type FieldErrorMap } from '../../../lib/form-rules';
import { currencyCodes, currencyLabel, minorToMajorText } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useLanguages, useSlugList, type SlugListName } from '../../../lib/reference-lists';
import { toast } from '../../../lib/toast';
import { READS, useConsultantRead } from '../api/get-consultant-record';
import { putSection } from '../api/update-section';
import { uploadDocument } from '../api/upload-document';
import type { DetailRecord } from '../model/types';
import { FILE_RULES, acceptOf, looksAccepted, uploadErrorMessage } from '../../../lib/files';
import { SESSION_MAX, SESSION_MIN, checkDetail, detailBody, type DetailValues } from '../model/section-checks';
import { ConsultantPage } from './consultant-page';
import { FileInput } from '../../../components/file-input';
import { SectionLoader } from '../../../components/section-loader';
import { useSectionSubmit, useSectionWriter } from './use-section-writer';

/** Default currency of a new profile. */
const DEFAULT_CURRENCY = 'EUR';
/** Default session duration of a new profile, in minutes. */
const DEFAULT_DURATION = 60;

function valuesOf(record: DetailRecord | null): DetailValues {
  const currency = record?.currency || DEFAULT_CURRENCY;
  return {
    bio_fr: record?.bio_fr ?? '',
    bio_en: record?.bio_en ?? '',
    background_fr: record?.background_fr ?? '',
    background_en: record?.background_en ?? '',
    intro_video_url: record?.intro_video_url ?? '',
    specializations: record?.specializations ?? [],
    disorders: record?.disorders ?? [],
    objectives: record?.objectives ?? [],
    keywords: record?.keywords ?? [],
    languages: record?.languages ?? [],
    fee: typeof record?.fee === 'number' ? minorToMajorText(record.fee, currency) : '',
    currency,
    session_duration: String(record?.session_duration ?? DEFAULT_DURATION),
    free_first_consultation: record?.free_first_consultation ?? false,
  };
}

interface Choice {
  key: string;
  label: string;
}

/** Several choices among a reference list, stored as their keys. */
function MultiChoice({ id, label, options, value, onChange, required, loading, error, helperText }: {
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
  const selected = useMemo(() => value.map((key) => options.find((o) => o.key === key) ?? { key, label: key }), [options, value]);
  return (
    <Autocomplete<Choice, true>
      multiple
      id={id}
      options={options}
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

const SLUG_LISTS: readonly SlugListName[] = ['specializations', 'disorders', 'objectives', 'keywords'];

function DetailForm({ record }: { record: DetailRecord | null }) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  const [values, setValues] = useState<DetailValues>(() => valuesOf(record));
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const { run, sending, dialog } = useSectionSubmit('detail');
  const lists = {
    specializations: useSlugList('specializations'),
    disorders: useSlugList('disorders'),
    objectives: useSlugList('objectives'),
    keywords: useSlugList('keywords'),
  };
  const languages = useLanguages();
  const currencies = useMemo(() => currencyCodes([values.currency]), [values.currency]);
  const listsFailed = Boolean(languages.error || SLUG_LISTS.some((name) => lists[name].error));

  const change = (patch: Partial<DetailValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key];
      if ('bio_fr' in patch || 'bio_en' in patch) {
        delete next.bio_fr;
        delete next.bio_en;
      }
      if ('currency' in patch) delete next.fee;
      return next;
    });
  };
  const error = (name: string) => fieldErrorText(errors[name], t);
  const text = (name: 'bio_fr' | 'bio_en' | 'background_fr' | 'background_en' | 'intro_video_url' | 'fee' | 'session_duration', help?: string) => ({
    id: `detail-${name}`,
    name,
    label: t(`consultant.fields.${name}`),
    value: values[name],
    onChange: (event: { target: { value: string } }) => change({ [name]: event.target.value }),
    error: Boolean(errors[name]),
    helperText: error(name) ?? help,
    fullWidth: true,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run({
      check: () => checkDetail(values),
      send: () => putSection<DetailRecord>(READS.detail, detailBody(values)),
      reads: [READS.detail],
      setErrors,
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 4 }} data-testid="detail-form">
      {listsFailed ? <Alert severity="error">{t('consultant.detail.listsError')}</Alert> : null}
      <FormSection title={t('consultant.detail.presentation')}>
        <TextField {...text('bio_fr', t('consultant.detail.bioHelp'))} multiline minRows={4} />
        <TextField {...text('bio_en', t('consultant.detail.bioHelp'))} multiline minRows={4} />
        <TextField {...text('background_fr', t('forms.optional'))} multiline minRows={3} />
        <TextField {...text('background_en', t('forms.optional'))} multiline minRows={3} />
        <TextField {...text('intro_video_url', t('consultant.detail.videoHelp'))} type="url" inputMode="url" sx={{ gridColumn: '1 / -1' }} />
      </FormSection>
      <FormSection title={t('consultant.detail.practice')}>
        {SLUG_LISTS.map((name) => (
          <MultiChoice
            key={name}
            id={`detail-${name}`}
            label={t(`consultant.fields.${name}`)}
            options={(lists[name].data?.data ?? []).map((entry) => ({ key: entry.slug, label: entry.name }))}
            value={values[name]}
            onChange={(keys) => change({ [name]: keys })}
            required={name === 'specializations'}
            loading={lists[name].isLoading}
            error={error(name)}
            helperText={name === 'specializations' ? t('consultant.detail.specializationsHelp') : t('forms.optional')}
          />
        ))}
        <MultiChoice
          id="detail-languages"
          label={t('consultant.fields.languages')}
          options={(languages.data?.data ?? []).map((entry) => ({ key: entry.code, label: entry.name }))}
          value={values.languages}
          onChange={(keys) => change({ languages: keys })}
          required
          loading={languages.isLoading}
          error={error('languages')}
          helperText={t('consultant.detail.languagesHelp')}
        />
      </FormSection>
      <FormSection title={t('consultant.detail.sessions')}>
        <TextField
          {...text('fee', t('consultant.detail.feeHelp'))}
          required
          inputMode="decimal"
          slotProps={{ input: { endAdornment: <InputAdornment position="end">{values.currency}</InputAdornment> } }}
        />
        <KeyPicker<string>
          id="detail-currency"
          label={t('consultant.fields.currency')}
          options={currencies}
          getKey={(code) => code}
          getLabel={(code) => currencyLabel(code, locale)}
          value={values.currency}
          onChange={(code) => change({ currency: code })}
          required
          error={error('currency')}
        />
        <TextField
          {...text('session_duration', t('consultant.detail.durationHelp', { min: SESSION_MIN, max: SESSION_MAX }))}
          required
          type="number"
          slotProps={{ htmlInput: { min: SESSION_MIN, max: SESSION_MAX, step: 5, inputMode: 'numeric' } }}
        />
        <FormControlLabel
          control={<Checkbox id="detail-free_first_consultation" checked={values.free_first_consultation} onChange={(event) => change({ free_first_consultation: event.target.checked })} />}
          label={t('consultant.fields.free_first_consultation')}
        />
      </FormSection>
      <Box>
        <SubmitButton sending={sending} label={t('consultant.save')} sendingLabel={t('consultant.saving')} />
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

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

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
          <SectionLoader read={read}>{(record) => <DetailForm record={record} />}</SectionLoader>
        </Paper>
      </Box>
    </ConsultantPage>
  );
}
