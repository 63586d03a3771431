import { Box } from '@mui/material';
import { BooleanInput, FormDataConsumer, SelectInput, SimpleForm, TextInput, maxLength, minValue, regex, required, useTranslate } from 'react-admin';

import { LocalizedInputs } from '../../common/LocalizedInputs';
import { MoneyInput } from '../../common/MoneyInput';
import { FormToolbar } from '../../common/form/FormToolbar';
import { MediaInput } from '../../common/media/MediaInput';
import { SlugInput } from '../../common/reference';
import { MarkdownInput } from '../../common/richText/MarkdownInput';

/** The shelves of the lifestyle-products page (content type `digital-product`, field `category`). */
export const PRODUCT_CATEGORIES = ['herbal-teas', 'oils', 'supplements', 'books', 'accessories', 'programs'] as const;

/** The category choices, labelled in the interface language. */
export const productCategoryChoices = PRODUCT_CATEGORIES.map((category) => ({ id: category, name: `resources.digital-products.categories.${category}` }));

/** The price typed in major units of the product's currency, kept and sent in minor units (`price`). */
const PriceInput = ({ currency }: { currency: string | null | undefined }) => {
  const translate = useTranslate();
  return (
    <MoneyInput
      source="price"
      currency={currency}
      label={translate('resources.digital-products.fields.price_in', { currency: currency || '…' })}
      validate={[required(), minValue(0)]}
      helperText="resources.digital-products.help.price"
    />
  );
};

/**
 * A digital (lifestyle) product's form: name, description (rich text) and the main image's alternative
 * text in French and English, slug, category, currency and price, images, published or not.
 */
export const DigitalProductForm = ({ edit = false }: { edit?: boolean }) => (
  <SimpleForm toolbar={<FormToolbar trash={edit} />}>
    <LocalizedInputs>
      <TextInput source="name" validate={[required(), maxLength(200)]} />
      <MarkdownInput source="description" />
      <TextInput source="image_alt" validate={maxLength(250)} helperText="resources.digital-products.help.image_alt" />
    </LocalizedInputs>
    <SlugInput />
    <SelectInput source="category" choices={productCategoryChoices} validate={required()} />
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <TextInput
        source="currency"
        defaultValue="EUR"
        validate={[required(), regex(/^[A-Za-z]{3}$/, 'app.validation.currency')]}
        parse={(value: string) => value.toUpperCase()}
        helperText="app.help.currency"
      />
      <FormDataConsumer<{ currency?: string | null }>>{({ formData }) => <PriceInput currency={formData.currency} />}</FormDataConsumer>
    </Box>
    <MediaInput source="images" multiple />
    <BooleanInput source="published" defaultValue={false} helperText="app.help.published" />
  </SimpleForm>
);
