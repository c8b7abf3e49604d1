import { useQuery } from '@apollo/client/react';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import { Box, Button, Pagination, Stack, Tab, Tabs, Typography } from '@mui/material';
import { dateInZone } from '@teleconsulta/schema';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { graphql } from '../../gql';
import { useT } from '../../i18n/locale.context';
import { useCompanySetup } from '../../layout/company-setup.hook';
import { PageTitle } from '../../layout/PageTitle';
import { RequireRole } from '../../layout/RequireRole';
import { PATHS } from '../../routing/paths.constants';
import { RouteLoading } from '../../routing/RouteLoading';
import { AppointmentCard } from './AppointmentCard';
import { APPOINTMENT_TABS, type AppointmentTab, tabOf, tabQuery } from './appointment-list.params';
import { useDateFormat } from './appointment-time.hook';

const PER_PAGE = 10;

const PersonAppointmentsDocument = graphql(`
  query PersonAppointments($filter: AppointmentFilter, $sortOrder: SortOrder, $page: Int, $perPage: Int) {
    appointments(page: $page, perPage: $perPage, sortField: START, sortOrder: $sortOrder, filter: $filter) {
      total
      items {
        ...AppointmentCardAppointment
      }
    }
  }
`);

/**
 * /person/appointment (role P): today's appointments, the patient's and their dependents' (SPEC §2's label, the menu's
 * entry), and tabs for the upcoming, the past and the cancelled ones; the page is titled after its tab.
 */
export default function PersonAppointmentsPage() {
  return (
    <RequireRole roles={['P']}>
      <PersonAppointments />
    </RequireRole>
  );
}

function PersonAppointments() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const company = useCompanySetup();
  const format = useDateFormat();
  const today = company.setup ? dateInZone(company.setup.settings.timeZone) : null;
  const query = today ? tabQuery(tab, today) : null;
  const { data, error, loading } = useQuery(PersonAppointmentsDocument, {
    skip: !query,
    variables: query
      ? { filter: { from: query.from, to: query.to, status: query.status }, sortOrder: query.sortOrder, page, perPage: PER_PAGE }
      : undefined,
    fetchPolicy: 'cache-and-network',
  });

  const choose = (next: AppointmentTab) => setParams(next === 'today' ? {} : { tab: next });
  const list = data?.appointments;
  const pages = list ? Math.ceil(list.total / PER_PAGE) : 0;

  return (
    <Stack spacing={3} data-testid="person-appointments">
      <div>
        <PageTitle>{t(`appointments.title.${tab}`)}</PageTitle>
        {today && tab === 'today' && (
          <Typography color="text.secondary" data-testid="appointments-today">
            {format.day(today, true)}
          </Typography>
        )}
      </div>
      <Tabs
        value={tab}
        onChange={(_event, value: AppointmentTab) => choose(value)}
        aria-label={t('appointments.tabs')}
        variant="fullWidth"
        sx={{ maxWidth: 480 }}
      >
        {APPOINTMENT_TABS.map((key) => (
          <Tab
            key={key}
            value={key}
            id={`appointments-tab-${key}`}
            aria-controls="appointments-panel"
            label={t(`appointments.tab.${key}`)}
            data-testid={`appointments-tab-${key}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="appointments-panel" aria-labelledby={`appointments-tab-${tab}`} aria-busy={loading}>
        {(company.error && !company.setup) || (error && !data) ? (
          <ErrorAlert error={company.error ?? error} />
        ) : !list ? (
          <RouteLoading />
        ) : list.items.length === 0 ? (
          <Stack
            spacing={2}
            sx={{ alignItems: 'center', py: 5, color: 'text.secondary', textAlign: 'center' }}
            data-testid="appointments-empty"
          >
            <EventBusyOutlinedIcon fontSize="large" aria-hidden />
            <Typography>{t(`appointments.empty.${tab}`)}</Typography>
            {company.setup && (company.setup.rules.allowsPatientToSchedule || company.setup.rules.accessPersonSchedule) && (
              <Button component={RouterLink} to={PATHS.personSchedule} variant="outlined">
                {t('appointments.scheduleOne')}
              </Button>
            )}
          </Stack>
        ) : (
          <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} data-testid="appointments-list">
            {list.items.map((appointment) => (
              <AppointmentCard key={appointment.id} appointment={appointment} showDay={tab !== 'today'} />
            ))}
          </Stack>
        )}
        {pages > 1 && (
          <Box sx={{ display: 'flex', justifyContent: 'center', pt: 3 }}>
            <Pagination
              count={pages}
              page={page}
              onChange={(_event, value) => setParams({ ...(tab === 'today' ? {} : { tab }), page: String(value) })}
            />
          </Box>
        )}
      </Box>
    </Stack>
  );
}
