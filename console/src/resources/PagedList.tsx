import type { ReactNode } from 'react';
import { CreateButton, ExportButton, FilterButton, List, type ListProps, TopToolbar } from 'react-admin';
import { EXPORT_MAX_ROWS } from '../providers/paged-list';
import { FIT_WIDTH_SX } from './fit-width';
import { ListLoadError, ListLoadPagination } from './ListLoadError';

const ROWS_PER_PAGE = [10, 25, 50];

/**
 * A list's toolbar: what the page adds first (`before`), the filters, creating (`create`: react-admin's button unless
 * the page says otherwise, nothing where the list creates nothing) and the CSV of every row.
 */
export const PagedListActions = ({ before, create = <CreateButton /> }: { before?: ReactNode; create?: ReactNode }) => (
  <TopToolbar>
    {before}
    <FilterButton />
    {create}
    <ExportButton maxResults={EXPORT_MAX_ROWS} />
  </TopToolbar>
);

/**
 * A resource's list paged on the server: 10, 25 or 50 rows a page (10 unless said) under the usual toolbar. The page
 * keeps to the window's width: a table wider than the window scrolls inside its card, never the whole page. A read that
 * failed shows the gateway's message and a retry instead of the rows and the pages (ListLoadError).
 */
export const PagedList = ({
  actions = <PagedListActions />,
  perPage = 10,
  children,
  sx,
  ...props
}: ListProps & { children: ReactNode }) => (
  <List
    actions={actions}
    perPage={perPage}
    pagination={<ListLoadPagination rowsPerPageOptions={ROWS_PER_PAGE} />}
    error={<ListLoadError />}
    sx={[FIT_WIDTH_SX, ...(Array.isArray(sx) ? sx : [sx])] as ListProps['sx']}
    {...props}
  >
    {children}
  </List>
);
