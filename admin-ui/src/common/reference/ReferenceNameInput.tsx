import { AutocompleteInput, ReferenceInput, useLocale, type AutocompleteInputProps, type RaRecord } from 'react-admin';

import { pickLocalized, type Localized } from '../localized';

export interface ReferenceNameInputProps extends Omit<AutocompleteInputProps, 'source' | 'optionText'> {
  /** the record's field holding the id, e.g. `country` */
  source: string;
  /** the reference list, e.g. `countries` */
  reference: string;
  /** a filter input that stays shown */
  alwaysOn?: boolean;
}

/**
 * Picks a record of a reference list by its name in the interface language, searching the list as the
 * admin types (`filter.q`); the value is the record's id (e.g. a city's country, or the country filter
 * of the cities).
 */
export const ReferenceNameInput = ({ source, reference, alwaysOn: _alwaysOn, ...props }: ReferenceNameInputProps) => {
  const locale = useLocale();
  return (
    <ReferenceInput source={source} reference={reference} sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput optionText={(record: RaRecord) => pickLocalized(record.name as Localized, locale)} {...props} />
    </ReferenceInput>
  );
};
