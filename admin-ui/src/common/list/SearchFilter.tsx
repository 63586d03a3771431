import { SearchInput, useTranslate, type SearchInputProps } from 'react-admin';

/**
 * The search box of a list (`filter.q`, DESIGN §2), named "Search" for assistive technologies (the
 * visible hint is only a placeholder). Use it as `<SearchFilter source="q" alwaysOn />` in `filters`.
 */
export const SearchFilter = (props: SearchInputProps) => {
  const translate = useTranslate();
  return <SearchInput {...props} slotProps={{ htmlInput: { 'aria-label': translate('ra.action.search') } }} />;
};
