import type { ReactNode } from 'react';
import { DataTable } from 'react-admin';

/** A list's table whose rows open the record's page, without bulk actions. */
export const ShowRowsTable = ({ children }: { children: ReactNode }) => (
  <DataTable rowClick="show" bulkActionButtons={false}>
    {children}
  </DataTable>
);
