import type { ReactElement, ReactNode } from 'react';
import { Datagrid, List, type DatagridProps, type ListProps } from 'react-admin';

import { BulkMoveToTrashButton } from '../trash/MoveToTrashButton';
import { SearchFilter } from './SearchFilter';

export interface ResourceListProps extends Omit<ListProps, 'children' | 'filters'> {
  /** the columns */
  children: ReactNode;
  /** filters besides the search box (`q`), named after the record's fields */
  filters?: ReactElement[];
  /** what a click on a row opens (default: the edit form) */
  rowClick?: DatagridProps['rowClick'];
  /** the records go to a trash: the selection can be moved there */
  trash?: boolean;
  /** shown above the table, e.g. tabs choosing a status */
  header?: ReactNode;
}

/**
 * The live list of a resource in the admin dialect (DESIGN §2): a search box (`filter.q`, always shown)
 * and the resource's filters, columns sorted by the server (`sort`), pages of 25 (`range`), the create
 * and export buttons (a CSV file of every record matching the filters, localized fields as `name.fr` and
 * `name.en` columns), and, for resources with a trash, moving the selection there.
 */
export const ResourceList = ({ children, filters = [], rowClick = 'edit', trash = false, header, ...props }: ResourceListProps) => (
  <List filters={[<SearchFilter key="q" source="q" alwaysOn />, ...filters]} perPage={25} {...props}>
    {header}
    <Datagrid rowClick={rowClick} bulkActionButtons={trash ? <BulkMoveToTrashButton /> : false}>
      {children}
    </Datagrid>
  </List>
);
