/**
 * Multi-select of one expert filter, fed by its reference list (MUI Autocomplete), sorted and ranked in
 * the interface language (lib/option-order).
 *
 * @module features/experts/components/filter-select
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Ref } from '../../../lib/consultant-card';
import { useOptionOrder } from '../../../lib/option-order';
import type { MultiFilterKey } from '../model/expert-filters';
import { useFilterOptions } from '../api/get-filter-options';

/** Props of {@link FilterSelect}. */
export interface FilterSelectProps {
  filterKey: MultiFilterKey;
  /** Selected slugs. */
  value: string[];
  onChange: (slugs: string[]) => void;
}

/** The multi-select. */
export function FilterSelect({ filterKey, value, onChange }: FilterSelectProps) {
  const { t } = useTranslation();
  const { data, isLoading } = useFilterOptions(filterKey);
  const { order, filterOptions } = useOptionOrder();
  const options = useMemo(
    () =>
      order(
        (data?.data ?? []).map(({ slug, name }) => ({ slug, name })),
        (o) => o.name,
        (o) => o.slug,
        value,
      ),
    [data, order, value],
  );
  const selected = useMemo(() => {
    const bySlug = new Map(options.map((o) => [o.slug, o]));
    // A slug from the URL unknown to the list still shows (as itself) so it can be removed.
    return value.map((slug) => bySlug.get(slug) ?? { slug, name: slug });
  }, [options, value]);

  return (
    <Autocomplete<Ref, true>
      multiple
      data-testid={`filter-${filterKey}`}
      options={options}
      filterOptions={filterOptions}
      value={selected}
      loading={isLoading}
      filterSelectedOptions
      limitTags={2}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, v) => option.slug === v.slug}
      onChange={(_, values) => onChange(values.map((v) => v.slug))}
      noOptionsText={t('experts.filters.noOptions')}
      loadingText={t('common.loading')}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest} data-slug={option.slug}>
            {option.name}
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label={t(`experts.filters.${filterKey}`)} placeholder={value.length === 0 ? t('experts.filters.any') : undefined} />}
      size="small"
    />
  );
}
