import type { ReactNode } from 'react';
import { DataTable } from 'react-admin';

/**
 * A list's table whose rows open the record's page, without bulk actions; wider than its card, it scrolls inside the
 * card (the page keeps to the window).
 */
export const ShowRowsTable = ({ children }: { children: ReactNode }) => (
  <DataTable rowClick="show" bulkActionButtons={false} sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}>
    {children}
  </DataTable>
);
