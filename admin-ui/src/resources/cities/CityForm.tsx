import { NumberInput, minValue, number, required } from 'react-admin';

import { ReferenceForm, ReferenceNameInput } from '../../common/reference';

/** A city's form: names, slug, its country (picked by name) and population. */
export const CityForm = ({ edit = false }: { edit?: boolean }) => (
  <ReferenceForm edit={edit}>
    <ReferenceNameInput source="country" reference="countries" validate={required()} />
    <NumberInput source="population" validate={[number(), minValue(0)]} min={0} />
  </ReferenceForm>
);
