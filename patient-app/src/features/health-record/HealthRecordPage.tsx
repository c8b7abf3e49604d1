import { useQuery } from '@apollo/client/react';
import { Box, Divider, List, Paper, Stack, TablePagination, TextField, Typography } from '@mui/material';
import { useNavigate, useParams } from 'react-router-dom';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { feedbackFromError } from '../../errors/error-feedback.mappers';
import { useLocale, useT } from '../../i18n/locale.context';
import { useCompanySetup } from '../../layout/company-setup.hook';
import { PageTitle } from '../../layout/PageTitle';
import { RequireRole } from '../../layout/RequireRole';
import { appointmentDetailPath, healthRecordPath } from '../../routing/paths.constants';
import { RouteLoading } from '../../routing/RouteLoading';
import { PatientDocumentsSection } from '../clinical-documents/PatientDocumentsSection';
import { useMyDependents } from '../dependents/my-dependents.hook';
import PageNotFound from '../not-found/PageNotFound';
import { PAGINATION_SX } from '../professional/pagination.style';
import { HealthRecordFilters } from './HealthRecordFilters';
import { HistoryItemRow } from './HistoryItemRow';
import { HealthRecordDocument, HealthRecordProfessionalsDocument } from './health-record.documents';
import { hasRecordFilters, professionalOptions, recordFilterVariables } from './health-record.params';
import { useRecordParams } from './record-params.hook';

const PER_PAGE = 10;

/**
 * /profile/person/ehr/:id (SPEC §2, role P): the health record of the patient or of a dependent they act for, newest
 * first, with filters. The services decide whose record the patient reaches (another person's answers the not-found
 * screen) and what they read of it (never the professional's private notes; a dependent's clinical findings only when
 * the clinic shares them).
 */
export default function HealthRecordPage() {
  const personId = useParams().id ?? '';
  return (
    <RequireRole roles={['P']}>
      <HealthRecord key={personId} personId={personId} />
    </RequireRole>
  );
}

function HealthRecord({ personId }: { personId: string }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const mine = useMyDependents();
  const { timeZone } = useCompanySetup();
  const [params, change] = useRecordParams();
  const { data, previousData, error } = useQuery(HealthRecordDocument, {
    variables: { personId, ...recordFilterVariables(params), page: params.page, perPage: PER_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const attended = useQuery(HealthRecordProfessionalsDocument, { variables: { personId } });
  const professionals = professionalOptions(attended.data?.appointments.items ?? [], locale);

  if (mine.error && !mine.loaded) return <ErrorAlert error={mine.error} />;
  if (!mine.loaded) return <RouteLoading />;
  // Another person's record (or none): the services answer nothing, as for any page that is not there.
  if (data && data.personHistory === null) return <PageNotFound />;

  const people = [...(mine.self ? [mine.self] : []), ...mine.dependents];
  const shown = people.find((p) => p.id === personId);
  const title = shown && shown.id !== mine.self?.id ? t('healthRecord.titleOf', { name: shown.name }) : t('healthRecord.title');
  const history = (data ?? (error ? undefined : previousData))?.personHistory;
  const fieldErrors = error ? feedbackFromError(error, locale).fieldErrors : {};

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }} data-testid="health-record-page">
      <div>
        <PageTitle>{title}</PageTitle>
        <Typography color="text.secondary">{t('healthRecord.intro')}</Typography>
      </div>
      {people.length > 1 && (
        <TextField
          id="record-person"
          select
          label={t('healthRecord.person')}
          value={shown ? personId : ''}
          onChange={(e) => void navigate(healthRecordPath(e.target.value))}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'record-person' } }}
          sx={{ maxWidth: { sm: 360 } }}
          fullWidth
        >
          {!shown && <option value="" disabled />}
          {people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </TextField>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <PatientDocumentsSection personId={personId} timeZone={timeZone} />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <HealthRecordFilters params={params} onChange={change} professionals={professionals} fieldErrors={fieldErrors} />
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="record-total" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="record-total" variant="subtitle1" component="h2" aria-live="polite" data-testid="record-total">
          {history ? t('healthRecord.total', { count: history.total }) : t('common.loading')}
        </Typography>
        <Divider sx={{ mt: 2 }} />
        {error && Object.keys(fieldErrors).length === 0 && <ErrorAlert error={error} />}
        {!history && !error && <RouteLoading />}
        {history && history.items.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="record-empty">
            {hasRecordFilters(params) ? t('healthRecord.empty') : t('healthRecord.emptyAll')}
          </Typography>
        )}
        {history && history.items.length > 0 && (
          <List disablePadding data-testid="record-list">
            {history.items.map((item) => (
              <HistoryItemRow
                key={item.id}
                item={item}
                timeZone={timeZone}
                detailPath={item.appointmentId ? appointmentDetailPath(item.appointmentId) : null}
              />
            ))}
          </List>
        )}
        {history && history.total > PER_PAGE && (
          <Box sx={{ mt: 1 }}>
            <TablePagination
              component="div"
              count={history.total}
              page={Math.min(params.page - 1, Math.max(0, Math.ceil(history.total / PER_PAGE) - 1))}
              rowsPerPage={PER_PAGE}
              rowsPerPageOptions={[PER_PAGE]}
              onPageChange={(_event, index) => change({ page: index + 1 })}
              labelDisplayedRows={({ from, to, count }) => t('professional.list.range', { from, to, count })}
              getItemAriaLabel={(type) => t(`professional.list.${type}`)}
              data-testid="record-pagination"
              sx={PAGINATION_SX}
            />
          </Box>
        )}
      </Paper>
    </Stack>
  );
}
