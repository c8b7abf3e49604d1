import { useQuery } from '@apollo/client/react';
import { Box, List, TablePagination, Typography } from '@mui/material';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { errorCodeOf } from '../../errors/error-feedback.mappers';
import { graphql } from '../../gql';
import { useT } from '../../i18n/locale.context';
import { RouteLoading } from '../../routing/RouteLoading';
import { HistoryItemRow } from '../health-record/HistoryItemRow';
import { AccessDenied } from './AccessDenied';
import { PAGINATION_SX } from './pagination.style';
import { appointmentDetailPath } from './professional.paths';

const PatientHistoryDocument = graphql(`
  query PatientHistory($personId: ID!, $page: Int!, $perPage: Int!) {
    personHistory(personId: $personId, page: $page, perPage: $perPage) {
      total
      items {
        id
        type
        date
        title
        summary
        professionalName
        appointmentId
      }
    }
  }
`);

const PER_PAGE = 10;

/**
 * A patient's history (personHistory, newest first): appointments, their notes, attachments, diagnostics, exam
 * requests and emergency events. The service decides who reads it (the company rule
 * allow_professional_view_patient_history, or the doctor attends the patient); otherwise "Access Denied".
 */
export function PatientHistoryList({
  personId,
  page,
  onPageChange,
  timeZone,
  currentAppointmentId,
}: {
  personId: string;
  page: number;
  onPageChange: (page: number) => void;
  timeZone?: string;
  /** The appointment on screen: its items are not linked to itself. */
  currentAppointmentId?: string;
}) {
  const t = useT();
  const { data, previousData, error } = useQuery(PatientHistoryDocument, { variables: { personId, page, perPage: PER_PAGE } });
  if (error) return errorCodeOf(error) === 'ACCESS_DENIED' ? <AccessDenied /> : <ErrorAlert error={error} />;
  const history = (data ?? previousData)?.personHistory;
  if (!history) return data ? <AccessDenied /> : <RouteLoading />;
  if (history.total === 0) {
    return (
      <Typography color="text.secondary" data-testid="history-empty">
        {t('professional.history.empty')}
      </Typography>
    );
  }
  return (
    <Box data-testid="patient-history">
      <List disablePadding>
        {history.items.map((item) => (
          <HistoryItemRow
            key={item.id}
            item={item}
            timeZone={timeZone}
            detailPath={
              item.appointmentId && item.appointmentId !== currentAppointmentId ? appointmentDetailPath(item.appointmentId) : null
            }
          />
        ))}
      </List>
      {history.total > PER_PAGE && (
        <TablePagination
          component="div"
          count={history.total}
          page={page - 1}
          rowsPerPage={PER_PAGE}
          rowsPerPageOptions={[PER_PAGE]}
          onPageChange={(_event, index) => onPageChange(index + 1)}
          labelDisplayedRows={({ from, to, count }) => t('professional.list.range', { from, to, count })}
          getItemAriaLabel={(type) => t(`professional.list.${type}`)}
          sx={PAGINATION_SX}
        />
      )}
    </Box>
  );
}
