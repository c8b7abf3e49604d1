import { MAX_PAGE_SIZE } from '@teleconsulta/schema';
import type { GetListParams, GetListResult, RaRecord } from 'react-admin';

/** The most rows a CSV export reads (react-admin's ExportButton asks for one page this large). */
export const EXPORT_MAX_ROWS = 10_000;

/**
 * A page larger than the services serve (at most MAX_PAGE_SIZE rows a call), read as consecutive service pages, one
 * after the other, until the asked rows or the last row: an export gets every row, not the first hundred.
 */
export async function getListInPages<R extends RaRecord>(
  getList: (params: GetListParams) => Promise<GetListResult<R>>,
  params: GetListParams,
  pageSize = MAX_PAGE_SIZE,
): Promise<GetListResult<R>> {
  const { page = 1, perPage = pageSize } = params.pagination ?? {};
  if (perPage <= pageSize) return getList(params);
  const start = (page - 1) * perPage;
  const end = start + perPage;
  const rows: R[] = [];
  let total: number | undefined;
  for (let servicePage = Math.floor(start / pageSize) + 1; ; servicePage++) {
    const offset = (servicePage - 1) * pageSize;
    if (offset >= end || (total !== undefined && offset >= total)) break;
    const result = await getList({ ...params, pagination: { page: servicePage, perPage: pageSize } });
    total = result.total ?? total;
    rows.push(...result.data.slice(Math.max(0, start - offset), end - offset));
    if (result.data.length < pageSize) break;
  }
  return { data: rows, total: total ?? rows.length };
}
