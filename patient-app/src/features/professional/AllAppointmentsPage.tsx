import { useQuery } from '@apollo/client/react';
import { Box, Divider, Paper, Stack, TablePagination, Typography } from '@mui/material';
import { useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { feedbackFromError } from '../../errors/error-feedback.mappers';
import { graphql } from '../../gql';
import { useLocale, useT } from '../../i18n/locale.context';
import { PageTitle } from '../../layout/PageTitle';
import { RouteLoading } from '../../routing/RouteLoading';
import { AppointmentCard } from './AppointmentCard';
import { AppointmentListFilters } from './AppointmentListFilters';
import {
  type AppointmentListParams,
  hasFilters,
  listFilter,
  listParamsToSearch,
  PAGE_SIZES,
  parseListParams,
  withChange,
} from './appointment-list.params';
import { ProfessionalOnly } from './ProfessionalOnly';
import { PAGINATION_SX } from './pagination.style';
import { useRefreshOnFocus } from './refresh.hook';

const AllAppointmentsDocument = graphql(`
  query AllAppointments(
    $page: Int!
    $perPage: Int!
    $sortField: AppointmentSortField!
    $sortOrder: SortOrder!
    $filter: AppointmentFilter
  ) {
    appointments(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {
      total
      items {
        id
        ...AppointmentCard
      }
    }
  }
`);

/** /professional/listappointment (SPEC §2, roles D and DC): every appointment of the signed-in professional, paged. */
export default function AllAppointmentsPage() {
  return <ProfessionalOnly>{() => <AllAppointments />}</ProfessionalOnly>;
}

function AllAppointments() {
  const t = useT();
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  const params = parseListParams(search);
  // Two quick changes (From, then To) before the address has caught up both stay: the second builds on the first.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = parseListParams(search);
  }, [search]);
  const change = (next: Partial<AppointmentListParams>) => {
    latest.current = withChange(latest.current, next);
    setSearch(listParamsToSearch(latest.current), { replace: true });
  };
  const { data, previousData, error, refetch } = useQuery(AllAppointmentsDocument, {
    variables: {
      page: params.page,
      perPage: params.perPage,
      sortField: params.sortField,
      sortOrder: params.sortOrder,
      filter: listFilter(params),
    },
  });
  useRefreshOnFocus(() => void refetch().catch(() => undefined));
  const page = data ?? (error ? undefined : previousData);
  const feedback = error ? feedbackFromError(error, locale) : null;
  const fieldErrors = feedback?.fieldErrors ?? {};

  return (
    <Stack spacing={3} data-testid="all-appointments">
      <PageTitle>{t('professional.allAppointments')}</PageTitle>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <AppointmentListFilters params={params} onChange={change} fieldErrors={fieldErrors} />
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="results-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="results-title" variant="subtitle1" component="h2" aria-live="polite" data-testid="appointment-total">
          {page ? t('professional.list.total', { count: page.appointments.total }) : t('common.loading')}
        </Typography>
        <Divider sx={{ my: 2 }} />
        {error && Object.keys(fieldErrors).length === 0 && <ErrorAlert error={error} />}
        {!page && !error && <RouteLoading />}
        {page && page.appointments.items.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="appointment-list-empty">
            {hasFilters(params) ? t('professional.list.empty') : t('professional.list.emptyAll')}
          </Typography>
        )}
        {page && page.appointments.items.length > 0 && (
          <Stack component="ol" spacing={1.5} data-testid="appointment-list" sx={{ p: 0, m: 0 }}>
            {page.appointments.items.map((appointment) => (
              <AppointmentCard key={appointment.id} appointment={appointment} showDate />
            ))}
          </Stack>
        )}
        {page && page.appointments.total > 0 && (
          <Box sx={{ mt: 1 }}>
            <TablePagination
              component="div"
              count={page.appointments.total}
              page={Math.min(params.page - 1, Math.max(0, Math.ceil(page.appointments.total / params.perPage) - 1))}
              rowsPerPage={params.perPage}
              rowsPerPageOptions={[...PAGE_SIZES]}
              onPageChange={(_event, index) => change({ page: index + 1 })}
              onRowsPerPageChange={(event) => change({ perPage: Number(event.target.value) })}
              labelRowsPerPage={t('professional.list.perPage')}
              labelDisplayedRows={({ from, to, count }) => t('professional.list.range', { from, to, count })}
              getItemAriaLabel={(type) => t(`professional.list.${type}`)}
              showFirstButton
              showLastButton
              data-testid="appointment-pagination"
              sx={PAGINATION_SX}
            />
          </Box>
        )}
      </Paper>
    </Stack>
  );
}
