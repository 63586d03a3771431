import { ArrayInput, useTranslate, type ArrayInputProps } from 'react-admin';

import { CONTENT_LOCALES } from './localized';

/**
 * The list inputs of a localized list field (a page's sections or figures), one per content locale,
 * French first, each titled with its language ("Key figures — English"): the list of `<source>.<locale>`,
 * whose items' inputs edit `<source>.<locale>.<n>.<field>`. (react-admin's translatable tabs add the
 * locale at the end of every input's path, which for a list's items would give
 * `<source>.<n>.<field>.<locale>`, so lists stay out of `LocalizedInputs`.)
 *
 * @param props.source - the localized list field (`figures`)
 * @param props.label - its label (a translation key)
 * @param props.children - the list's iterator with the item's inputs
 */
export const LocalizedArrayInputs = ({ source, label, ...props }: Omit<ArrayInputProps, 'source' | 'label'> & { source: string; label: string }) => {
  const translate = useTranslate();
  return (
    <>
      {CONTENT_LOCALES.map((locale) => (
        <ArrayInput key={locale} source={`${source}.${locale}`} label={translate('app.localized_list', { list: translate(label), language: translate(`ra.locales.${locale}`) })} {...props} />
      ))}
    </>
  );
};
