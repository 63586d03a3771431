import type { ReactNode } from 'react';
import { SimpleForm, TextInput, maxLength, regex, required } from 'react-admin';

import { LocalizedInputs } from '../LocalizedInputs';
import { FormToolbar } from '../form/FormToolbar';

/** A slug as the server accepts it: lowercase letters, digits and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slug input: empty lets the server make it from the English name (or title). */
export const SlugInput = () => (
  <TextInput
    source="slug"
    // an emptied slug is sent as '' (made again by the server), not null
    parse={(value: string) => value ?? ''}
    validate={[maxLength(80), regex(SLUG_PATTERN, 'app.validation.slug')]}
    helperText="app.help.slug"
  />
);

export interface ReferenceFormProps {
  /** edit form: offers Move to trash */
  edit?: boolean;
  /** localized inputs besides the name, in the same language tabs */
  localized?: ReactNode;
  /** the resource's other inputs */
  children?: ReactNode;
}

/**
 * The form of a reference list (create and edit): the name in French and English (both required,
 * contracts/admin-reference `ReferenceName`), the slug, and the resource's own inputs.
 */
export const ReferenceForm = ({ edit = false, localized, children }: ReferenceFormProps) => (
  <SimpleForm toolbar={<FormToolbar trash={edit} />}>
    <LocalizedInputs>
      <TextInput source="name" validate={[required(), maxLength(120)]} />
      {localized}
    </LocalizedInputs>
    <SlugInput />
    {children}
  </SimpleForm>
);
