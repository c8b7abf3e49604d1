import { useQuery } from '@apollo/client/react';
import { Box, Divider, List, TablePagination, Typography } from '@mui/material';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { errorCodeOf, feedbackFromError } from '../../errors/error-feedback.mappers';
import { useLocale, useT } from '../../i18n/locale.context';
import { RouteLoading } from '../../routing/RouteLoading';
import { HealthRecordFilters } from '../health-record/HealthRecordFilters';
import { HistoryItemRow } from '../health-record/HistoryItemRow';
import { HealthRecordDocument } from '../health-record/health-record.documents';
import { type HealthRecordParams, hasRecordFilters, recordFilterVariables } from '../health-record/health-record.params';
import { AccessDenied } from './AccessDenied';
import { PAGINATION_SX } from './pagination.style';
import { appointmentDetailPath } from './professional.paths';

const PER_PAGE = 10;

const NO_FILTERS = { filter: null, from: null, to: null, professionalId: null };

/** The health record's filters over the list (the full history page): kept by the caller, in the address. */
type Filtering = {
  params: HealthRecordParams;
  onChange: (change: Partial<HealthRecordParams>) => void;
  professionals: ReadonlyArray<{ id: string; name: string }>;
};

/**
 * A patient's history (personHistory, newest first): appointments, their notes, attachments, diagnostics, exam
 * requests and emergency events, optionally narrowed by the health record's filters. The service decides who reads it
 * (the company rule allow_professional_view_patient_history, or the doctor attends the patient); otherwise "Access
 * Denied".
 */
export function PatientHistoryList({
  personId,
  page,
  onPageChange,
  timeZone,
  currentAppointmentId,
  filtering,
}: {
  personId: string;
  page: number;
  onPageChange: (page: number) => void;
  timeZone?: string;
  /** The appointment on screen: its items are not linked to itself. */
  currentAppointmentId?: string;
  filtering?: Filtering;
}) {
  const t = useT();
  const locale = useLocale();
  const filters = filtering ? recordFilterVariables(filtering.params) : NO_FILTERS;
  const { data, previousData, error, loading } = useQuery(HealthRecordDocument, {
    variables: { personId, ...filters, page, perPage: PER_PAGE },
  });
  if (error && errorCodeOf(error) === 'ACCESS_DENIED') return <AccessDenied />;
  const fieldErrors = error ? feedbackFromError(error, locale).fieldErrors : {};
  // A refused period ("to" before "from") is told on its field, with the filters still there to fix it.
  const fieldError = filtering !== undefined && Object.keys(fieldErrors).length > 0;
  if (error && !fieldError) return <ErrorAlert error={error} />;
  const history = (data ?? (error ? undefined : previousData))?.personHistory;
  if (!history && !error) return data ? <AccessDenied /> : <RouteLoading />;
  const filtered = filtering ? hasRecordFilters(filtering.params) : false;
  return (
    <Box data-testid="patient-history" aria-busy={loading}>
      {filtering && (
        <>
          <HealthRecordFilters
            params={filtering.params}
            onChange={filtering.onChange}
            professionals={filtering.professionals}
            fieldErrors={fieldErrors}
          />
          <Divider sx={{ my: 2 }} />
          <Typography variant="subtitle1" component="p" aria-live="polite" data-testid="history-total">
            {history ? t('healthRecord.total', { count: history.total }) : ''}
          </Typography>
        </>
      )}
      {history && history.items.length === 0 && (
        <Typography color="text.secondary" sx={filtering ? { py: 4, textAlign: 'center' } : undefined} data-testid="history-empty">
          {filtered ? t('healthRecord.empty') : t('professional.history.empty')}
        </Typography>
      )}
      {history && history.items.length > 0 && (
        <List disablePadding data-testid="history-list">
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
      )}
      {history && history.total > PER_PAGE && (
        <TablePagination
          component="div"
          count={history.total}
          page={Math.min(page - 1, Math.max(0, Math.ceil(history.total / PER_PAGE) - 1))}
          rowsPerPage={PER_PAGE}
          rowsPerPageOptions={[PER_PAGE]}
          onPageChange={(_event, index) => onPageChange(index + 1)}
          labelDisplayedRows={({ from, to, count }) => t('professional.list.range', { from, to, count })}
          getItemAriaLabel={(type) => t(`professional.list.${type}`)}
          data-testid="history-pagination"
          sx={PAGINATION_SX}
        />
      )}
    </Box>
  );
}
