import { SelectInput, useFieldValue, type FieldProps } from 'react-admin';

import type { Schemas } from '../../lib/api-types';
import { StateChip } from '../people/fields';

/**
 * The English side of localized records (docs/api.md "Translation status"; contracts/admin-dialect
 * `TranslationStatus`): the status column and the filter every localized list carries through
 * `ResourceList`'s `translation` prop, and the dashboard's figures.
 *
 * @module common/translation/status
 */

/** `complete`, `missing` (no English, or a field filled in French empty in English) or `outdated` (French edited after). */
export type TranslationStatus = Schemas['TranslationStatus'];

/** The statuses, the ones needing work first. */
export const TRANSLATION_STATUSES: readonly TranslationStatus[] = ['missing', 'outdated', 'complete'];

/** Translation key of a status in words, e.g. `missing` → "English missing". */
export const translationStatusKey = (status: string) => `app.translation.statuses.${status}`;

const COLORS: Record<TranslationStatus, 'success' | 'warning' | 'info'> = { complete: 'success', missing: 'warning', outdated: 'info' };

/** A record's translation status as a chip in words (the colour only repeats the words). */
export const TranslationStatusField = (props: FieldProps) => {
  const status = useFieldValue({ ...props, source: props.source ?? 'translation' }) as TranslationStatus | undefined;
  if (!status) return null;
  return <StateChip label={translationStatusKey(status)} color={COLORS[status] ?? 'default'} />;
};

/** The filter's choices: missing or outdated together (`incomplete`), then each status. */
export const translationFilterChoices = [
  { id: 'incomplete', name: 'app.translation.statuses.incomplete' },
  ...TRANSLATION_STATUSES.map((status) => ({ id: status, name: translationStatusKey(status) })),
];

/** The list filter on the English side (`filter={"translation":"incomplete"}`). */
export const TranslationFilter = (props: { alwaysOn?: boolean }) => (
  <SelectInput source="translation" label="app.translation.filter" choices={translationFilterChoices} emptyText="app.translation.any" {...props} />
);
