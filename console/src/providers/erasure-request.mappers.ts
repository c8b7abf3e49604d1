import { ERASURE_REQUEST_STATUSES } from '@teleconsulta/schema';
import type { GetListParams } from 'react-admin';
import type { ErasureRequestFilter, ErasureRequestListQueryVariables, ErasureRequestStatus } from '../gql/graphql';

/** The list's status filter (one value or several), keeping only the known codes. */
export function toErasureRequestFilter(filter: Record<string, unknown> | undefined): ErasureRequestFilter | undefined {
  const value = filter?.status;
  const status = (Array.isArray(value) ? value : value ? [value] : []).filter((v): v is ErasureRequestStatus =>
    (ERASURE_REQUEST_STATUSES as readonly string[]).includes(String(v)),
  );
  return status.length > 0 ? { status } : undefined;
}

/** react-admin's page and filter as the list's variables (the list is newest first; it does not sort otherwise). */
export const toErasureRequestListVariables = ({ pagination, filter }: Partial<GetListParams>): ErasureRequestListQueryVariables => ({
  page: pagination?.page,
  perPage: pagination?.perPage,
  filter: toErasureRequestFilter(filter),
});
