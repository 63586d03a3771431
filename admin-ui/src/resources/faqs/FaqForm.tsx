import { BooleanInput, SelectInput, SimpleForm, TextInput, maxLength, minValue, required } from 'react-admin';

import { LocaleNumberInput } from '../../common/LocaleNumberInput';
import { LocalizedInputs } from '../../common/LocalizedInputs';
import { FormToolbar } from '../../common/form/FormToolbar';
import { SlugInput } from '../../common/reference';
import { MarkdownInput } from '../../common/richText/MarkdownInput';

/** The sections of the FAQ page (content type `faq`, field `category`). */
export const FAQ_CATEGORIES = ['booking', 'payments', 'privacy', 'consultants', 'account'] as const;

/** The category choices, labelled in the interface language. */
export const faqCategoryChoices = FAQ_CATEGORIES.map((category) => ({ id: category, name: `resources.faqs.categories.${category}` }));

/** A FAQ entry's form: question and answer (rich text) in French and English, category, rank, slug, published or not. */
export const FaqForm = ({ edit = false }: { edit?: boolean }) => (
  <SimpleForm toolbar={<FormToolbar trash={edit} />}>
    <LocalizedInputs>
      <TextInput source="question" validate={[required(), maxLength(300)]} />
      <MarkdownInput source="answer" validate={required()} />
    </LocalizedInputs>
    <SelectInput source="category" choices={faqCategoryChoices} validate={required()} defaultValue="booking" />
    <LocaleNumberInput source="order" decimals={0} validate={minValue(0)} defaultValue={0} helperText="resources.faqs.help.order" />
    <SlugInput />
    <BooleanInput source="published" defaultValue={false} helperText="app.help.published" />
  </SimpleForm>
);
