import { RecordContextProvider, TranslatableFields, TranslatableInputs, useRecordContext, type RaRecord, type TranslatableFieldsProps, type TranslatableInputsProps } from 'react-admin';

import { CONTENT_LOCALES } from './localized';

/**
 * The record as the localized inputs see it: its localized texts only (`{ fr, en }` of strings). The
 * tabs rebuild a record per locale from every path of the record that names a locale, which for lists
 * of objects (a page's sections and figures) writes stray keys into the list's items and from there
 * into the saved body; lists are edited outside the tabs ({@link LocalizedArrayInputs}).
 */
function localizedTexts(record: RaRecord | undefined): RaRecord | undefined {
  if (!record) return record;
  const isText = (value: unknown) => value === null || value === undefined || typeof value !== 'object';
  const texts = Object.entries(record).filter(([, value]) => value && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(isText));
  return { id: record.id, ...Object.fromEntries(texts) };
}

/**
 * The inputs of localized fields, one tab per content locale (French first, then English): each child
 * input edits `<source>.fr` and `<source>.en` (DESIGN §4 admin-ui).
 */
export const LocalizedInputs = (props: Omit<TranslatableInputsProps, 'locales'>) => {
  const record = useRecordContext();
  return (
    <RecordContextProvider value={localizedTexts(record)}>
      <TranslatableInputs locales={CONTENT_LOCALES} defaultLocale="fr" fullWidth {...props} />
    </RecordContextProvider>
  );
};

/** The fields of localized values, one tab per content locale (show pages). */
export const LocalizedFields = (props: Omit<TranslatableFieldsProps, 'locales'>) => <TranslatableFields locales={CONTENT_LOCALES} defaultLocale="fr" {...props} />;
