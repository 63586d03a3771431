import type { ReactElement, ReactNode } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Box } from '@mui/material';
import { Datagrid, RecordRepresentation, SimpleList, useRecordContext, type DatagridProps, type RaRecord } from 'react-admin';

export interface ListRowsProps {
  /** the table's columns */
  children: ReactNode;
  /** what a click on a record opens (`false`: nothing) */
  rowClick?: DatagridProps['rowClick'];
  /** the table's buttons acting on a selection (`false`: no selection) */
  bulkActionButtons?: DatagridProps['bulkActionButtons'];
  /** on a phone, the line under each record's name (default: none) */
  secondaryText?: ((record: RaRecord) => ReactNode) | ReactElement;
  /** buttons acting on each record: the table's last columns, below the record's name on a phone */
  rowActions?: ReactNode;
  /** shown instead of the rows when there is none */
  empty?: ReactElement;
}

/** Under a record's name on a phone: its secondary line, then its buttons. */
const SecondaryLine = ({ text, actions }: { text: ListRowsProps['secondaryText']; actions: ReactNode }) => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <>
      {typeof text === 'function' ? text(record) : text}
      {actions ? (
        <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
          {actions}
        </Box>
      ) : null}
    </>
  );
};

/**
 * The records of a list, the one switch every list of the back office makes between screen sizes: a
 * table of `children` on a wide screen, and on a phone (below `md`) a simple list of the records' names
 * (the resource's `recordRepresentation`), as react-admin's demo does, each line opening the record when
 * `rowClick` says so, with its secondary line and its buttons under the name. Used by the live lists
 * (`ResourceList`) and the trashes (`TrashList`).
 */
export const ListRows = ({ children, rowClick, bulkActionButtons = false, secondaryText, rowActions, empty }: ListRowsProps) => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  if (small) {
    return (
      <SimpleList
        rowClick={rowClick}
        primaryText={<RecordRepresentation />}
        secondaryText={secondaryText || rowActions ? <SecondaryLine text={secondaryText} actions={rowActions} /> : undefined}
        {...(empty ? { empty } : {})}
      />
    );
  }
  return (
    <Datagrid rowClick={rowClick} bulkActionButtons={bulkActionButtons} {...(empty ? { empty } : {})}>
      {children}
      {rowActions}
    </Datagrid>
  );
};
