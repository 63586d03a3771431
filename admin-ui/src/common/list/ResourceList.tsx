import type { ReactElement, ReactNode } from 'react';
import { List, type DatagridProps, type ListProps, type RaRecord } from 'react-admin';

import { useCsvExporter } from '../export/useCsvExporter';
import { BulkMoveToTrashButton } from '../trash/MoveToTrashButton';
import { TranslationFilter, TranslationStatusField } from '../translation/status';
import { ListRows } from './ListRows';
import { SearchFilter } from './SearchFilter';
import { TrashToggle } from './TrashToggle';

export interface ResourceListProps extends Omit<ListProps, 'children' | 'filters'> {
  /** the columns */
  children: ReactNode;
  /** filters besides the search box (`q`), named after the record's fields */
  filters?: ReactElement[];
  /** what a click on a row opens (default: the edit form) */
  rowClick?: DatagridProps['rowClick'];
  /** the records go to a trash: the selection can be moved there, and the trash is a button away */
  trash?: boolean;
  /** shown above the table, e.g. tabs choosing a status */
  header?: ReactNode;
  /** on a phone, the line under each record's name (default: none) */
  secondaryText?: (record: RaRecord) => ReactNode;
  /**
   * the records are localized: a last column says whether their English side is complete, missing or
   * outdated, and a filter picks them by it (`common/translation`)
   */
  translation?: boolean;
}

/**
 * The live list of a resource in the admin dialect (DESIGN §2): a search box (`filter.q`, always shown)
 * and the resource's filters, columns sorted by the server (`sort`), pages of 25 (`range`), the create
 * and export buttons (a CSV file of every record matching the filters in the admin's language and zone,
 * `common/export`), and, for resources with a trash, moving the selection there and a "List / Trash"
 * toggle. On a phone (below `md`), the table becomes a simple list of the records' names, each line
 * opening the record (`ListRows`, as the trash does). Localized lists (`translation`) add the English
 * side's status: a column of chips in words, a filter, and the status under the name on a phone.
 */
export const ResourceList = ({ children, filters = [], rowClick = 'edit', trash = false, header, secondaryText, translation = false, ...props }: ResourceListProps) => {
  const exporter = useCsvExporter();
  const allFilters = [<SearchFilter key="q" source="q" alwaysOn />, ...filters, ...(translation ? [<TranslationFilter key="translation" alwaysOn />] : [])];
  return (
    // With a trash, an empty list still shows its toggle to the trash (react-admin's empty page would not).
    <List filters={allFilters} perPage={25} exporter={exporter} empty={trash ? false : undefined} {...props}>
      {trash ? <TrashToggle /> : null}
      {header}
      <ListRows
        rowClick={rowClick}
        bulkActionButtons={trash ? <BulkMoveToTrashButton /> : false}
        secondaryText={secondaryText ?? (translation ? <TranslationStatusField source="translation" /> : undefined)}
      >
        {children}
        {translation ? <TranslationStatusField source="translation" label="app.translation.column" sortable={false} /> : null}
      </ListRows>
    </List>
  );
};
