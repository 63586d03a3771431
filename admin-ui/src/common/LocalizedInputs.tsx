import { TranslatableFields, TranslatableInputs, type TranslatableFieldsProps, type TranslatableInputsProps } from 'react-admin';

import { CONTENT_LOCALES } from './localized';

/**
 * The inputs of localized fields, one tab per content locale (French first, then English): each child
 * input edits `<source>.fr` and `<source>.en` (DESIGN §4 admin-ui).
 */
export const LocalizedInputs = (props: Omit<TranslatableInputsProps, 'locales'>) => <TranslatableInputs locales={CONTENT_LOCALES} defaultLocale="fr" fullWidth {...props} />;

/** The fields of localized values, one tab per content locale (show pages). */
export const LocalizedFields = (props: Omit<TranslatableFieldsProps, 'locales'>) => <TranslatableFields locales={CONTENT_LOCALES} defaultLocale="fr" {...props} />;
