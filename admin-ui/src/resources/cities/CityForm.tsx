import { minValue, required } from 'react-admin';

import { LocaleNumberInput } from '../../common/LocaleNumberInput';
import { ReferenceForm, ReferenceNameInput } from '../../common/reference';

/** A city's form: names, slug, its country (picked by name) and population. */
export const CityForm = ({ edit = false }: { edit?: boolean }) => (
  <ReferenceForm edit={edit}>
    <ReferenceNameInput source="country" reference="countries" validate={required()} />
    <LocaleNumberInput source="population" decimals={0} validate={minValue(0)} />
  </ReferenceForm>
);
