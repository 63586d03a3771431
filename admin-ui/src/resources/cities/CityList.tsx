import { NumberField, ReferenceField, TextField, useLocale } from 'react-admin';

import { ReferenceList, ReferenceNameInput } from '../../common/reference';

const filters = [<ReferenceNameInput key="country" source="country" reference="countries" alwaysOn />];

/** Cities, filtered by country: names, slug, country, country code and population. */
export const CityList = () => {
  const locale = useLocale();
  return (
    <ReferenceList filters={filters}>
      <ReferenceField source="country" reference="countries" sortable={false} />
      <TextField source="country_code" />
      <NumberField source="population" locales={locale} />
    </ReferenceList>
  );
};
