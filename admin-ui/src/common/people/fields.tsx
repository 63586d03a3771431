import type { ReactNode } from 'react';
import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { useFieldValue, useLocale, useTranslate, type FieldProps } from 'react-admin';

/**
 * Pieces of the people screens of the back office (consultants, clients, admins, contact requests,
 * audit log): titled sections of fields, coded values in the interface language, states as chips.
 *
 * @module common/people/fields
 */

/** Shown for a field with no value. */
export const EMPTY = '—';

/**
 * A titled part of a record's page (a heading, then its fields in a responsive grid of columns).
 * @param title - translation key of the heading
 */
export const FieldSection = ({ title, children, columns = true }: { title: string; children: ReactNode; columns?: boolean }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" aria-label={translate(title)} sx={{ mb: 2 }}>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {translate(title)}
        </Typography>
        <Box sx={columns ? { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } } : { display: 'grid', gap: 2 }}>
          {children}
        </Box>
      </CardContent>
    </Card>
  );
};

export interface CodeFieldProps extends FieldProps {
  /** translation keys of the values are `<prefix>.<value>` */
  prefix: string;
}

/** A coded value (`male`, `file.read`, `consent-form`) in the interface language; the code itself when unknown. */
export const CodeField = ({ prefix, ...props }: CodeFieldProps) => {
  const translate = useTranslate();
  const value = useFieldValue(props) as string | null | undefined;
  return (
    <Typography component="span" variant="body2">
      {value ? translate(`${prefix}.${value}`, { _: value }) : EMPTY}
    </Typography>
  );
};

/** A state as a small coloured chip: `label` a translation key. */
export const StateChip = ({ label, color = 'default' }: { label: string; color?: 'default' | 'success' | 'warning' | 'error' | 'info' }) => {
  const translate = useTranslate();
  return <Chip size="small" label={translate(label)} color={color} variant={color === 'default' ? 'outlined' : 'filled'} />;
};

/** A list of texts (codes or names) as chips; `—` when empty. */
export const TextsField = ({ prefix, ...props }: FieldProps & { prefix?: string }) => {
  const translate = useTranslate();
  const values = (useFieldValue(props) as string[] | null | undefined) ?? [];
  if (values.length === 0) return <Typography variant="body2">{EMPTY}</Typography>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
      {values.map((value) => (
        <Chip key={value} size="small" label={prefix ? translate(`${prefix}.${value}`, { _: value }) : value} />
      ))}
    </Box>
  );
};

/** The name of an ISO 3166 region code (`FR` → `France`) or ISO 639 language code (`fr` → `français`) in `locale`; the code when unknown. */
export function displayName(code: string, type: 'region' | 'language', locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A country (ISO 3166 code, e.g. `FR`) named in the interface language. */
export const CountryCodeField = (props: FieldProps) => {
  const locale = useLocale();
  const code = useFieldValue(props) as string | null | undefined;
  return (
    <Typography component="span" variant="body2">
      {code ? displayName(code, 'region', locale) : EMPTY}
    </Typography>
  );
};

/** Languages (ISO 639 codes) named in the interface language, as chips; `—` when none. */
export const LanguageCodesField = (props: FieldProps) => {
  const locale = useLocale();
  const value = useFieldValue(props) as string[] | string | null | undefined;
  const codes = (Array.isArray(value) ? value : value ? [value] : []).filter(Boolean);
  if (codes.length === 0) return <Typography variant="body2">{EMPTY}</Typography>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
      {codes.map((code) => (
        <Chip key={code} size="small" label={displayName(code, 'language', locale)} />
      ))}
    </Box>
  );
};

/** A length in minutes (`60` → `60 min`) in the interface language. */
export const MinutesField = (props: FieldProps) => {
  const locale = useLocale();
  const minutes = useFieldValue(props) as number | null | undefined;
  return (
    <Typography component="span" variant="body2">
      {typeof minutes === 'number' ? new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'short' }).format(minutes) : EMPTY}
    </Typography>
  );
};
